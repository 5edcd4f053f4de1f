import Storage

/// One cell of an exported row: text, a number, a yes/no or nothing.
public enum ExportValue: Equatable, Sendable, Encodable {
    case text(String), number(Double), flag(Bool), none

    /// The cell as CSV text: numbers unformatted (`240`, `240.5`), flags `true`/`false`, nothing empty.
    public var csvText: String {
        switch self {
        case let .text(text): text
        case let .number(value): ExportTable.number(value)
        case let .flag(flag): flag ? "true" : "false"
        case .none: ""
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .text(text): try container.encode(text)
        case let .number(value):
            if value == value.rounded(), abs(value) < 1e15 {
                try container.encode(Int(value))
            } else {
                try container.encode(value)
            }
        case let .flag(flag): try container.encode(flag)
        case .none: try container.encodeNil()
        }
    }
}

/// One area's records as a table: named columns and a row per record, written as CSV (RFC 4180,
/// a header row) or as a JSON array of objects keyed by the column names.
public struct ExportTable: Sendable {
    /// The name of the file: `meals` for meals.csv.
    public let name: String
    /// The column names, in order.
    public let columns: [String]
    /// The records, oldest first.
    public let rows: [[ExportValue]]

    /// A table of `rows` under `columns`.
    public init(name: String, columns: [String], rows: [[ExportValue]]) {
        (self.name, self.columns, self.rows) = (name, columns, rows)
    }

    /// The table as CSV: a header row, CRLF line ends, a field quoted when it holds a comma, quote or line break,
    /// and text that a spreadsheet would run as a formula kept as text (`inert`).
    public var csv: String { csv(raw: false) }

    /// The table as CSV; with `raw`, every cell byte for byte, formulas and all.
    public func csv(raw: Bool) -> String {
        var text = ""
        text.reserveCapacity(rows.count * 64)
        text += columns.map(Self.field).joined(separator: ",") + "\r\n"
        for row in rows {
            text +=
                row.map { value in
                    guard !raw, case let .text(cell) = value else { return Self.field(value.csvText) }
                    return Self.field(Self.inert(cell))
                }.joined(separator: ",") + "\r\n"
        }
        return text
    }

    /// OWASP's rule against CSV injection: text that begins with `=`, `+`, `-`, `@`, a tab or a carriage
    /// return gets a `'` before it, which spreadsheets show as text and do not run as a formula. Only text
    /// cells: numbers coach formats itself (`-5`, `1e+20`) stay numbers.
    static func inert(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return text }
        return "'" + text
    }

    /// The table as a JSON array of objects.
    public func json() throws -> Data {
        var writer = JSONWriter()
        writer.pretty(try ValueEncoder.encode(objects), depth: 0)
        return Data(writer.bytes)
    }

    /// Each row as an object keyed by column.
    public var objects: [[String: ExportValue]] {
        rows.map { Dictionary(uniqueKeysWithValues: zip(columns, $0)) }
    }

    /// RFC 4180: quoted, with quotes doubled, when it holds `,`, `"`, CR or LF.
    static func field(_ text: String) -> String {
        let special = { (byte: UInt8) in
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D
        }
        guard text.utf8.contains(where: special) else { return text }
        // Scalar by scalar: a quote followed by a combining mark is one Character, and must still be doubled.
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in text.unicodeScalars {
            quoted.append(scalar)
            if scalar == "\"" { quoted.append("\"") }
        }
        quoted.append("\"")
        return String(quoted)
    }

    /// `240`, `240.5`, `0.1`: the shortest text that reads back as the number.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// `2026-11-21T09:12:05+01:00`: ISO 8601 local time with the zone's offset at that moment.
    public static func localTime(_ date: Date, in calendar: LocalCalendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let offset = calendar.timeZone.secondsFromGMT(for: date)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let zone = (offset < 0 ? "-" : "+") + two(abs(offset) / 3600) + ":" + two(abs(offset) % 3600 / 60)
        let year = String(parts.year!)
        let padded = String(repeating: "0", count: max(0, 4 - year.count)) + year
        return
            "\(padded)-\(two(parts.month!))-\(two(parts.day!))T\(two(parts.hour!)):\(two(parts.minute!)):\(two(parts.second!))"
            + zone
    }
}
