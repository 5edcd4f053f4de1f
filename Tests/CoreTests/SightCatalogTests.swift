import Core
import Foundation
import Testing

/// The bundled catalogue: complete, consistent with its source list, described, and listable.
struct SightCatalogTests {
    @Test func hasFortyFiveSightsWithUniqueBundledIDs() {
        let ids = SightCatalog.bundled.map(\.id)
        #expect(ids.count == 45)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(
                id.allSatisfy { ($0.isLowercase && $0.isASCII) || $0.isNumber || $0 == "-" } && !id.hasPrefix("-"),
                "\(id)")
        }
        #expect(SightCatalog.bundled.allSatisfy { !$0.isImported })
        #expect(SightCatalog.bundled.filter(\.isApproximate).count == 18)
    }

    @Test(arguments: SightCatalog.bundled)
    func everySightIsNamedPlacedAndDescribedInOneToThreeSentences(sight: Sight) throws {
        #expect(!sight.name.isEmpty)
        #expect(sight.nameRU?.isEmpty == false)
        #expect((54.10...54.21).contains(sight.location.latitude) && (45.15...45.27).contains(sight.location.longitude))
        let about = try #require(sight.about)
        #expect(about.hasSuffix("."))
        // A sentence ends at ". " before a capital, unless the word before is an initial or "St".
        let words = about.split(separator: " ")
        let sentences =
            1
            + zip(words, words.dropFirst()).filter { word, next in
                word.hasSuffix(".") && word.count > 3 && next.first!.isUppercase
            }.count
        #expect((1...3).contains(sentences), "\(sentences) sentences")
        for invented in [" rating", " stars", "open daily", "opening hours", "admission"] {
            #expect(!about.lowercased().contains(invented), "\(invented)")
        }
    }

    /// Importing the committed source list gives the bundled sights' own facts, so the generator and
    /// the importer read the CSV alike. (GeneratedFilesTests checks the Swift file is current.)
    @Test func bundledSightsReadLikeAnImportOfTheSourceList() throws {
        let csv = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../data/saransk-sights.csv").standardized
        let places = try SightGuide.readPlaces(try Data(contentsOf: csv), fileName: csv.lastPathComponent)
        try #require(places.count == SightCatalog.bundled.count, "stale: run 'make generated'")
        for (place, sight) in zip(places, SightCatalog.bundled) {
            #expect(
                place.id == sight.id && place.name == sight.name && place.nameRU == sight.nameRU,
                "stale \(sight.id): run 'make generated'")
            #expect(
                place.location == sight.location && place.isApproximate == sight.isApproximate
                    && place.year == sight.year && place.category == sight.category)
            #expect(place.address == sight.address)
        }
    }

    @Test func countsCategoriesMostFirst() {
        let counts = SightCatalog.categoryCounts(SightCatalog.bundled).map { "\($0.category.rawValue) \($0.count)" }
        #expect(
            counts == [
                "monument 12", "religious 6", "museum 5", "sport 4", "square 4", "theatre 4",
                "architecture 3", "other 3", "transport 2", "education 1", "park 1",
            ])
        #expect(SightCatalog.categoryCounts([]).isEmpty)
    }

    @Test func listsFilterAndSort() {
        let museums = SightCatalog.bundled.listed(category: .museum).map(\.id)
        #expect(
            museums == [
                "erzya-museum-of-visual-arts", "memorial-museum-military-labour-feat", "mordovskoye-podvorye",
                "museum-of-mordovian-folk-culture", "voronin-museum-of-local-lore",
            ])
        let oldest = SightCatalog.bundled.listed(order: .year).prefix(4).map(\.id)
        #expect(
            oldest == [
                "church-of-st-john-the-theologian", "makarovka-monastery", "three-saints-church", "trinity-church",
            ])
        #expect(SightCatalog.bundled.listed(order: .year).last?.year == nil)
        let arena = SightCatalog.bundledByID["mordovia-arena"]!.location
        let nearest = SightCatalog.bundled.listed(order: .distance, from: arena).prefix(3).map(\.id)
        #expect(nearest == ["mordovia-arena", "museum-of-mordovian-folk-culture", "mordovian-national-drama-theatre"])
        #expect(SightCatalog.bundled.listed(order: .distance) == SightCatalog.bundled.listed(order: .name))
    }

    @Test(arguments: [
        ("museum", SightCategory.museum), ("Museums", .museum), ("музеи", .museum), ("theater", .theatre),
        ("ТЕАТРЫ", .theatre), ("churches", .religious), ("храм", .religious), ("religious", .religious),
        ("statue", .monument), ("парки", .park), ("sports", .sport), ("площадь", .square), ("other", .other),
    ])
    func categoriesAreNamedInEitherLanguage(text: String, category: SightCategory) throws {
        #expect(try SightCategory(matching: text) == category)
    }

    @Test func unknownCategorySuggestsAndLists() {
        let all = "architecture, education, monument, museum, park, religious, sport, square, theatre, transport, other"
        #expect(
            sightErrorMessage { _ = try SightCategory(matching: "musuem") }
                == "no category 'musuem'. Did you mean 'museum'? Categories: \(all).")
        #expect(
            sightErrorMessage { _ = try SightCategory(matching: "zoo") } == "no category 'zoo'. Categories: \(all).")
    }
}

extension Sight: CustomTestStringConvertible {
    public var testDescription: String { id }
}
