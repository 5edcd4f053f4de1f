#if canImport(Glibc)
import Glibc
#endif
import Core

/// libFuzzer's entry point: any bytes, as a line typed at the calculator, must give a result or a
/// CalculationError, never a crash or a hang. Built by `make fuzz` with `--sanitize=fuzzer`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCalculator(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let line = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let memory = CalculatorMemory()
    _ = try? Calculator.evaluate("x = 2", memory: memory)
    if let result = try? Calculator.evaluate(line, memory: memory) {
        _ = result.value.formatted(digits: 40)
        _ = result.reading
    }
    return 0
}

#if !FUZZING
/// Without libFuzzer (a plain `swift build`), replay the files named on the command line.
@main
struct ReplayFuzzInputs {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let file = fopen(path, "rb") else { continue }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = fread(&buffer, 1, buffer.count, file)
                if count == 0 { break }
                bytes += buffer[0..<count]
            }
            fclose(file)
            _ = bytes.withUnsafeBufferPointer { fuzzCalculator($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count) }
        }
    }
}
#endif
