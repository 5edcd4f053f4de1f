import Storage

/// Zones read from the system's zone files, and this machine's zone.
extension ZoneRules {
    /// The zone named `identifier` (`Europe/Berlin`), read from `$TZDIR` or `/usr/share/zoneinfo`;
    /// nil when there is no such zone file or it does not read.
    public init?(identifier: String) {
        if identifier == "UTC" || identifier == "GMT" || identifier == "Etc/UTC" {
            self = Self.utc
            return
        }
        guard Self.isZoneName(identifier) else { return nil }
        let folder = SystemCalls.variable("TZDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        guard let bytes = try? OutsideFile.read(URL(fileURLWithPath: folder + "/" + identifier), limit: Self.fileLimit),
            let rules = try? ZoneRules(zoneFile: bytes, identifier: identifier)
        else { return nil }
        self = rules
    }

    /// This machine's zone: `$TZ` (a zone name, `:name` or a TZ rule), else `/etc/localtime`, else UTC,
    /// as the C library decides it.
    public static var current: ZoneRules { local(environment: SystemCalls.variable("TZ").map { ["TZ": $0] } ?? [:]) }

    /// The zone `environment` names, as `current` reads it.
    public static func local(environment: [String: String]) -> ZoneRules {
        if let tz = environment["TZ"] {
            let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            if name.isEmpty { return .utc }
            if name.hasPrefix("/") {
                return (try? OutsideFile.read(URL(fileURLWithPath: name), limit: fileLimit)).flatMap {
                    try? ZoneRules(zoneFile: $0, identifier: name)
                } ?? .utc
            }
            return ZoneRules(identifier: name) ?? ZoneRules(rule: name) ?? .utc
        }
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime")) ?? ""
        let name = zoneName(inLink: link) ?? "localtime"
        guard let bytes = try? OutsideFile.read(URL(fileURLWithPath: "/etc/localtime"), limit: fileLimit),
            let rules = try? ZoneRules(zoneFile: bytes, identifier: name)
        else { return .utc }
        return name == "Etc/UTC" || name == "UTC" ? .utc : rules
    }
}

extension LocalCalendar {
    /// The calendar of this machine's zone.
    public static var current: LocalCalendar { LocalCalendar(timeZone: .current) }
}
