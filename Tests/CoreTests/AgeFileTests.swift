import Core
import Foundation
import TestSupport
import Testing

/// The age v1 format against files the real `age` 1.1.1 wrote (Tests/CoreTests/AgeFixtures, made by
/// scripts/make-age-fixtures.sh): coach opens them, and refuses each kind of damage with its own reason.
struct AgeFileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "AgeFixtures")

    static func fixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// The plaintext the fixtures hold: byte i is i mod 251.
    static func pattern(_ count: Int) -> [UInt8] { (0..<count).map { UInt8($0 % 251) } }

    static func identities() throws -> [AgeIdentity] { try AgeKeyFile.identities(Data(try fixture("key.txt"))) }

    @Test(arguments: [
        ("small.age", Array("coach\n".utf8)), ("empty.age", []), ("exact.age", pattern(65536)),
        ("multi.age", pattern(150_000)),
    ])
    func opensWhatAgeEncryptedToAKey(name: String, plaintext: [UInt8]) throws {
        let file = try AgeFile(try Self.fixture(name))
        #expect(!file.needsPassphrase)
        #expect(try file.open(with: try Self.identities()) == plaintext)
    }

    @Test func opensWhatAgeEncryptedWithAPassphraseAndRefusesAWrongOne() throws {
        let file = try AgeFile(try Self.fixture("passphrase.age"))
        #expect(file.needsPassphrase)
        #expect(try file.open(passphrase: Array("correct horse".utf8)) == Array("coach\n".utf8))
        #expect(throws: AgeError.wrongPassphrase) { try file.open(passphrase: Array("correct horse ".utf8)) }
        #expect(throws: AgeError.emptyPassphrase) { try file.open(passphrase: []) }
        #expect(throws: AgeError.needsPassphrase) { try file.open(with: try Self.identities()) }
        let keyed = try AgeFile(try Self.fixture("small.age"))
        #expect(throws: AgeError.needsIdentity) { try keyed.open(passphrase: Array("correct horse".utf8)) }
    }

    @Test func refusesAFileForAnotherKey() throws {
        let file = try AgeFile(try Self.fixture("other.age"))
        #expect(throws: AgeError.otherRecipient) { try file.open(with: try Self.identities()) }
    }

    @Test func theIdentityGivesThePublicKeyAgeKeygenWrote() throws {
        let text = String(decoding: try Self.fixture("key.txt"), as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("# public key: ") })
        #expect(try Self.identities()[0].recipient.text == line.dropFirst("# public key: ".count))
        let secret = try #require(text.split(separator: "\n").last)
        #expect(try Self.identities()[0].text == secret)
    }

    /// Where `small.age`'s header ends and its payload (nonce, then the one chunk) begins.
    static func payloadStart(_ bytes: [UInt8]) throws -> Int {
        let mac = try #require(bytes.firstRange(of: Array("\n--- ".utf8)))
        return try #require(bytes[mac.upperBound...].firstIndex(of: UInt8(ascii: "\n"))) + 1
    }

    @Test func refusesEachKindOfDamage() throws {
        let small = try Self.fixture("small.age")
        let start = try Self.payloadStart(small)
        let keys = try Self.identities()
        func opened(_ bytes: [UInt8]) throws -> [UInt8] { try AgeFile(bytes).open(with: keys) }
        #expect(throws: AgeError.truncated) { try opened(Array(small.prefix(start - 5))) }
        #expect(throws: AgeError.truncated) { try opened(Array(small.prefix(start + 10))) }
        #expect(throws: AgeError.truncated) { try opened(Array(small.prefix(start + 16))) }
        #expect(throws: AgeError.payloadAltered(1)) { try opened(Array(small.dropLast())) }
        #expect(throws: AgeError.payloadAltered(1)) { try opened(small + [0]) }
        #expect(throws: AgeError.headerAltered) {
            try opened(Self.replacing("\n---", with: "\n-> grease\n\n---", in: small))
        }
        var altered = small
        altered[small.count - 1] ^= 0x80
        #expect(throws: AgeError.payloadAltered(1)) { try opened(altered) }
        altered = small
        altered[start + 2] ^= 1
        #expect(throws: AgeError.payloadAltered(1)) { try opened(altered) }
        #expect(throws: AgeError.notAge) { try opened(Array("{\"format\": \"coach-backup\"}".utf8)) }
        #expect(throws: AgeError.unknownVersion) { try opened(Array("age-encryption.org/v2\n".utf8) + small) }
    }

    @Test func refusesAChunkCutAtItsEndOrFollowedByMore() throws {
        let multi = try Self.fixture("multi.age")
        let start = try Self.payloadStart(multi)
        let keys = try Self.identities()
        let oneChunk = Array(multi.prefix(start + 16 + 65536 + 16))
        #expect(throws: AgeError.payloadAltered(1)) { try AgeFile(oneChunk).open(with: keys) }
        #expect(throws: AgeError.payloadAltered(3)) { try AgeFile(Array(multi.dropLast(1))).open(with: keys) }
        let exact = try Self.fixture("exact.age")
        #expect(throws: AgeError.trailingData) { try AgeFile(exact + [1, 2, 3]).open(with: keys) }
    }

    /// `text` with `old` replaced by `new` (one header word), as bytes.
    static func replacing(_ old: String, with new: String, in bytes: [UInt8]) -> [UInt8] {
        let start = bytes.firstRange(of: Array(old.utf8))!
        return Array(bytes[..<start.lowerBound]) + Array(new.utf8) + Array(bytes[start.upperBound...])
    }

    @Test func refusesAHeaderAgeWouldNotWriteBeforeTryingAnyKey() throws {
        let passphrase = try Self.fixture("passphrase.age")
        let hard = try AgeFile(Self.replacing(" 18\n", with: " 23\n", in: passphrase))
        #expect(throws: AgeError.workTooHard(23)) { try hard.open(passphrase: Array("correct horse".utf8)) }
        for bad in [" 018\n", " x\n", " 18 extra\n", " 180\n"] {
            let file = try AgeFile(Self.replacing(" 18\n", with: bad, in: passphrase))
            #expect(throws: AgeError.badHeader, "\(bad)") { try file.open(passphrase: Array("correct horse".utf8)) }
        }
        let small = try Self.fixture("small.age")
        #expect(throws: AgeError.badHeader) {
            try AgeFile(Self.replacing("-> X25519 ", with: "->  X25519 ", in: small))
        }
        #expect(throws: AgeError.badHeader) {
            try AgeFile(Self.replacing("-> X25519 ", with: "-> X25519\t", in: small))
        }
        let noStanza = Array("age-encryption.org/v1\n--- ".utf8) + small[(try Self.payloadStart(small) - 44)...]
        #expect(throws: AgeError.badHeader) { try AgeFile(Array(noStanza)) }
        let mixed = Self.replacing("-> scrypt", with: "-> X25519 AAAA\nAAAA\n-> scrypt", in: passphrase)
        #expect(throws: AgeError.passphraseBesideKeys) { try AgeFile(mixed) }
        let long = Array(("age-encryption.org/v1\n-> x\n" + String(repeating: "A", count: 68) + "\n").utf8)
        #expect(throws: AgeError.badHeader) { try AgeFile(long) }
        let endless = Array("age-encryption.org/v1\n-> x ".utf8) + [UInt8](repeating: 65, count: 70_000)
        #expect(throws: AgeError.headerTooLarge) { try AgeFile(endless) }
        let many = Array(("age-encryption.org/v1\n" + String(repeating: "-> x\n\n", count: 257)).utf8)
        #expect(throws: AgeError.tooManyStanzas) { try AgeFile(many) }
    }

    @Test func whatCoachSealsOpensAgainAndSkipsUnknownStanzas() throws {
        let seed = TestSeed()
        var random = seed.random
        let identity = AgeIdentity(random: &random)
        let other = AgeIdentity(random: &random)
        for count in [0, 1, 65535, 65536, 65537, 200_000] {
            let plain = Self.pattern(count)
            let sealed = try AgeFile.seal(plain, .recipients([other.recipient, identity.recipient]), random: &random)
            #expect(try AgeFile(sealed).open(with: [identity]) == plain, "\(count), \(seed)")
        }
        let sealed = try AgeFile.seal([1, 2, 3], .passphrase(Array("p".utf8)), random: &random)
        #expect(try AgeFile(sealed).open(passphrase: Array("p".utf8)) == [1, 2, 3], "\(seed)")
        #expect(throws: AgeError.emptyPassphrase) { try AgeFile.seal([], .passphrase([]), random: &random) }
    }

    @Test func aBodyOfWholeLinesEndsWithAnEmptyOne() throws {
        let stanza = AgeStanza(type: "grease", arguments: ["a"], body: [UInt8](repeating: 7, count: 48))
        let text = String(decoding: AgeHeader.covered([stanza]), as: UTF8.self)
        #expect(text == "age-encryption.org/v1\n-> grease a\n" + String(repeating: "BwcH", count: 16) + "\n\n---")
    }

    @Test(arguments: [
        ("age1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq7qgzh", false),
        ("AGE1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ7QGZH", false),
        ("age129mly0p23sjex4ml3z2p8rfs4pjpu89j2hvud0affy428a33eswsugauja", true),
        ("age129mly0p23sjex4ml3z2p8rfs4pjpu89j2hvud0affy428a33eswsugauj", false),
        ("age129mly0p23sjex4ml3z2p8rfs4pjpu89j2hvud0affy428a33eswsugaujA", false),
        ("Age129mly0p23sjex4ml3z2p8rfs4pjpu89j2hvud0affy428a33eswsugauja", false),
        ("age129mly0p23sjex4ml3z2p8rfs4pjpu89j2hvud0affy428a33eswsugauj b", false),
        ("", false), ("age1", false),
    ])
    func readsOnlyAnAgeRecipient(text: String, valid: Bool) {
        #expect((AgeRecipient(text) != nil) == valid, "\(text)")
        if let recipient = AgeRecipient(text) { #expect(recipient.text == text) }
    }
}
