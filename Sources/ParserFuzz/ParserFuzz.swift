#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parsers fuzzed, by the name `make fuzz` passes in `COACH_FUZZ_PARSER` and the folder of
/// seeds under `Tests/Fuzz/`.
enum FuzzedParser: String, CaseIterable {
    case words, calculator, meal, timer, position, radius, geojson, csv, reminder, backup, keys, zone, json, documents,
        sync, history, age

    /// Feeds one input to the parser and checks what it returns; traps (a crash to libFuzzer) on a broken invariant.
    func check(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .words: LineChecks.words(text)
        case .calculator: LineChecks.calculator(text)
        case .meal: TypedValueChecks.meal(text)
        case .timer: TypedValueChecks.timer(text)
        case .position: TypedValueChecks.position(text)
        case .radius: TypedValueChecks.radius(text)
        case .geojson: SightFileChecks.places(bytes, fileName: "fuzz.geojson")
        case .csv: SightFileChecks.places(bytes, fileName: "fuzz.csv")
        case .reminder: ReminderChecks.request(text)
        case .backup: BackupChecks.backup(bytes)
        case .keys: KeyChecks.keys(bytes)
        case .zone: FileFormatChecks.zone(bytes)
        case .json: FileFormatChecks.json(bytes)
        case .documents: DocumentChecks.documents(bytes)
        case .sync: SyncChecks.operations(bytes)
        case .history: HistoryChecks.exports(bytes)
        case .age: AgeChecks.age(bytes)
        }
    }

    /// The parser `COACH_FUZZ_PARSER` names; the process stops with the list of names otherwise.
    static let chosen: FuzzedParser = {
        let name = getenv("COACH_FUZZ_PARSER").map { String(cString: $0) } ?? ""
        guard let parser = FuzzedParser(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: " ")
            complain("set COACH_FUZZ_PARSER to one of: \(names) (got '\(name)')\n")
            exit(2)
        }
        return parser
    }()
}

/// libFuzzer's entry point: any bytes given to the chosen parser must give a value or its typed
/// error, never a crash, a hang or a broken invariant. Built by `make fuzz` with `--sanitize=fuzzer`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    FuzzedParser.chosen.check(UnsafeBufferPointer(start: bytes, count: count))
    return 0
}

/// Writes `text` to standard error.
func complain(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Stops the process with `message` when `condition` fails: libFuzzer saves the input as a crash.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

#if !FUZZING
/// Without libFuzzer (a plain `swift build`), replays files: `ParserFuzz PARSER FILE…`, e.g. a crash
/// libFuzzer saved, in the debug build and its backtrace.
@main
struct ReplayFuzzInputs {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let parser = FuzzedParser(rawValue: name) else {
            complain("usage: ParserFuzz \(FuzzedParser.allCases.map(\.rawValue).joined(separator: "|")) FILE…\n")
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let file = fopen(path, "rb") else {
                complain("cannot read \(path)\n")
                exit(1)
            }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = fread(&buffer, 1, buffer.count, file)
                if count == 0 { break }
                bytes += buffer[0..<count]
            }
            fclose(file)
            bytes.withUnsafeBufferPointer { parser.check($0) }
        }
    }
}
#endif
