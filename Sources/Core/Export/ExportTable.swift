import Foundation

/// One value of an exported record: text, a number as it is (never formatted), a yes/no, or nothing.
public enum ExportValue: Equatable, Sendable, Encodable {
    case text(String)
    case number(Double)
    case flag(Bool)
    case none

    /// The value in a CSV field, before quoting: numbers in their shortest exact form, `true`/`false`.
    public var field: String {
        switch self {
        case let .text(text): text
        case let .number(number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        case let .flag(flag): flag ? "true" : "false"
        case .none: ""
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .text(text): try container.encode(text)
        case let .number(number): number == number.rounded() && abs(number) < 1e15 ? try container.encode(Int(number)) : try container.encode(number)
        case let .flag(flag): try container.encode(flag)
        case .none: try container.encodeNil()
        }
    }
}

/// One area's records as a table: a header and a row a record, in the order they happened.
public struct ExportTable: Equatable, Sendable {
    public let area: ExportArea
    public let header: [String]
    public let rows: [[ExportValue]]

    public init(area: ExportArea, header: [String], rows: [[ExportValue]]) {
        (self.area, self.header, self.rows) = (area, header, rows)
    }

    /// The table as CSV (RFC 4180): a header row, CRLF line ends, a field quoted when it holds a
    /// comma, a quote or a line break, its quotes doubled.
    public var csv: String {
        ([header] + rows.map { $0.map(\.field) }).map { $0.map(Self.quoted).joined(separator: ",") + "\r\n" }.joined()
    }

    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The rows as objects keyed by the header, for JSON.
    public var objects: [[String: ExportValue]] {
        rows.map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }
}

/// The areas `export` writes, each a file of its own.
public enum ExportArea: String, CaseIterable, Sendable {
    case meals, checkins, breathing, study, sights
}
