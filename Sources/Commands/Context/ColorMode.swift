import ArgumentParser

/// `--color auto|always|never`.
public enum ColorMode: String, CaseIterable, ExpressibleByArgument, Sendable {
    case auto, always, never

    /// Whether to colour: `auto` means stdout is a terminal, `NO_COLOR` is unset and `TERM` is not `dumb`.
    public func enabled(stdoutIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return stdoutIsTerminal && !noColor && environment["TERM"] != "dumb"
        }
    }
}
