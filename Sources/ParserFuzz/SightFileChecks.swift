import Core
import Storage

/// Files given to `sights import`: GeoJSON and CSV.
enum SightFileChecks {
    /// A file gives named places at real positions, or one error that says where and what is wrong; and it reads
    /// the same when cut into small pieces (a size the input picks), so nothing depends on where a piece ends.
    static func places(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String) {
        let data = Data(buffer: bytes)
        let whole = outcome(data, fileName: fileName, pieceSize: FilePieces.pieceSize)
        if case let .success(places) = whole {
            require(!places.isEmpty, "no places and no error from \(fileName)")
            for place in places {
                require(!place.name.isEmpty && !place.id.isEmpty, "a place without a name or id: \(place)")
                require(
                    (-90...90).contains(place.location.latitude) && (-180...180).contains(place.location.longitude),
                    "\(place.location) out of range")
            }
        }
        if case let .failure(message) = whole {
            require(
                message.hasPrefix(fileName) && message.hasSuffix("Nothing was imported."),
                "a message that does not say the file: \(message)")
        }
        let size = 1 + Int(bytes.last ?? 0) % 13
        let cut = outcome(data, fileName: fileName, pieceSize: size)
        require(cut == whole, "read in pieces of \(size) bytes: \(cut), whole: \(whole)")
    }

    enum Outcome: Equatable {
        case success([Sight])
        /// The message, its column left out: characters are counted anew where a piece ends inside one.
        case failure(String)
    }

    static func outcome(_ data: Data, fileName: String, pieceSize: Int) -> Outcome {
        do {
            return .success(try SightGuide.readPlaces(data, fileName: fileName, pieceSize: pieceSize))
        } catch let error as SightImportError {
            return .failure(error.message.replacing(/column \d+/, with: "column"))
        } catch {
            return .failure("\(error)")
        }
    }
}
