import Foundation
import Testing

/// `meal show` draws the meal's photo with chafa in a real terminal.
struct MealPhotoTerminalTests {
    /// A `width`×`height` PNG, left half red and right half blue, written here: stored (uncompressed) deflate blocks.
    static func png(width: Int, height: Int) -> Data {
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        func big(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        func chunk(_ kind: String, _ body: [UInt8]) -> [UInt8] {
            big(UInt32(body.count)) + Array(kind.utf8) + body + big(crc32(Array(kind.utf8) + body))
        }
        var pixels: [UInt8] = []
        for _ in 0..<height {
            pixels.append(0)  // no filter
            for x in 0..<width { pixels += x < width / 2 ? [230, 20, 20] : [20, 20, 230] }
        }
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in pixels { (a, b) = ((a + UInt32(byte)) % 65521, (b + (a + UInt32(byte)) % 65521) % 65521) }
        var deflate: [UInt8] = [0x78, 0x01]
        var rest = pixels[...]
        repeat {
            let block = rest.prefix(65535)
            rest = rest.dropFirst(block.count)
            let length = UInt16(block.count)
            deflate +=
                [
                    rest.isEmpty ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
                    UInt8(~length >> 8),
                ] + block
        } while !rest.isEmpty
        deflate += big((b << 16) | a)
        let header = big(UInt32(width)) + big(UInt32(height)) + [8, 2, 0, 0, 0]
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", deflate)
                + chunk("IEND", []))
    }

    @Test(NeededTool.needed(NeededTool("/usr/bin/tmux"), NeededTool("/usr/bin/chafa")))
    func showDrawsThePhotoUnderTheMeal() throws {
        let terminal = try TmuxPane()
        let photo = terminal.coach.home.appendingPathComponent("soup.png")
        try Self.png(width: 32, height: 16).write(to: photo)
        #expect(try terminal.coach.run(["meal", "add", "Soup 120", "--photo", photo.path]).status == 0)
        terminal.launchInBash("meal show 1")
        let screen = terminal.waitFor("[exited 0]")
        #expect(screen.contains("Meal 1 on ") && screen.contains(": Soup 120 kcal\nPhoto: "), "\(screen)")
        // The picture's colours reach the terminal: red on the left, blue on the right.
        let coloured = terminal.tmux(["capture-pane", "-p", "-e", "-t", "0"])
        let photoLines = coloured.split(separator: "\n").drop { !$0.contains("Photo: ") }.dropFirst().prefix {
            !$0.contains("[exited")
        }
        #expect(photoLines.count >= 4, "\(coloured)")
        #expect(photoLines.contains { $0.contains("\u{1B}[") }, "\(coloured)")
    }
}
