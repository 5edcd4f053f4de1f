import Core
import Foundation
import Storage
import Testing

/// New names never carry control characters: typed meals, formulas of the user's own and imported
/// places are refused with the input shown visibly and what to do about it.
struct ControlCharacterRefusalTests {
    /// The message of the error `body` throws, or nil when it throws none.
    func refusal(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? UserFacingError)?.message ?? "\(error)"
        }
    }

    @Test(arguments: [
        (
            "Cake\u{1B}[2J 300",
            "'Cake^[[2J 300' contains a control character (^[); type the meal without it, e.g. 'Apple 52'"
        ),
        ("Tea\u{0} 50", "'Tea^@ 50' contains a control character (^@); type the meal without it, e.g. 'Apple 52'"),
        (
            "2x Pie\u{1B}]0;x\u{7} 50",
            "'2x Pie^[]0;x^G 50' contains control characters (^[, ^G); type the meal without them, e.g. 'Apple 52'"
        ),
        (
            "Soup\u{9B}2J 120",
            "'Soup\\u{9B}2J 120' contains a control character (\\u{9B}); type the meal without it, e.g. 'Apple 52'"
        ),
        ("Jam\u{7F} 80", "'Jam^? 80' contains a control character (^?); type the meal without it, e.g. 'Apple 52'"),
    ])
    func aTypedMealWithControlCharactersIsRefused(text: String, message: String) {
        #expect(refusal { _ = try MealInput.parse(text) } == message)
    }

    @Test func aNameOnItsOwnIsCheckedToo() {
        #expect(
            refusal { _ = try MealInput.name("Pear\u{1B}[2J") }
                == "the food name 'Pear^[[2J' contains a control character (^[); type the food name without it")
        #expect(refusal { _ = try MealInput.name("Pear\tdrop") } == nil)  // whitespace is collapsed, as before
    }

    func formula(name: String = "Spring", topic: String = "", about: String = "", variables: [String] = []) throws {
        _ = try Formula.userFormula(
            id: "spring", name: name, category: .physics, topic: topic, equation: "F = k*x", about: about,
            variables: variables, existingIDs: [])
    }

    @Test func aFormulaOfYourOwnIsCheckedInEveryText() {
        #expect(
            refusal { try formula(name: "Spring\u{1B}[2J") }
                == "the formula name 'Spring^[[2J' contains a control character (^[); type the formula name without it")
        #expect(
            refusal { try formula(topic: "Mine\u{0}") }
                == "the topic 'Mine^@' contains a control character (^@); type the topic without it")
        #expect(
            refusal { try formula(about: "Hooke\u{1B}]0;x\u{7}") }
                == "the description 'Hooke^[]0;x^G' contains control characters (^[, ^G); type the description without them (line breaks and tabs are fine)"
        )
        #expect(refusal { try formula(about: "Hooke's law.\nLinear\tonly.") } == nil)
        #expect(
            refusal { try formula(variables: ["k:spring\u{1B}:N/m"]) }
                == "the variable 'k:spring^[:N/m' contains a control character (^[); type the variable without it")
    }

    @Test(arguments: [
        (
            #"{"name": "Cafe\u001b]0;x\u0007"}"#,
            "x.geojson, feature 2: the \"name\" 'Cafe^[]0;x^G' contains control characters (^[, ^G); remove them from the file and import it again. Nothing was imported."
        ),
        (
            #"{"name": "Cafe", "name:ru": "Кафе\u0000"}"#,
            "x.geojson, feature 2: the \"name:ru\" 'Кафе^@' contains a control character (^@); remove it from the file and import it again. Nothing was imported."
        ),
        (
            #"{"name": "Cafe", "description": "Good\u001b[2J"}"#,
            "x.geojson, feature 2: the \"description\" 'Good^[[2J' contains a control character (^[); remove it from the file and import it again. Nothing was imported."
        ),
        (
            #"{"name": "Cafe", "addr:street": "Main\u009b"}"#,
            "x.geojson, feature 2: the \"addr:street\" 'Main\\u{9B}' contains a control character (\\u{9B}); remove it from the file and import it again. Nothing was imported."
        ),
        (#"{"name": "Cafe", "description": "Good\ncoffee,\tcake"}"#, nil),
    ])
    func importedGeoJSONPlacesAreChecked(properties: String, message: String?) {
        let file =
            #"{"type": "FeatureCollection", "features": ["#
            + #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [45.18, 54.18]}, "properties": {"name": "Fine"}},"#
            + #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [45.19, 54.19]}, "properties": \#(properties)}]}"#
        #expect(refusal { _ = try SightGuide.readPlaces(Data(file.utf8), fileName: "x.geojson") } == message)
    }

    @Test(arguments: [
        (
            "id,name_en,lat,lon\nok,Fine,54.18,45.18\nbad,Cafe\u{1B}[2J,54.19,45.19\n",
            "x.csv, line 3: the name_en 'Cafe^[[2J' contains a control character (^[); remove it from the file and import it again. Nothing was imported."
        ),
        (
            "name_ru,lat,lon,address\nКафе\u{7},54.19,45.19,\n",
            "x.csv, line 2: the name_ru 'Кафе^G' contains a control character (^G); remove it from the file and import it again. Nothing was imported."
        ),
        (
            "id,name_en,lat,lon\nbad\u{1B}x,Cafe,54.19,45.19\n",
            "x.csv, line 2: the id 'bad^[x' contains a control character (^[); remove it from the file and import it again. Nothing was imported."
        ),
        (
            "name_en,lat,lon,address\nCafe,54.19,45.19,\"Main St\u{0}\"\n",
            "x.csv, line 2: the address 'Main St^@' contains a control character (^@); remove it from the file and import it again. Nothing was imported."
        ),
        ("name_en,lat,lon,address\r\nCafe,54.19,45.19,\"Main St\r\nSaransk\"\r\n", nil),
    ])
    func importedCSVPlacesAreChecked(text: String, message: String?) {
        #expect(refusal { _ = try SightGuide.readPlaces(Data(text.utf8), fileName: "x.csv") } == message)
    }

    @Test func aRefusedImportSavesNothing() throws {
        let guide = SightGuide(store: MemoryStore())
        let text = "name_en,lat,lon\nFine,54.18,45.18\nBad\u{1B}[2J,54.19,45.19\n"
        #expect(refusal { _ = try guide.importPlaces(Data(text.utf8), fileName: "x.csv") } != nil)
        #expect(try guide.imported().isEmpty)
    }
}
