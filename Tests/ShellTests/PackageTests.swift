import Foundation
import Testing

/// `make dist`'s packages, installed as a person would on a machine without Swift: the .deb with dpkg (lintian
/// finding no error), coach run from /usr/bin in a terminal, one-shot and piped, its manual and Tab completion, and
/// then removed leaving nothing; the tarball's install.sh under a prefix likewise.
@Suite(.serialized)
struct PackageTests {
    static let version =
        (try? String(contentsOf: CoachProcess.packageRoot.appendingPathComponent("VERSION"), encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"

    /// Runs scripts/dist.sh on the binary under test into a fresh folder; gives the folder.
    static func dist(_ coach: CoachProcess) throws -> URL {
        let folder = coach.home.appendingPathComponent("dist")
        let made = try coach.run(
            [
                CoachProcess.packageRoot.appendingPathComponent("scripts/dist.sh").path, CoachProcess.binary,
                folder.path,
            ],
            program: "/usr/bin/bash", in: CoachProcess.packageRoot)
        try #require(made.status == 0, "scripts/dist.sh: \(made.err)")
        let checked = try coach.run(["-c", "SHA256SUMS"], program: "/usr/bin/sha256sum", in: folder)
        #expect(checked.status == 0, "\(checked.out)\(checked.err)")
        // The README's install commands name the files made.
        let readme = try String(
            contentsOf: CoachProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for line in checked.out.split(separator: "\n") {
            let file = line.replacingOccurrences(of: ": OK", with: "")
            #expect(readme.contains(file), "the README does not name \(file)")
        }
        return folder
    }

    /// Runs a command as root (sudo when the tests are not run as root).
    static func asRoot(_ coach: CoachProcess, _ arguments: [String]) throws -> CoachProcess.Result {
        getuid() == 0
            ? try coach.run(Array(arguments.dropFirst()), program: arguments[0])
            : try coach.run(["-n"] + arguments, program: "/usr/bin/sudo")
    }

    /// `manuals`: how `man` is asked for each page, and a heading it shows (NAME, ИМЯ); the English page's footer
    /// names the version (groff shows no header or footer for the Russian one).
    static func tryInstalled(_ binary: String, _ coach: CoachProcess, manuals: [(String, String)]) throws {
        let shown = try coach.run(["--version"], program: binary)
        #expect(shown.out == (try VersionTests.expected()), "\(binary) --version")
        #expect(try coach.run(["calc", "2+2"], program: binary).out == "4\n")
        #expect(try coach.run(["--color", "never"], input: "calc 6*7\n", program: binary).out == "42\n")
        for (manual, heading) in manuals {
            let page = try coach.run(
                ["-c", "MANWIDTH=80 man -P cat \(manual) 2>&1"], program: "/usr/bin/bash",
                environment: ["LANG": "C.UTF-8"])
            #expect(
                page.out.contains("\n\(heading)\n")
                    && (heading != "NAME" || page.out.contains("coach \(Self.version)    ")),
                "man \(manual): \(page.out.prefix(300))")
        }
    }

    @Test(NeededTool.needed(NeededTool("/usr/bin/dpkg-deb"), NeededTool("/usr/bin/lintian")))
    func theDebInstallsRunsAndLeavesNothingWhenRemoved() throws {
        let coach = CoachProcess()
        defer { try? FileManager.default.removeItem(at: coach.home) }
        let already = try coach.run(["-s", "coach"], program: "/usr/bin/dpkg")
        try #require(already.status != 0, "a coach package is installed here already: remove it (dpkg -r coach) first")
        let folder = try Self.dist(coach)
        let deb = folder.appendingPathComponent("coach_\(Self.version)-1_amd64.deb").path
        let lint = try coach.run(["--fail-on", "error", deb], program: "/usr/bin/lintian")
        #expect(lint.status == 0, "lintian: \(lint.out)\(lint.err)")
        let installed = try Self.asRoot(coach, ["/usr/bin/dpkg", "-i", deb])
        try #require(installed.status == 0, "dpkg -i: \(installed.err)")
        let listed = try coach.run(["-L", "coach"], program: "/usr/bin/dpkg").out.split(separator: "\n").map(
            String.init)
        defer {
            let removed = try? Self.asRoot(coach, ["/usr/bin/dpkg", "-r", "coach"])
            #expect(removed?.status == 0, "dpkg -r: \(removed?.err ?? "")")
            var isFolder: ObjCBool = false
            let left = listed.filter {
                FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && !isFolder.boolValue
            }
            #expect(left == [], "left behind by dpkg -r")
        }
        for file in [
            "/usr/bin/coach", "/usr/share/man/man1/coach.1.gz", "/usr/share/man/ru/man1/coach.1.gz",
            "/usr/share/bash-completion/completions/coach", "/usr/share/zsh/vendor-completions/_coach",
            "/usr/share/fish/vendor_completions.d/coach.fish", "/usr/share/doc/coach/copyright",
            "/usr/share/doc/coach/changelog.Debian.gz",
        ] {
            #expect(listed.contains(file), "\(file) is not in the package")
        }
        try Self.tryInstalled("/usr/bin/coach", coach, manuals: [("coach", "NAME"), ("-L ru coach", "ИМЯ")])
        #expect(
            try ShellCompletionTests.bashOffers(
                coach, script: "/usr/share/bash-completion/completions/coach", line: "stopw", path: "/usr/bin:/bin")
                == ["stopwatch"])
        // The shell in a terminal: Tab completes, and the line is in the history the next time.
        let pane = try TmuxPane()
        pane.program = "/usr/bin/coach"
        pane.launch(columns: 80, rows: 24)
        pane.waitFor("coach>")
        pane.type("stopw", "Tab")
        pane.waitFor("coach> stopwatch")
        pane.type("Enter")
        pane.waitFor("00:00:00 stopped")
        pane.type("C-d")
        pane.waitFor("[exited 0]")
        pane.killServer()
        pane.launch(columns: 80, rows: 24)
        pane.waitFor("coach>")
        pane.type("Up")
        #expect(pane.waitFor("coach> stopwatch").contains("coach> stopwatch"))
        pane.type("C-c", "C-d")
    }

    @Test func theTarballInstallsUnderAPrefix() throws {
        let coach = CoachProcess()
        defer { try? FileManager.default.removeItem(at: coach.home) }
        let folder = try Self.dist(coach)
        let name = "coach-\(Self.version)-linux-x86_64"
        let unpacked = try coach.run(["-xzf", "\(name).tar.gz"], program: "/usr/bin/tar", in: folder)
        try #require(unpacked.status == 0, "tar: \(unpacked.err)")
        let prefix = coach.home.appendingPathComponent("prefix").path
        let installed = try coach.run(
            ["--prefix", prefix], program: folder.appendingPathComponent("\(name)/install.sh").path,
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(installed.status == 0, "install.sh: \(installed.err)")
        #expect(
            installed.out
                == "Installed \(try VersionTests.expected().dropLast()) in \(prefix).\nAdd \(prefix)/bin to your PATH to run "
                + "'coach' (e.g. in ~/.profile: PATH=\"\(prefix)/bin:$PATH\").\n")
        try Self.tryInstalled(
            prefix + "/bin/coach", coach,
            manuals: [("-M \(prefix)/share/man coach", "NAME"), ("-l \(prefix)/share/man/ru/man1/coach.1", "ИМЯ")])
        #expect(
            try ShellCompletionTests.bashOffers(
                coach, script: prefix + "/share/bash-completion/completions/coach", line: "stopw",
                path: "\(prefix)/bin:/usr/bin:/bin") == ["stopwatch"])
        for file in ["share/zsh/site-functions/_coach", "share/fish/vendor_completions.d/coach.fish"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) is not installed")
        }
    }
}
