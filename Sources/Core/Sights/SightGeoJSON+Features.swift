import Storage

/// A feature read from the stream holding only what coach reads of it: its type, its geometry's type and
/// first coordinates, and the properties coach keeps or asks. A feature with megabytes of other tags, or an
/// area's outline, is checked and skipped rather than held.
extension SightGeoJSON {
    /// The properties coach reads; the others are skipped.
    static let readProperties: Set<String> = Set(
        SightImportError.geoJSONTexts.map(\.key) + ["category", "year", "start_date"] + categoryRules.map(\.key))

    /// The next feature; nil (`.null`) when it is no object.
    static func feature(from stream: inout JSONStream) throws(JSONStream.Problem) -> JSONValue {
        guard try stream.peek() == UInt8(ascii: "{") else {
            try stream.skip()
            return .null
        }
        try stream.enter()
        var fields: [String: JSONValue] = [:]
        while let key = try stream.nextKey() {
            switch key {
            case "type": fields[key] = try stream.value()
            case "geometry": fields[key] = try geometry(from: &stream)
            case "properties": fields[key] = try properties(from: &stream)
            default: try stream.skip()
            }
        }
        return .object(fields)
    }

    /// A geometry's type and coordinates.
    static func geometry(from stream: inout JSONStream) throws(JSONStream.Problem) -> JSONValue {
        guard try stream.peek() == UInt8(ascii: "{") else {
            try stream.skip()
            return .null
        }
        try stream.enter()
        var fields: [String: JSONValue] = [:]
        while let key = try stream.nextKey() {
            switch key {
            case "type": fields[key] = try stream.value()
            case "coordinates": fields[key] = try coordinates(from: &stream)
            default: try stream.skip()
            }
        }
        return .object(fields)
    }

    /// A point's first three numbers; a list inside the list (an area's rings) stands as null, and a value that
    /// is no list as null.
    static func coordinates(from stream: inout JSONStream) throws(JSONStream.Problem) -> JSONValue {
        guard try stream.peek() == UInt8(ascii: "[") else {
            try stream.skip()
            return .null
        }
        try stream.enter()
        var numbers: [JSONValue] = []
        while try stream.nextItem() {
            let first = try stream.peek()
            if numbers.count < 3, first != UInt8(ascii: "["), first != UInt8(ascii: "{") {
                numbers.append(try stream.value())
            } else {
                try stream.skip()
                if numbers.count < 3 { numbers.append(.null) }
            }
        }
        return .array(numbers)
    }

    /// The properties coach reads.
    static func properties(from stream: inout JSONStream) throws(JSONStream.Problem) -> JSONValue {
        guard try stream.peek() == UInt8(ascii: "{") else {
            try stream.skip()
            return .null
        }
        try stream.enter()
        var fields: [String: JSONValue] = [:]
        while let key = try stream.nextKey() {
            if readProperties.contains(key) { fields[key] = try stream.value() } else { try stream.skip() }
        }
        return .object(fields)
    }
}
