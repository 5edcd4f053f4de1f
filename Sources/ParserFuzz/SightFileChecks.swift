import Core
import Storage

/// Files given to `sights import`: GeoJSON and CSV.
enum SightFileChecks {
    /// A file gives named places at real positions, or one error that says where and what is wrong.
    static func places(_ bytes: UnsafeBufferPointer<UInt8>, fileName: String) {
        do throws(SightImportError) {
            let places = try SightGuide.readPlaces(Data(buffer: bytes), fileName: fileName)
            require(!places.isEmpty, "no places and no error from \(fileName)")
            for place in places {
                require(!place.name.isEmpty && !place.id.isEmpty, "a place without a name or id: \(place)")
                require((-90...90).contains(place.location.latitude) && (-180...180).contains(place.location.longitude),
                        "\(place.location) out of range")
            }
        } catch {
            require(error.message.hasPrefix(fileName) && error.message.hasSuffix("Nothing was imported."), "a message that does not say the file: \(error.message)")
        }
    }
}
