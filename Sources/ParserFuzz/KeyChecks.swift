import Core

/// Bytes from the terminal during a live display: keys, arrows and mouse reports.
enum KeyChecks {
    /// Every reading takes at least one byte and at most what is there (a sequence at most
    /// `TerminalInput.longestSequence` bytes); no key is a control character but Tab and the line
    /// breaks; a mouse report, written out again, reads back as itself.
    static func keys(_ bytes: UnsafeBufferPointer<UInt8>) {
        let all = Array(bytes)
        var start = 0
        while start < all.count {
            for more in [true, false] {
                let reading = TerminalInput.read(all[start...], more: more)
                if case .incomplete = reading { require(more, "incomplete without more at \(start) of \(all)") }
            }
            switch TerminalInput.read(all[start...], more: false) {
            case let .key(key, length):
                require(
                    length >= 1 && start + length <= all.count && length <= TerminalInput.longestSequence,
                    "a key of \(length) bytes at \(start)")
                check(key)
                start += length
            case let .ignored(length):
                require(
                    length >= 1 && start + length <= all.count, "ignored \(length) bytes at \(start) of \(all.count)")
                start += length
            case .incomplete: return
            }
        }
    }

    private static func check(_ key: TerminalKey) {
        switch key {
        case let .character(character):
            let controls = character.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            require(
                controls.allSatisfy { [0x09, 0x0A, 0x0D].contains($0.value) },
                "a control character \(character.unicodeScalars.map(\.value))")
        case let .mouse(report):
            let again = TerminalInput.keys(in: Array(report.sequence.utf8))
            require(again == [.mouse(report)], "\(report) reads back as \(again)")
            require(
                report.column >= 1 && report.row >= 1 && report.column <= 9999 && report.row <= 9999,
                "a report off any screen: \(report)")
        case .escape, .interrupt, .arrow: break
        }
    }
}
