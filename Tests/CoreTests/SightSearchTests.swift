import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// Search across languages and scripts, nearest-first queries, and finding sights by id.
struct SightSearchTests {
    let guide = SightGuide(store: MemoryStore())

    @Test(arguments: [
        ("ushakov", ["cathedral-of-st-theodore-ushakov", "ushakov-monument"]),
        ("Ушаков", ["cathedral-of-st-theodore-ushakov", "ushakov-monument"]),
        ("собор", ["cathedral-of-st-theodore-ushakov", "church-of-st-john-the-theologian", "cathedral-square"]),
        ("sobor", ["cathedral-of-st-theodore-ushakov", "church-of-st-john-the-theologian", "cathedral-square"]),
        ("mordovia arna", ["mordovia-arena"]),
        ("пугачёв", ["monument-to-yemelyan-pugachev", "pugachev-chamber"]),
        ("пугачев", ["monument-to-yemelyan-pugachev", "pugachev-chamber"]),
        ("PUGACHEV", ["monument-to-yemelyan-pugachev", "pugachev-chamber"]),
        (
            "театр",
            [
                "mordovian-national-drama-theatre", "russian-drama-theatre", "state-puppet-theatre",
                "yaushev-music-theatre",
            ]
        ),
        (
            "theater",
            [
                "mordovian-national-drama-theatre", "russian-drama-theatre", "state-puppet-theatre",
                "yaushev-music-theatre",
            ]
        ),
        (
            "музей",
            [
                "erzya-museum-of-visual-arts", "memorial-museum-military-labour-feat",
                "museum-of-mordovian-folk-culture", "voronin-museum-of-local-lore",
            ]
        ),
        ("stratonavt", ["stratonauts-monument"]),
        ("огарёв", ["mordovia-state-university-main-building", "ogarev-monument"]),
        ("fountian", ["fountain-descent", "pushkin-monument", "star-of-mordovia-fountain"]),
    ])
    func findsTheBestMatchesFirst(text: String, best: [String]) throws {
        let hits = try guide.search(text)
        #expect(Set(hits.prefix(best.count).map(\.sight.id)) == Set(best), "\(hits.map(\.sight.id))")
        #expect(hits.map(\.score) == hits.map(\.score).sorted(by: >))
    }

    /// A word one letter off a word of a description is not a match: `cafe` found the stratonauts'
    /// monument, whose balloon "came down". Typos count in names only.
    @Test(arguments: ["cafe", "pizza", "mall"])
    func aTypoDoesNotMatchInsideADescription(text: String) throws {
        #expect(try guide.search(text).map(\.sight.id) == [])
    }

    /// Sights whose name has the word come before those that only mention it.
    @Test(arguments: ["pushkin", "station", "fountain", "ushakov", "lenin"])
    func nameMatchesRankFirst(text: String) throws {
        let hits = try guide.search(text).map { SightCatalog.bundledByID[$0.sight.id]! }
        let named = hits.map { sight in
            let names = sight.name + " " + (sight.nameRU.map(SightWords.latin) ?? "")
            return SearchText.words(names).contains { $0.hasPrefix(text) }
        }
        #expect(named.contains(true) && named.contains(false), "\(hits.map(\.id))")
        #expect(named == named.sorted { $0 && !$1 }, "\(hits.map(\.id))")
    }

    @Test func crossScriptMatchesRankAfterSameScriptOnes() throws {
        let hits = try guide.search("ushakov")
        #expect(hits.prefix(2).map(\.score) == [500, 500])
        #expect(hits.count == 4)
        #expect(try guide.search("собор").map(\.score) == [500, 500, 350])
        #expect(try guide.search("mordovia arna").first?.score == 750)
    }

    @Test func everyWordMustMatchAndEmptyQueriesFindNothing() throws {
        #expect(try guide.search("ushakov theatre").isEmpty)
        #expect(try guide.search("  ,. ").isEmpty)
        #expect(try guide.search("zzzz").isEmpty)
        #expect(try guide.search("museum", limit: 2).count == 2)
    }

    @Test(arguments: [
        ("Ушаков", "ushakov"), ("Щёлково", "shchelkovo"), ("Мордовский", "mordovskiy"), ("Эрьзя", "erzya"),
        ("Яушев", "yaushev"), ("Хвалынск, Цна", "khvalynsk tsna"), ("Подъезд", "podezd"), ("Saransk-1", "saransk 1"),
    ])
    func russianIsWrittenInLatinLetters(russian: String, latin: String) {
        #expect(SightWords.latin(russian) == latin)
    }

    @Test func nearestFirstWithinTheRadius() throws {
        let arena = try guide.sight("mordovia-arena").location
        let near = try guide.near(arena, radius: 1_000, excluding: "mordovia-arena")
        #expect(
            near.map(\.sight.id) == [
                "museum-of-mordovian-folk-culture", "mordovian-national-drama-theatre", "monument-to-yemelyan-pugachev",
                "trinity-church", "ice-palace-of-mordovia", "house-of-soviets", "start-stadium",
            ])
        #expect(
            near.map { DistanceText.format($0.metres) } == [
                "700 m", "800 m", "910 m", "950 m", "970 m", "970 m", "990 m",
            ])
        #expect(near.map(\.direction.abbreviation) == ["W", "W", "NE", "NW", "SW", "W", "SW"])
        #expect(near.allSatisfy { $0.metres <= 1_000 })
        #expect(try guide.near(arena, radius: 1_000).first?.sight.id == "mordovia-arena")
        #expect(try guide.near(arena, radius: 1_000).first?.metres == 0)
    }

    @Test func limitKeepsTheNearest() throws {
        let point = try GeoPoint(parsing: "54.1815,45.1816")
        let all = try guide.near(point)
        #expect(all.count == 45)
        #expect(all.map(\.metres) == all.map(\.metres).sorted())
        #expect(all.last?.sight.id == "saransk-airport")
        for limit in [0, 1, 3, 10, 45, 60] {
            #expect(try guide.near(point, limit: limit).map(\.sight.id) == Array(all.prefix(limit).map(\.sight.id)))
        }
        #expect(try guide.near(point, radius: 2).isEmpty)
        #expect(try guide.near(point, radius: 3).map(\.sight.id) == ["cathedral-of-st-theodore-ushakov"])
    }

    @Test func placesAtTheSameSpotAreOrderedByID() throws {
        let square = try guide.sight("millennium-square").location
        let near = try guide.near(square, limit: 2)
        #expect(near.map(\.sight.id) == ["millennium-square", "star-of-mordovia-fountain"])
    }

    @Test func unknownIDSuggestsTheClosest() throws {
        #expect(try guide.sight("pushkin-park").name == "Pushkin Park of Culture and Recreation")
        #expect(
            sightErrorMessage { _ = try guide.sight("puskin-park") }
                == "no sight 'puskin-park'. Did you mean 'pushkin-park'?")
        #expect(
            sightErrorMessage { _ = try guide.sight("kremlin") }
                == "no sight 'kremlin'; see 'sights list' or 'sights search WORDS'")
        #expect(try guide.ids() == SightCatalog.bundled.map(\.id))
        #expect(try guide.all() == SightCatalog.bundled)
    }

    /// Every word of four letters or more in a bundled name, misspelt by one typo (a wrong,
    /// extra, missing or swapped letter), still finds its sight: the index's quick tests never
    /// rule out a real match.
    @Test func everyOneTypoMisspellingOfANameWordFindsItsSight() throws {
        // A file store keeps the index between searches, as it does between commands.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-sights-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let guide = SightGuide(store: FileStore(directory: folder))
        var checked = 0
        for sight in SightCatalog.bundled {
            for word in SearchText.words(sight.name + " " + (sight.nameRU ?? "")) where word.unicodeScalars.count >= 4 {
                let letters = Array(word)
                let middle = letters.count / 2
                let other: Character = word.utf8.allSatisfy { $0 < 0x80 } ? "x" : "ж"
                let before = String(letters[..<middle])
                let after = String(letters[(middle + 1)...])
                let swapped: String =
                    String(letters[..<(middle - 1)]) + String(letters[middle]) + String(letters[middle - 1]) + after
                var typos: [String] = [
                    before + String(other) + after,
                    before + String(other) + String(letters[middle...]),
                    swapped,
                    String(letters.dropLast()) + String(other),
                ]
                if letters.count >= 5 { typos.append(before + after) }
                // Each word gets one kind of typo, in turn, so every kind meets Latin and Cyrillic words alike.
                let typo = typos[checked % typos.count]
                #expect(
                    try guide.search(typo).contains { $0.sight.id == sight.id }, "\(typo) for \(word) of \(sight.id)")
                checked += 1
            }
        }
        #expect(checked > 300)
    }

    /// Foundation's folding with the same word rules: what `SearchText.fold` must give, quickly or not.
    func foundationFold(_ text: String) -> String {
        var out = ""
        for scalar in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                out += scalar.isASCII ? String(scalar).lowercased() : scalar.properties.lowercaseMapping
            } else if !out.isEmpty, !out.hasSuffix(" ") {
                out += " "
            }
        }
        return out.hasSuffix(" ") ? String(out.dropLast()) : out
    }

    @Test func quickFoldingAgreesWithFoundation() {
        var texts = SightCatalog.bundled.flatMap { [$0.name, $0.nameRU ?? "", $0.address ?? "", $0.about ?? ""] }
        texts += [
            "ЁЛКА Йошкар-Ола", "«Звезда» — 1941–1945", "Café Zoë", "İstanbul", "№ 5", "  leading and trailing  ",
            "ß straße", "Ўзбек",
        ]
        for text in texts {
            #expect(SearchText.fold(text) == foundationFold(text), "\(text)")
        }
    }
}
