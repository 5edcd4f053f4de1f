import Foundation
import Testing

/// `export --for anki` on the binary people run: Anki's plain-text notes, read as Anki reads them (header lines, then
/// four tab-separated fields a note), every formula once and the learned one tagged.
struct AnkiExportTests {
    @Test func everyFormulaIsANoteAndTheLearnedOneIsTagged() throws {
        let coach = CoachProcess()
        #expect(try coach.run(["formula", "learn", "pythagorean-theorem"]).status == 0)
        let listed = try coach.run(["formula", "list", "--json"]).out
        let count = try #require(try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [Any]).count
        let folder = coach.home.appendingPathComponent("anki")
        let wrote = try coach.run(["export", "--for", "anki", "--output", folder.path])
        #expect(wrote.out == "Exported \(count) formulas to \(folder.path): anki-formulas.txt (\(count)).\n")
        let read = try coach.run(
            [
                "-c",
                """
                import sys
                lines = open(sys.argv[1], encoding="utf-8").read().split("\\n")
                assert lines[-1] == ""
                headers = [l for l in lines[:-1] if l.startswith("#")]
                notes = [l.split("\\t") for l in lines[:-1] if not l.startswith("#")]
                print(headers)
                print(len(notes), set(len(n) for n in notes))
                print([n for n in notes if "learned" in n[3].split()])
                """, folder.appendingPathComponent("anki-formulas.txt").path,
            ], program: "/usr/bin/python3")
        #expect(
            read.out == """
                ['#separator:tab', '#html:true', '#notetype:Basic', '#deck column:1', '#tags column:4']
                \(count) {4}
                [['coach::Mathematics', 'Pythagorean theorem', 'a² + b² = c²<br>a — first leg, m<br>b — second leg, m<br>c — hypotenuse, m<br>In a right triangle the squares of the two legs add up to the square of the hypotenuse. Use it to find a missing side.', 'mathematics Geometry learned']]

                """, "\(read.err)")
    }
}
