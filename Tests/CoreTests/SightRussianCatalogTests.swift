import Core
import Foundation
import Testing

/// The 45 sights in Russian: each has a Russian name, description and (where it has an address) address,
/// written as Russian writes them.
struct SightRussianCatalogTests {
    @Test(arguments: SightCatalog.bundled)
    func everySightIsDescribedAndPlacedInRussian(sight: Sight) throws {
        let about = try #require(sight.aboutRU)
        #expect(about.hasSuffix("."))
        #expect(about.contains { ("а"..."я").contains($0) }, "written in Russian")
        // Nothing left in English: Latin letters only in the Roman numerals of centuries (XVIII век).
        #expect(!about.contains { $0.isASCII && $0.isLetter && !"IVX".contains($0) }, "\(about)")
        // A sentence ends at ". " before a capital, unless the word before is an initial (`И. М. Яушева`).
        let words = about.split(separator: " ")
        let sentences =
            1
            + zip(words, words.dropFirst()).filter { word, next in
                word.hasSuffix(".") && word.count > 2 && next.first!.isUppercase
            }.count
        #expect((1...3).contains(sentences), "\(sentences) sentences")
        #expect(!about.contains("  ") && !about.contains("\""), "typographic quotes «…» and single spaces")
        if sight.address != nil {
            let address = try #require(sight.addressRU)
            #expect(!address.contains { $0.isASCII && $0.isLetter }, "\(address)")
            #expect(!address.contains("ul.") && !address.hasSuffix("."))
        } else {
            #expect(sight.addressRU == nil)
        }
        #expect(sight.name(in: .ru) == sight.nameRU && sight.name(in: .en) == sight.name)
        #expect(sight.about(in: .ru) == about && sight.about(in: .en) == sight.about)
    }

    /// Addresses as written in Russia: the street's kind first, abbreviated, then a comma and the number.
    @Test func addressesAreWrittenAsInRussia() {
        let address = { (id: String) in SightCatalog.bundledByID[id]?.addressRU }
        #expect(address("cathedral-of-st-theodore-ushakov") == "ул. Советская, 53")
        #expect(address("mordovia-arena") == "ул. Волгоградская, 1")
        #expect(address("state-puppet-theatre") == "ул. Володарского, 90А")
        #expect(address("mordovia-state-university-main-building") == "ул. Большевистская, 68/1")
        #expect(address("saransk-1-railway-station") == "просп. Ленина (Привокзальная площадь)")
    }

    @Test func categoriesAndCompassPointsInRussian() {
        let words = Messages(.ru)
        #expect(words.tr(SightCategory.religious.title) == "Храмы и монастыри")
        #expect(SightCategory.allCases.map { $0.label(in: .ru) }.allSatisfy { !$0.contains { $0.isASCII } })
        #expect(SightCategory.museum.label(in: .en) == "museum")
        #expect(
            CompassPoint.allCases.map { $0.abbreviation(in: words) } == ["С", "СВ", "В", "ЮВ", "Ю", "ЮЗ", "З", "СЗ"])
        #expect(DistanceText.format(1234, in: words) == "1,2 км")
        #expect(DistanceText.format(450, in: words) == "450 м")
        #expect(DistanceText.format(12_345, in: words) == "12 км")
        #expect(DistanceText.format(1234) == "1.2 km")
    }

    @Test func importErrorsSayWhereInRussian() throws {
        let csv = "id,name_en,lat,lon\nx,,54.1,45.1\n"
        do {
            _ = try SightGuide.readPlaces(Data(csv.utf8), fileName: "places.csv")
            Issue.record("a place without a name was read")
        } catch let error as SightImportError {
            #expect(
                error.message(in: Messages(.ru))
                    == "places.csv, строка 2: нет названия; заполните name_en или name_ru. Ничего не импортировано.")
            #expect(
                error.message
                    == "places.csv, line 2: has no name; fill in name_en or name_ru. Nothing was imported.")
        }
    }
}
