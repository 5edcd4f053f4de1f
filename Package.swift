// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "coach",
    // Synchronization's Mutex and Atomic need macOS 15; Linux is not affected.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "coach", targets: ["Shell"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
        .package(url: "https://github.com/attaswift/BigInt", exact: "6.0.1"),
        // Without its Foundation trait: coach links FoundationEssentials only.
        .package(url: "https://github.com/swiftlang/swift-subprocess", exact: "1.0.2", traits: []),
        // age's primitives (X25519, ChaCha20-Poly1305, HKDF, HMAC; scrypt in CryptoExtras): FoundationEssentials only.
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
    ],
    targets: [
        // libedit, loaded at run time (dlopen) by the interactive shell only; its header comes from libedit-dev.
        .systemLibrary(name: "CEditLine"),
        // ALSA, loaded at run time (dlopen): coach builds without libasound2-dev and says when there is no sound.
        .systemLibrary(name: "CALSA"),
        // zlib and SQLite, loaded at run time (dlopen) to read other apps' zipped exports and SQLite backups: their
        // Swift packages (ZIPFoundation, GRDB) import the whole Foundation, which coach does not link.
        .systemLibrary(name: "CZlib"),
        .systemLibrary(name: "CSQLite"),
        // Types and pure logic (JSON, documents, month logs, the store's interface, time, sync's folding):
        // no file, clock or process. Core sees only this half.
        .target(name: "Storage"),
        // What reaches the system: files, locks, the file store, other programs, zone files, git in sync.
        .target(
            name: "LiveStorage",
            dependencies: ["Storage", "CZlib", "CSQLite", .product(name: "Subprocess", package: "swift-subprocess")]),
        // The C library's maths, byte search and number formatting, without its files, clock or process: Core's only C.
        .target(name: "PureC"),
        // The commit `coach --version` names, linked in by the Makefile (scripts/build-info.sh).
        .target(name: "BuildInfo"),
        .target(
            name: "Core",
            dependencies: [
                "Storage", "PureC", .product(name: "BigInt", package: "BigInt"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ]),
        .target(
            name: "Commands",
            dependencies: [
                "Core", "Storage", "LiveStorage", "BuildInfo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The commands are glue and words, run once a line: optimised for size, they keep the installed
            // binary under 30 MB (BENCHMARKS.md, the installed binary's row) at no cost a budget sees.
            swiftSettings: [.unsafeFlags(["-Osize"], .when(configuration: .release))]
        ),
        .executableTarget(
            name: "Shell",
            dependencies: ["Commands", "Core", "Storage", "LiveStorage", "CEditLine", "CALSA"],
            // The Swift driver exports every symbol of an executable, and an exported symbol is never dropped by
            // --gc-sections: so all of BoringSSL (swift-crypto) stayed in. Nothing loads coach's symbols; without
            // the export the stripped binary is some 2 MB smaller. gold's safe identical-code folding merges
            // functions whose address is never taken: 0.28 MB more (BENCHMARKS.md, the installed binary's row).
            linkerSettings: [
                .unsafeFlags(
                    ["-Xlinker", "--no-export-dynamic", "-Xlinker", "--icf=safe"], .when(configuration: .release))
            ]
        ),
        // Every parser under libFuzzer (`make fuzz`); a plain build replays saved inputs.
        .executableTarget(name: "ParserFuzz", dependencies: ["Core", "Storage", "TestSupport"]),
        // The smallest ArgumentParser program, the start-up peer of `coach stopwatch` in `make bench`.
        .executableTarget(
            name: "StartupFloor", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // What the test targets share: the seed of a randomized test (`TestSeed`, COACH_TEST_SEED).
        .target(name: "TestSupport", dependencies: ["Core", "Storage"], path: "Tests/TestSupport"),
        .testTarget(
            name: "CoreTests",
            dependencies: [
                "Core", "Storage", "LiveStorage", "TestSupport", .product(name: "BigInt", package: "BigInt"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            // Files the real `age` tool wrote (scripts/make-age-fixtures.sh), read by AgeFileTests.
            exclude: ["AgeFixtures"]
        ),
        .testTarget(
            name: "CommandsTests",
            dependencies: [
                "Commands", "Core", "Storage", "LiveStorage", "TestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "ShellTests",
            dependencies: ["Commands", "Core", "Storage", "LiveStorage", "TestSupport"],
            exclude: ["Transcripts", "Sound", "Screens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Members are visible only from modules a file imports itself, so Foundation's full API (and its ICU),
// which BigInt imports, cannot leak into coach unnoticed. A warning in coach's own code fails the build (in CI too);
// the dependencies' warnings and the linker's stay warnings.
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("MemberImportVisibility"), .treatAllWarnings(as: .error),
        ]
}
