import Foundation

/// The modules a Swift source file reaches for: its `import` lines in every form, and the
/// modules its `#if canImport(X)` conditions ask about. Comments and multi-line strings are skipped.
enum SwiftImports {
    struct Use {
        var line: Int
        var module: String
        /// The line as written, for the failure message.
        var text: String
    }

    static func uses(in text: String) -> [Use] {
        // `@preconcurrency public import struct X.Y` and the like: the module is X.
        let importLine =
            #/^(?:(?:@\w+(?:\([^)]*\))?|public|package|internal|fileprivate|private)\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)/#
        let canImport = #/canImport\(\s*(\w+)/#
        var uses: [Use] = []
        var inComment = false
        var inString = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let wasInside = inComment || inString
            if !inString, line.hasPrefix("/*") || inComment { inComment = !line.contains("*/") }
            if !inComment, line.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle() }
            guard !wasInside, !inComment, !line.hasPrefix("/*") else { continue }
            if let match = line.firstMatch(of: importLine) {
                uses.append(Use(line: index + 1, module: String(match.1), text: line))
            } else if line.hasPrefix("#if") || line.hasPrefix("#elseif") {
                for match in line.matches(of: canImport) {
                    uses.append(Use(line: index + 1, module: String(match.1), text: line))
                }
            }
        }
        return uses
    }
}
