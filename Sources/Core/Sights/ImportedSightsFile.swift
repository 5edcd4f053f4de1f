import Storage

/// `sights/imported.json` read and written a place at a time, so that 150,000 places with long descriptions
/// are never held at once: the same document `ImportedSights` describes, with the same checks and the same
/// bytes as the store's coder writes.
enum ImportedSightsFile {
    /// Calls `body` with each place of the document in `pieces` (none when there is no file), in order. A document
    /// that does not read is damaged, and one from a newer coach refused, as `Store.load` says; both only once
    /// its end is read, so whatever `body` did with the places before must not be kept yet.
    static func forEachPlace(in pieces: FilePieces?, _ body: (Sight) throws -> Void) throws {
        guard let pieces else { return }
        var stream = JSONStream(pieces)
        var version: JSONValue?
        var sawPlaces = false
        func damaged(_ detail: String) -> StoreError { pieces.damaged(detail) }
        do {
            guard try stream.peek() == UInt8(ascii: "{") else {
                try stream.skip()
                try stream.end()
                throw damaged("expected an object")
            }
            try stream.enter()
            while let key = try stream.nextKey() {
                switch key {
                case "version": version = try stream.value()
                case "places":
                    guard !sawPlaces else { throw damaged("it has two \"places\" lists") }
                    sawPlaces = true
                    guard try stream.peek() == UInt8(ascii: "[") else {
                        let found = try stream.value()
                        throw damaged(
                            found == .null ? "expected a list, found null at places" : "expected a list at places")
                    }
                    try stream.enter()
                    var number = 0
                    while try stream.nextItem() {
                        try body(try place(from: try stream.value(), at: number, damaged: damaged))
                        number += 1
                    }
                default: try stream.skip()
                }
            }
            try stream.end()
        } catch let error as JSONStream.Problem {
            switch error {
            case let .syntax(problem): throw damaged("not valid JSON: " + problem.text)
            case let .unreadable(.unreadable(reason)): throw StoreError.cannotRead(path: pieces.path, reason: reason)
            case .unreadable: throw damaged("not valid JSON")
            }
        }
        guard let version else { throw damaged("it has no \"version\" field") }
        guard let number = version.intValue else { throw damaged("expected a number at version") }
        if number > ImportedSights.currentVersion {
            throw StoreError.newerVersion(path: pieces.path, found: number, supported: ImportedSights.currentVersion)
        }
        guard sawPlaces else { throw damaged("the field \"places\" is missing") }
    }

    /// A place from its JSON, read by `Sight`'s declaration.
    private static func place(from value: JSONValue, at place: Int, damaged: (String) -> StoreError) throws -> Sight {
        do {
            guard case let .object(fields) = value else { throw value.mismatch([String: JSONValue].self, at: []) }
            return try Sight(fields: JSONFields(fields))
        } catch {
            throw damaged(DocumentCoder.describe(placed(error, under: [PlainKey("places"), PlainKey(index: place)])))
        }
    }

    /// Writes the document a place at a time: `begin`, `add` each place, `end`.
    struct Writer {
        let file: FileWriter
        private var count = 0

        init(_ file: FileWriter) throws {
            self.file = file
            try file.write("{\n  \"places\" : [")
        }

        /// Adds `place` after those added before.
        mutating func add(_ place: Sight) throws {
            var writer = JSONWriter()
            writer.item(try place.sortedFields(), depth: 2, first: count == 0)
            try file.write(writer.bytes)
            count += 1
        }

        /// Ends the list and the document.
        func end() throws {
            try file.write(
                (count == 0 ? "\n\n  ]" : "\n  ]") + ",\n  \"version\" : \(ImportedSights.currentVersion)\n}\n")
        }
    }
}
