import Core
import LiveStorage
import Storage

/// Writing outside the data directory, its problem told as Core's `OutsideWriteError`.
extension OutsideFile {
    /// `OutsideFile.write`, its problem told as an `OutsideWriteError` that suggests `otherwise`.
    public static func write(_ data: Data, to url: URL, otherwise: String) throws(OutsideWriteError) {
        do { try write(data, to: url) } catch {
            throw OutsideWriteError(path: url.path, problem: error, otherwise: otherwise)
        }
    }

    /// `OutsideFile.makeFolder`, its problem told as an `OutsideWriteError` that suggests `otherwise`.
    public static func makeFolder(_ url: URL, otherwise: String) throws(OutsideWriteError) {
        do { try makeFolder(url) } catch {
            throw OutsideWriteError(path: url.path, problem: error, otherwise: otherwise)
        }
    }
}
