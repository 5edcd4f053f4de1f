/// coach's clock set by libfaketime, preloaded through the environment rather than its `faketime` wrapper: the
/// wrapper names a semaphore after its process id, and one a killed run left in /dev/shm fails a later run whose
/// process id meets it, before coach starts. Not understood yet: run by hand from a shell here, a one-shot coach under
/// the preloaded library sometimes printed nothing (with status 0), though the transcripts and guides pass this way;
/// `StatusEndToEndTests` and `DayStartEndToEndTests`, which stop the clock, keep the wrapper until it is.
enum FakeClock {
    /// The loader finds the library for the program's own architecture (`$LIB`).
    static let library = "/usr/$LIB/faketime/libfaketime.so.1"

    /// The variables that start coach's clock at `moment` and let it run on from there.
    static func running(from moment: String) -> [String: String] { ["LD_PRELOAD": library, "FAKETIME": "@" + moment] }
}
