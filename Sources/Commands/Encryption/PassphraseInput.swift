import Core
import LiveStorage
import Storage

/// Where a passphrase comes from: the first line of a file (`-` for standard input, a descriptor as `/dev/fd/3`),
/// else the terminal, typed without echo. Never a word of the command line, which other users can see.
enum PassphraseInput {
    /// The longest passphrase file read.
    static let largestFile = 64 * 1024
    /// The most characters a typed passphrase keeps.
    static let longest = 1024

    /// The passphrase from `file`, else asked at the terminal (twice when `confirm`, as when encrypting).
    static func read(file: String?, confirm: Bool, context: CommandContext) async throws -> [UInt8] {
        if let file {
            if file == "-", context.mode != .oneShot { throw EncryptionRefusal.standardInputIsTheScript }
            let url = file == "-" ? URL(fileURLWithPath: "/dev/stdin") : OutsideFile.url(typed: file)
            let data: Data
            do { data = try OutsideFile.read(url, limit: largestFile) } catch {
                throw EncryptionRefusal.cannotReadFile(file, error)
            }
            var line = Array(data.prefix { $0 != UInt8(ascii: "\n") })
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            guard !line.isEmpty else { throw EncryptionRefusal.emptyPassphrase }
            return line
        }
        guard let terminal = context.terminal else { throw EncryptionRefusal.noTerminal }
        let words = context.messages
        let first = try await ask(words.tr("Passphrase: "), terminal: terminal, output: context.output)
        guard !first.isEmpty else { throw EncryptionRefusal.emptyPassphrase }
        if confirm {
            let again = try await ask(
                words.tr("The same passphrase again: "), terminal: terminal, output: context.output)
            guard again == first else { throw EncryptionRefusal.passphrasesDiffer }
        }
        return Array(first.utf8)
    }

    /// One line typed after `prompt`, not echoed; Backspace and Ctrl-U edit it, Ctrl-C gives up.
    static func ask(_ prompt: String, terminal: any TerminalControl, output: Output) async throws -> String {
        output.write(prompt)
        output.flush()
        let typed: String? = await terminal.withKeyInput {
            var text = ""
            while true {
                guard let key = terminal.readKey(timeout: .seconds(3600)) else { continue }
                switch key {
                case .interrupt: return nil
                case .character("\r"), .character("\n"), .character("\r\n"): return text
                case .character("\u{7F}"), .character("\u{08}"): if !text.isEmpty { text.removeLast() }
                case .character("\u{15}"): text = ""
                case .character("\u{04}") where text.isEmpty: return nil
                case let .character(typed) where !typed.unicodeScalars.contains(where: { $0.value < 32 }):
                    if text.count < longest { text.append(typed) }
                default: continue
                }
            }
        }
        output.line()
        guard let typed else { throw EncryptionRefusal.cancelled }
        return typed
    }
}
