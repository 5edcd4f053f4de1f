#!/usr/bin/env python3
"""Regenerates Sources/Core/Sights/Catalog/SaranskSights.swift from the sights CSV.

    scripts/generate-sights.py ../shared/data/saransk_pois.csv

The CSV gives names, categories, addresses, years and coordinates; the descriptions below are
coach's own words. The generated file is committed, so a fresh clone builds without the CSV.
"""
import csv
import os
import sys

DESCRIPTIONS = {
    "mordovia-arena": "The football stadium built for the 2018 FIFA World Cup, when it hosted four group matches. Its bright orange-and-red shell is one of the city's landmarks; walk around it or catch a match.",
    "cathedral-of-st-theodore-ushakov": "Saransk's main Orthodox cathedral, consecrated in 2006 and dedicated to Admiral Fyodor Ushakov, the naval commander who spent his last years in Mordovia and was later canonised. Its white walls and gilded domes dominate Sovetskaya Street.",
    "erzya-museum-of-visual-arts": "The republic's art museum, named after Stepan Erzya, the sculptor from Mordovia known for his expressive carvings in wood. A large collection of his work is shown alongside painting and folk art.",
    "yaushev-music-theatre": "Saransk's opera and ballet theatre, named after the Mordovian singer I. M. Yaushev, in a building opened in 2011. Check the programme for opera, ballet, operetta and concerts.",
    "mordovian-national-drama-theatre": "A drama theatre that stages plays in the Moksha and Erzya languages as well as in Russian, in a modern building on Sovetskaya Street. A rare chance to hear the Mordovian languages on stage.",
    "russian-drama-theatre": "The republic's Russian-language drama theatre, with classic and contemporary plays. It stands on Sovetskaya Street, a short walk from the cathedral.",
    "state-puppet-theatre": "The republic's puppet theatre, with shows mainly for children and families. A good stop when travelling with kids.",
    "church-of-st-john-the-theologian": "Begun in 1693, this church is among the oldest buildings in Saransk and one of the few survivors of the old town. A modest, calm place a block away from the busy centre.",
    "trinity-church": "A stone church from the second half of the 18th century on Volodarskogo Street. One of the older churches of the city centre.",
    "three-saints-church": "An 18th-century church dedicated to the Three Holy Hierarchs on Moskovskaya Street. Pugachev's Chamber stands in its courtyard, so the two are seen together.",
    "pugachev-chamber": "A small old brick building where, by local tradition, Yemelyan Pugachev stayed when his rebel army entered Saransk in 1774. One of the few civil buildings left from 18th-century Saransk.",
    "memorial-museum-military-labour-feat": "A museum on Victory Square about the Second World War: the soldiers from Mordovia who fought and the people who worked on the home front. It is part of the square's memorial ensemble.",
    "mordovian-soldiers-memorial": "The memorial to the people of Mordovia who died in the Great Patriotic War, with the figure known as Mother Mordovia. The heart of Victory Square, where wreaths are laid on Victory Day.",
    "voronin-museum-of-local-lore": "The main regional museum, named after I. D. Voronin, covering Mordovia's nature, archaeology, history and the everyday life of the Moksha and Erzya peoples. A good first stop to understand the region.",
    "museum-of-mordovian-folk-culture": "A small museum of Mordovian folk life, with embroidered costumes, household objects and crafts of the Moksha and Erzya. Good for a close look at traditional dress and ornament.",
    "mordovskoye-podvorye": "An open-air ethnographic complex recreating a traditional Mordovian farmstead with its house and outbuildings. It belongs to the regional museum and lies by the Saranka river.",
    "stratonauts-monument": "A monument to the crew of the stratospheric balloon Osoaviakhim-1, who set a height record in 1934 and died when it came down in Mordovia. It stands on Station Square in front of the railway station.",
    "saransk-1-railway-station": "The city's main railway station, where most visitors arriving by train first see Saransk. The stratonauts' monument stands on the square in front.",
    "saransk-airport": "The city's airport, about 7 km south-east of the centre. Allow time for the ride into town.",
    "makarovka-monastery": "A monastery in the village of Makarovka on the south-eastern edge of the city, whose church dates from the early 18th century. A peaceful outing away from the centre.",
    "monument-to-yemelyan-pugachev": "A monument to Yemelyan Pugachev, leader of the peasant uprising of 1773-1775, whose army passed through Saransk. It stands where Korolenko and Volgogradskaya streets part, on the way to Mordovia Arena.",
    "millennium-square": "A large square opened in 2012 for the thousandth anniversary of the union of the Mordovian people with Russia, next to the university and the music theatre. In the evening it is the city's favourite place for a stroll.",
    "star-of-mordovia-fountain": "The light-and-music fountain in the middle of Millennium Square, opened in 2012. Its jets, music and lights are the square's main show on warm evenings.",
    "fountain-descent": "A cascade of fountains stepping down Moskovskaya Street from the centre towards the Saranka valley. A pleasant summer walk with benches along the way.",
    "forever-with-russia-monument": "A monument to the union of the Mordovian people with Russia, unveiled in 1986 on Friendship of Peoples Square.",
    "cathedral-square": "The open square in front of the Ushakov Cathedral, laid out together with it, with the admiral's monument close by. The best place to take in the cathedral as a whole.",
    "sovetskaya-square": "The central square of Saransk, framed by the House of Soviets, the House of the Republic and the Lenin monument. City celebrations and official events take place here.",
    "victory-square": "A square on Sovetskaya Street given to the memory of the Second World War, with the memorial to Mordovia's soldiers, the war museum and a chapel.",
    "house-of-soviets": "A monumental administrative building of 1940 on Sovetskaya Square, now the seat of the State Assembly, the republic's parliament. A typical piece of Soviet government architecture.",
    "house-of-the-republic": "The seat of the Government of Mordovia, a large white building from the 1980s on Sovetskaya Square, known locally as the White House.",
    "lenin-monument": "A statue of Vladimir Lenin on Sovetskaya Square, unveiled in 1960, one of the many Soviet-era Lenin monuments still standing in Russian cities.",
    "ushakov-monument": "A statue of Admiral Fyodor Ushakov beside the cathedral dedicated to him. The admiral, never defeated at sea, spent his last years in what is now Mordovia.",
    "family-monument": "A modern sculpture celebrating the family, unveiled in 2008 at the corner of Sovetskaya and Demokraticheskaya streets.",
    "alexander-nevsky-chapel": "A small Orthodox chapel dedicated to Saint Alexander Nevsky, built in 2000 as part of the war memorial ensemble on Victory Square.",
    "patriarch-nikon-monument": "A monument to Patriarch Nikon, the 17th-century head of the Russian Church whose reforms led to the schism with the Old Believers. It stands opposite the Ushakov Cathedral.",
    "pushkin-park": "The city's oldest park, laid out in the 19th century in the Saranka valley below the centre. Shady alleys and a relaxed place to rest between sights.",
    "pushkin-monument": "A monument to the poet Alexander Pushkin on the Fountain Descent of Moskovskaya Street.",
    "founders-of-saransk-memorial": "A memorial sign to the people who founded Saransk as a fortress in 1641, by the Fountain Descent and Pushkin alley.",
    "alley-of-glory": "A memorial alley on the high bank of the Saranka honouring the heroes of Mordovia. The bank looks out over the river valley.",
    "mordovia-state-university-main-building": "The main building of Ogarev Mordovia State University, the largest university in the republic, at the edge of Millennium Square.",
    "ogarev-monument": "A monument to Nikolai Ogarev, the 19th-century poet and political writer and close friend of Alexander Herzen, after whom the university is named. It stands beside the university's main building.",
    "pushkin-national-library": "The republic's national library, founded in 1899 and named after Alexander Pushkin. Visitors can use its reading rooms.",
    "saransk-arena": "A modern indoor arena for sport and events, opened in 2021 near Millennium Square on the site of a former stadium.",
    "ice-palace-of-mordovia": "An indoor ice arena opened in 2007, used for hockey, figure skating and other events on ice.",
    "start-stadium": "A football stadium opened in 2004, the city's main ground before Mordovia Arena was built. Still used for matches and training.",
}


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def optional(text):
    return swift_string(text) if text else "nil"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/generate-sights.py PATH/TO/saransk_pois.csv")
    with open(sys.argv[1], newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    missing = [row["id"] for row in rows if row["id"] not in DESCRIPTIONS]
    if missing:
        sys.exit("no description for: " + ", ".join(missing))
    out = [
        "// Generated by scripts/generate-sights.py from saransk_pois.csv; do not edit by hand.",
        "// Names, categories, addresses, years and positions come from the CSV; descriptions are coach's own.",
        "",
        "extension SightCatalog {",
        f"    /// The {len(rows)} bundled sights of Saransk, in the order of the source list.",
        "    public static let bundled: [Sight] = [",
    ]
    for row in rows:
        year = row["year"].strip()
        out += [
            "        Sight(",
            f"            id: {swift_string(row['id'])}, name: {swift_string(row['name_en'])},",
            f"            nameRU: {swift_string(row['name_ru'])}, category: .{row['category']},",
            f"            location: GeoPoint(latitude: {row['lat']}, longitude: {row['lon']}), isApproximate: {'false' if row['coord_confidence'] == 'source' else 'true'},",
            f"            address: {optional(row['address'].strip())}, year: {year or 'nil'},",
            f"            about: {swift_string(DESCRIPTIONS[row['id']])}",
            "        ),",
        ]
    out += ["    ]", "}", ""]
    target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "Core", "Sights", "Catalog", "SaranskSights.swift")
    with open(target, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"wrote {len(rows)} sights to {os.path.normpath(target)}")


if __name__ == "__main__":
    main()
