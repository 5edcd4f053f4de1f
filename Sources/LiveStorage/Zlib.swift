import CZlib
import Storage

/// zlib, loaded at run time (`libz.so.1`, or `$COACH_ZLIB_LIBRARY`) the first time a zipped export is read: coach
/// builds without zlib's headers, and says so when the library is missing rather than failing to start.
public final class Zlib: @unchecked Sendable {
    /// Why an entry could not be unpacked.
    public enum Failure: Error, Equatable, Sendable {
        /// No zlib on this machine.
        case missing
        /// More bytes than the entry says it holds: a zip bomb's lie.
        case tooLarge
        /// Not deflate data, or not what its checksum says.
        case damaged
    }

    /// The calls, read-only once loaded.
    private let calls: UnsafeMutablePointer<coach_zlib>

    private init?(_ name: String) {
        calls = .allocate(capacity: 1)
        calls.initialize(to: coach_zlib())
        guard coach_zlib_load(calls, name) == 0 else { return nil }
    }

    /// The library, loaded once; nil when it is missing.
    static let shared = Zlib(
        ProcessInfo.processInfo.environment["COACH_ZLIB_LIBRARY"] ?? "libz.so.1")

    /// `packed` unpacked (`method` 8, deflate; 0, stored) into exactly `size` bytes whose CRC-32 is `crc32`.
    public static func unpack(_ packed: ArraySlice<UInt8>, method: Int, size: Int, crc32: UInt32) throws(Failure)
        -> [UInt8]
    {
        guard let zlib = shared else { throw .missing }
        var bytes: [UInt8]
        if method == 0 {
            guard packed.count == size else { throw .damaged }
            bytes = Array(packed)
        } else {
            bytes = [UInt8](repeating: 0, count: size)
            var written = 0
            let result = packed.withUnsafeBufferPointer { input in
                bytes.withUnsafeMutableBufferPointer { output in
                    coach_zlib_inflate_raw(
                        zlib.calls, input.baseAddress, input.count, output.baseAddress, output.count, &written)
                }
            }
            guard result != 1 else { throw .tooLarge }
            guard result == 0, written == size else { throw .damaged }
        }
        let sum = bytes.withUnsafeBufferPointer { zlib.calls.pointee.crc32(0, $0.baseAddress, UInt32($0.count)) }
        guard UInt32(truncatingIfNeeded: sum) == crc32 else { throw .damaged }
        return bytes
    }
}
