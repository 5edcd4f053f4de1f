import Storage
import Subprocess

#if canImport(System)
import System
#else
import SystemPackage
#endif

/// What a program on this machine answered.
public struct ToolRun: Equatable, Sendable {
    /// Its exit status (-1 when it was stopped for taking too long, 128 + the signal when one ended it).
    public var status: Int32
    /// What it printed on standard output, trimmed.
    public var output: String
    /// What it printed on standard error, trimmed.
    public var errors: String

    public init(status: Int32, output: String, errors: String = "") {
        (self.status, self.output, self.errors) = (status, output, errors)
    }

    /// What it had to say: its errors when it wrote any, else its output.
    public var said: String { errors.isEmpty ? output : errors }
}

/// Runs other programs (git, systemctl, notify-send) with a time limit, their output captured.
public enum Programs {
    /// The most of each output kept: a program that writes more is stopped and reported as failed.
    public static let outputLimit = 32 << 20

    /// Runs `program` (found on PATH, or at the path given when it holds a `/`) in `directory` with `environment` added to coach's own, reading
    /// nothing and waiting at most `timeout` (then it is killed); nil when it is not installed.
    public static func run(
        _ program: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String] = [:], timeout: Duration
    ) async -> ToolRun? {
        var changes: [Environment.Key: String?] = [:]
        for (name, value) in environment { changes[Environment.Key(stringLiteral: name)] = value }
        let settings = (changes: changes, folder: directory.map { FilePath($0) })
        do {
            return try await withThrowingTaskGroup(of: ToolRun?.self) { group in
                group.addTask {
                    let result = try await Subprocess.run(
                        program.contains("/") ? .path(FilePath(program)) : .name(program),
                        arguments: Arguments(arguments),
                        environment: .inherit.updating(settings.changes), workingDirectory: settings.folder,
                        output: .string(limit: outputLimit), error: .string(limit: outputLimit)
                    )
                    let status: Int32 =
                        switch result.terminationStatus {
                        case .exited(let code): code
                        case .signaled(let signal): 128 + signal
                        }
                    return ToolRun(
                        status: status, output: result.standardOutput.trimmed(), errors: result.standardError.trimmed())
                }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return ToolRun(
                        status: -1, output: "", errors: "\(program) took longer than \(timeout) and was stopped")
                }
                let first = try await group.next() ?? nil
                group.cancelAll()
                return first
            }
        } catch let error as SubprocessError where error.code == .executableNotFound {
            return nil
        } catch {
            return ToolRun(status: -1, output: "", errors: "\(program) could not be run: \(error)")
        }
    }
}

extension Programs {
    /// Shows `text` through `pager`, a command line for `/bin/sh` (`less`), on coach's terminal, waiting until the
    /// person leaves it; `environment` is added to coach's own (`LESS=FRX`). False when it could not be run or
    /// failed, so the text is shown without it.
    public static func page(_ text: [UInt8], through pager: String, environment: [String: String]) async -> Bool {
        var changes: [Environment.Key: String?] = [:]
        for (name, value) in environment { changes[Environment.Key(stringLiteral: name)] = value }
        do {
            let result = try await Subprocess.run(
                .path(FilePath("/bin/sh")), arguments: ["-c", pager], environment: .inherit.updating(changes),
                input: .array(text), output: .currentStandardOutput, error: .currentStandardError)
            // 127: the shell found no such program; anything else is the pager's own answer (less says 0).
            if case .exited(let code) = result.terminationStatus { return code != 127 && code != 126 }
            return true
        } catch {
            // The person left the pager before it read everything: the text was shown as far as they wanted.
            return (error as? SubprocessError)?.code != .executableNotFound
        }
    }
}
