import Commands
import Core
import Foundation
import Storage
import Testing

struct SightsCommandTests {
    @Test func ushakovFindsTheCathedralAndSoborFindsCathedrals() async {
        let coach = Harness()
        #expect(
            await coach.run("sights search ushakov").out.hasPrefix(
                "  cathedral-of-st-theodore-ushakov  Cathedral of St. Theodore Ushakov  religious, 2006\n"))
        let sobor = await coach.run("poi search собор").out
        #expect(sobor.contains("cathedral-of-st-theodore-ushakov") && sobor.contains("cathedral-square"))
        #expect(
            await coach.run("sights search zzzz").out == "No sight matches 'zzzz'. Try fewer words, or 'sights list'.\n"
        )
    }

    @Test func listsTheMuseumsAndTheCategories() async {
        let coach = Harness()
        let museums = await coach.run("sights list --category museum").out
        #expect(museums.hasPrefix("Museums (5)\n"))
        #expect(museums.split(separator: "\n").count == 6)
        #expect(await coach.run("sights categories").out.hasPrefix("  monument      12   Monuments · памятники\n"))
        let unknown = await coach.run("sights list --category musuem")
        #expect(unknown.err.hasPrefix("Error: no category 'musuem'. Did you mean 'museum'?"))
    }

    @Test func nearTheArenaNearestFirstWithDistanceAndDirection() async {
        let coach = Harness()
        #expect(
            await coach.run("sights near mordovia-arena --limit 3").out == """
                  museum-of-mordovian-folk-culture  700 m W   Museum of Mordovian Folk Culture  museum, 1999
                  mordovian-national-drama-theatre  800 m W   Mordovian State National Drama Theatre  theatre, 2007
                  monument-to-yemelyan-pugachev     910 m NE  Monument to Yemelyan Pugachev  monument, 1985

                """)
        #expect(
            await coach.run("sights near 54.1817,45.2036 --radius 750m").out.contains(
                "museum-of-mordovian-folk-culture"))
        #expect(
            await coach.run("sights near 54.19,45.19 --radius 100m").out
                == "No sights within 100m of 54.19,45.19. Try a larger --radius.\n")
        #expect(
            await coach.run("sights near 95,45").err.hasPrefix("Error: the latitude 95 in '95,45' is outside -90…90"))
    }

    @Test func theCardShowsBothNamesThePositionAndWhatIsNear() async {
        let coach = Harness()
        await coach.run("sights note mordovia-arena Go on a match day")
        await coach.run("sights fav mordovia-arena")
        let card = await coach.run("sights show mordovia-arena").out
        #expect(
            card.hasPrefix("Mordovia Arena ★  (mordovia-arena)\nМордовия Арена\nSport · 2018 · Volgogradskaya ul. 1\n"))
        #expect(card.contains("Map: https://www.openstreetmap.org/?mlat=54.18167&mlon=45.20361"))
        #expect(card.contains("Your note: Go on a match day\n"))
        #expect(
            card.hasSuffix(
                "Nearby\n  museum-of-mordovian-folk-culture  700 m W   Museum of Mordovian Folk Culture  museum, 1999\n  mordovian-national-drama-theatre  800 m W   Mordovian State National Drama Theatre  theatre, 2007\n  monument-to-yemelyan-pugachev     910 m NE  Monument to Yemelyan Pugachev  monument, 1985\n"
            ))
        #expect(await coach.run("sights favs").out == "  mordovia-arena  Mordovia Arena  sport, 2018\n")
        #expect(await coach.run("sights unfav mordovia-arena").out == "Removed mordovia-arena from your favourites.\n")
    }

    @Test func visitsEarnXPLevelsAndAchievements() async {
        let coach = Harness()
        #expect(
            await coach.run("sights visit mordovia-arena").out == """
                Visited Mordovia Arena: +100 XP.
                Achievement: First steps — visit your first sight
                Newcomer (level 1)  ██████████░░░░░░░░░░  100 XP, 100 to Wanderer

                """)
        #expect(
            await coach.run("sights visit millennium-square").out.contains(
                "Level up: you are now level 2, Wanderer."))
        let again = await coach.run("sights visit mordovia-arena")
        #expect(
            again.err == "Error: 'mordovia-arena' is already marked visited on 2026-11-21; a sight counts once a day\n")
        let profile = await coach.run("sights profile").out
        #expect(profile.hasPrefix("Wanderer (level 2)"))
        #expect(profile.contains("2 of 45 sights visited · 2 visits"))
        #expect(profile.contains("  2026-11-21  +100 XP  Mordovia Arena\n"))
    }

    @Test func aRouteIsNeverLongerThanTheOrderGiven() async throws {
        let coach = Harness()
        let route = await coach.run(
            "sights route mordovia-arena cathedral-of-st-theodore-ushakov museum-of-mordovian-folk-culture")
        #expect(route.out.hasPrefix("  1. Mordovia Arena"))
        #expect(route.out.contains("Total: "))
        #expect(
            await coach.run("sights route mordovia-arena").err.hasPrefix("Error: a route needs at least two sights"))
    }

    @Test func theMapHasNumberedMarkersAndALegend() async {
        let coach = Harness()
        let map = await coach.run("sights map --category theatre --width 40 --height 12").out.split(
            separator: "\n", omittingEmptySubsequences: false)
        let lineCount = map.count
        #expect(lineCount == 19)
        let framed = map.dropFirst().prefix(12).allSatisfy { (line: Substring) -> Bool in
            line.count == 42 && line.hasPrefix("|") && line.hasSuffix("|")
        }
        #expect(framed)
        #expect(map[14].hasPrefix("1  "))
    }

    @Test func importingAGeoJSONFileOfAnotherCityAndRemovingIt() async throws {
        let coach = Harness(.files)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kazan-\(UUID()).geojson")
        try Data(
            """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [49.1064, 55.7989]}, "properties": {"name": "Kazan Kremlin", "tourism": "attraction"}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [49.1221, 55.7887]}, "properties": {"name": "Bauman Street"}}
            ]}
            """.utf8
        ).write(to: file)
        #expect(
            await coach.run("sights import \(file.path)").out
                == "Imported 2 places.\n  kazan-kremlin  Kazan Kremlin\n  bauman-street  Bauman Street\n")
        #expect(await coach.run("sights search kremlin").out.hasPrefix("  kazan-kremlin "))
        #expect(await coach.run("sights near kazan-kremlin --limit 1").out.hasPrefix("  bauman-street  1.5 km SE"))
        // Every command takes the id as it was printed.
        #expect(await coach.run("sights fav kazan-kremlin").out == "★ Kazan Kremlin is a favourite.\n")
        #expect(await coach.run("sights note kazan-kremlin go early").out == "Noted on Kazan Kremlin.\n")
        #expect(await coach.run("sights visit kazan-kremlin").out.hasPrefix("Visited Kazan Kremlin: +100 XP.\n"))
        let card = await coach.run("sights show kazan-kremlin").out
        #expect(card.hasPrefix("Kazan Kremlin ★  (kazan-kremlin)\n") && card.contains("Your note: go early\n"))
        #expect(await coach.run("sights route kazan-kremlin bauman-street").out.hasPrefix("  1. Kazan Kremlin"))
        let fromKremlin = await coach.run("sights list --sort distance --near kazan-kremlin").out.split(separator: "\n")
        #expect(fromKremlin[1].hasPrefix("  bauman-street ") && fromKremlin[1].contains(" 1.5 km SE "))
        #expect(await coach.run("sights unfav kazan-kremlin").out == "Removed kazan-kremlin from your favourites.\n")
        #expect(await coach.run("sights remove-imported").out == "Removed 2 imported places.\n")
        #expect(await coach.run("sights search kremlin").out.hasPrefix("No sight matches"))
    }

    /// A place imported when ids ended in `.my` keeps its id, favourite and visits; typed without the
    /// ending it is found too.
    @Test func aPlaceSavedWithTheOldEndingAnswersToBothSpellings() async throws {
        let coach = Harness()
        let place = GeoPoint(latitude: 54.19, longitude: 45.17)
        let pond = Sight(id: "pond.my", name: "Pond", nameRU: nil, category: .park, location: place)
        try coach.store.update(ImportedSights.self) { $0.places = [pond] }
        _ = try coach.store.update(SightJournal.self) { $0.addFavourite("pond.my") }
        #expect(await coach.run("sights fav pond").out == "Pond is already a favourite.\n")
        #expect(await coach.run("sights show pond").out.hasPrefix("Pond ★  (pond.my)\n"))
        #expect(await coach.run("sights visit pond").out.hasPrefix("Visited Pond: +100 XP.\n"))
        let near = await coach.run("sights near pond --limit 3")
        #expect(near.err.isEmpty && !near.out.contains("pond"))
        #expect(await coach.run("sights unfav pond").out == "Removed pond.my from your favourites.\n")
        #expect(try SightGuide(store: coach.store).journal().visits.map(\.id) == ["pond.my"])
    }

    @Test func aBadFileImportsNothing() async throws {
        let coach = Harness(.files)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).geojson")
        try Data(
            """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [49.1, 55.8]}, "properties": {"name": "Fine"}},
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [49.1, 55.8]}, "properties": {}}
            ]}
            """.utf8
        ).write(to: file)
        let result = await coach.run("sights import \(file.path)")
        #expect(result.err.contains("feature 2: has no \"name\" property"))
        #expect(result.err.hasSuffix("Nothing was imported.\n"))
        #expect(try SightGuide(store: coach.store).imported().isEmpty)
    }

    /// Measured from a sight, lists leave the sight itself out: it is not "0 m N" of itself.
    @Test func theSightMeasuredFromIsNotListed() async {
        let coach = Harness()
        let list = await coach.run("sights list --sort distance --near mordovia-arena").out
        #expect(list.hasPrefix("Sights of Saransk (44)\n  museum-of-mordovian-folk-culture         700 m W "))
        #expect(!list.contains("  mordovia-arena "))
        #expect(!(await coach.run("sights near mordovia-arena --limit 44").out.contains("  mordovia-arena ")))
        // A position is not a sight: everything is listed from it.
        let fromPosition = await coach.run("sights list --sort distance --near 54.18,45.2").out
        #expect(fromPosition.hasPrefix("Sights of Saransk (45)\n"))
    }

    @Test func aNameWorksWhereverAnIdDoes() async {
        let coach = Harness()
        #expect(
            await coach.run("sights show кафедральный собор").out.hasPrefix(
                "Cathedral of St. Theodore Ushakov  (cathedral-of-st-theodore-ushakov)\n"))
        #expect(await coach.run("sights show Mordovia Arena").out.hasPrefix("Mordovia Arena  (mordovia-arena)\n"))
        #expect(
            await coach.run("sights near 'Mordovia Arena' --limit 1").out.hasPrefix(
                "  museum-of-mordovian-folk-culture  700 m W"))
        #expect(await coach.run("sights visit mordovia arena").out.hasPrefix("Visited Mordovia Arena: +100 XP.\n"))
        #expect(
            await coach.run("sights route mordovia-arena 'Mordovia Arena'").err
                == "Error: 'mordovia-arena' is listed twice; give each sight once (the route starts at the first one)\n"
        )
        #expect(
            await coach.run("sights show собор").err == "Error: 'собор' fits several sights: "
                + "cathedral-of-st-theodore-ushakov (Cathedral of St. Theodore Ushakov), church-of-st-john-the-theologian "
                + "(Church (Cathedral) of St. John the Theologian); give one of these ids\n")
        #expect(
            await coach.run("sights show xyzzy").err
                == "Error: no sight 'xyzzy'; see 'sights list' or 'sights search WORDS'\n")
    }

    @Test func russianNamesInListsWithLangOrTheSetting() async {
        let coach = Harness()
        let russian =
            "  state-puppet-theatre              Государственный театр кукол Республики Мордовия  theatre, 1938\n"
        #expect(await coach.run("sights list --category theatre --lang ru").out.contains(russian))
        #expect(
            await coach.run("sights list --category theatre").out.contains(
                "  state-puppet-theatre              State Puppet Theatre"))
        await coach.run("settings set language ru")
        // In Russian the whole list is: the kind of place too.
        #expect(
            await coach.run("sights list --category theatre").out.contains(
                "  state-puppet-theatre              Государственный театр кукол Республики Мордовия  театр, 1938\n"))
        #expect(
            await coach.run("sights search ushakov --lang en").out.hasPrefix(
                "  cathedral-of-st-theodore-ushakov  Cathedral of St. Theodore Ushakov"))
    }

    /// In an 80×24 window the map, its whole legend and the notes fit above the prompt, no line wider
    /// than the window; every sight on the map shows its number there (numbers crowded out of a dot's
    /// neighbourhood go to free cells a little farther out), so no `*` is needed.
    @Test func theMapAndItsLegendFitOneScreen() async throws {
        let shown = await Harness(atTerminal: true).run("sights map").out
        let lines = shown.split(separator: "\n").map(String.init)
        #expect(lines.count <= 23, "\(shown)")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(shown)")
        let bottom = try #require(lines.dropFirst().firstIndex { $0.hasPrefix("+") })
        let onMap = Set(lines[1..<bottom].flatMap { $0.split { !$0.isNumber }.map { Int($0)! } })
        let cells = lines[(bottom + 1)...].prefix { !$0.hasPrefix("*") }.flatMap { line in
            line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let numbers = cells.compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(numbers.sorted() == Array(1...43), "\(cells)")
        #expect(onMap == Set(1...43), "\(shown)")
        #expect(!cells.contains { $0.hasSuffix(" *") }, "\(shown)")
        #expect(!shown.contains("no room for its number"))
    }

    @Test func theDefaultMapFramesTheCityAndListsWhatIsOutOfTown() async {
        let coach = Harness()
        let map = await coach.run("sights map --width 60 --height 14").out
        #expect(
            map.hasSuffix(
                "Out of town, not drawn: Saransk International Airport (6.6 km S), Makarovsky Monastery of St. John the Evangelist "
                    + "(5.2 km SE); 'sights map --all' draws them.\n"))
        #expect(!map.contains("* no room for its number"))  // every number found room
        #expect(!map.contains("  Saransk International Airport"))
        let all = await coach.run("sights map --all --width 60 --height 14").out
        #expect(all.contains("Saransk International Airport") && !all.contains("Out of town"))
        #expect(!(await coach.run("sights map --category theatre --width 60 --height 14").out.contains("Out of town")))
    }

    @Test func framingLeavesOutOnlyWhatIsFarFromTheRest() {
        let town = (0..<9).map {
            Sight(
                id: "s\($0)", name: "S\($0)", nameRU: nil, category: .monument,
                location: GeoPoint(latitude: 54.18 + Double($0) * 0.001, longitude: 45.17))
        }
        let airport = Sight(
            id: "far", name: "Far", nameRU: nil, category: .monument,
            location: GeoPoint(latitude: 54.12, longitude: 45.21))
        #expect(SightMap.frame(town + [airport]).outside.map(\.id) == ["far"])
        #expect(SightMap.frame(town).outside.isEmpty)
        #expect(SightMap.frame(Array(town.prefix(6)) + [airport]).outside.isEmpty)  // fewer than eight: all framed
    }
}
