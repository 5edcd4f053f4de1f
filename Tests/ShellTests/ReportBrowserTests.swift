import Foundation
import Testing

/// `report` opens in a real browser: headless Chromium renders it to a PNG that is not blank and to an A4 PDF of two pages.
struct ReportBrowserTests {
    static let chromium = NeededTool("/usr/bin/chromium"), pdfinfo = NeededTool("/usr/bin/pdfinfo")

    @Test(NeededTool.needed(chromium, pdfinfo))
    func chromiumRendersTheMonthToAPictureAndTwoA4Pages() throws {
        let chromium = try Self.chromium.require()
        let pdfinfo = try Self.pdfinfo.require()
        let coach = CoachProcess()
        // A whole month that is over, so the page is the same whatever day the test runs.
        let script =
            "goal calories 2000\ngoal breathing 10m\nmeal add 'Soup <b>& \"bread\"' 450 --date 2026-10-15\nmeal add Apple 52 --date 2026-10-15\n"
            + "checkin --mood 4 --energy 3 --date 2026-10-15\n"
        #expect(try coach.run([], input: script).status == 0)
        let page = coach.home.appendingPathComponent("report.html")
        let made = try coach.run(["report", "--month", "2026-10", "--output", page.path])
        #expect(made.status == 0 && made.out.hasPrefix("Wrote the report for "), "\(made.err)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(
            html.contains("data from <code>\(coach.dataDirectory.path)</code>") && html.contains("<svg")
                && html.contains("@page{size:A4"))
        #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("href="))
        #expect(!html.contains("<b>&"))
        let png = coach.home.appendingPathComponent("report.png")
        let pdf = coach.home.appendingPathComponent("report.pdf")
        let common = [
            "--headless", "--no-sandbox", "--disable-gpu",
            "--user-data-dir=" + coach.home.appendingPathComponent("chromium").path,
        ]
        #expect(
            try coach.run(
                common + ["--window-size=900,1300", "--screenshot=" + png.path, page.absoluteString], program: chromium
            ).status == 0)
        #expect(
            try coach.run(
                common + ["--no-pdf-header-footer", "--print-to-pdf=" + pdf.path, page.absoluteString],
                program: chromium
            ).status == 0)
        let info = try coach.run([pdf.path], program: pdfinfo).out
        #expect(info.contains("Pages:           2\n"), "\(info)")
        #expect(info.contains("(A4)"), "\(info)")
        let colours = try coach.run(["python3", "-c", Self.countColours, png.path], program: "/usr/bin/env")
        #expect(
            (Int(colours.out.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 8,
            "colours in the screenshot: \(colours.out) \(colours.err)")
    }

    /// A month begun on the 20th, in Russian, with ten areas: two A4 pages, the days from the first one kept, averages
    /// over those days, no total for a measure, and the page's words and numbers in Russian.
    @Test(NeededTool.needed(chromium, pdfinfo))
    func aMonthBegunLateFillsTwoPagesInRussianFromItsFirstDay() throws {
        let chromium = try Self.chromium.require()
        let pdfinfo = try Self.pdfinfo.require()
        let coach = CoachProcess()
        var script = "settings set language ru\ngoal calories 2000\ngoal breathing 10m\n"
        script +=
            "track add water --goal 8 --unit glasses\ntrack water 3 --date 2026-10-20\ntrack water 5 --date 2026-10-25\n"
        script += "track add weight --unit kg --measure\ntrack weight 80.5 --date 2026-10-21\n"
        script += "track weight 79.9 --date 2026-10-28\n"
        for name in ["stretch", "floss", "read", "walk"] {
            script += "track add \(name)\ntrack \(name) --date 2026-10-22\n"
        }
        for day in 20...31 {
            script += "meal add Soup \(300 + day) --date 2026-10-\(day)\n"
            script += "checkin --mood \(day % 5 + 1) --energy 3 --date 2026-10-\(day) --tag t\(day % 7)\n"
        }
        #expect(try coach.run([], input: script).status == 0)
        let page = coach.home.appendingPathComponent("report.html")
        let made = try coach.run(["report", "--month", "2026-10", "--output", page.path])
        #expect(made.status == 0, "\(made.err)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<td>2026-10-19</td>") && html.contains("<tr><td>2026-10-20</td>"))
        #expect(html.contains("<tr><td>2026-10-31</td>"))
        func figures(_ title: String) -> String {
            guard let start = html.range(of: "<h2>\(title)</h2>\n<p class=\"muted\">") else { return "" }
            return String(html[start.upperBound...].prefix { $0 != "<" })
        }
        // 8 glasses over the 12 days from the 20th, not over the month's 31.
        #expect(figures("Water").hasPrefix("Всего 8 glasses · в среднем 0,7 glasses в день"), "\(figures("Water"))")
        #expect(!figures("Weight").isEmpty && !figures("Weight").contains("Всего"), "\(figures("Weight"))")
        #expect(html.contains("<th>Дыхание (мин)</th>"))
        #expect(html.contains("<td>дыхание: было</td>") || html.contains("<td>дыхание: не было</td>"), "\(html)")
        let pdf = coach.home.appendingPathComponent("report.pdf")
        #expect(
            try coach.run(
                [
                    "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    "--user-data-dir=" + coach.home.appendingPathComponent("chromium").path,
                    "--print-to-pdf=" + pdf.path, page.absoluteString,
                ], program: chromium
            ).status == 0)
        let info = try coach.run([pdf.path], program: pdfinfo).out
        #expect(info.contains("Pages:           2\n"), "\(info)")
    }

    /// Counts the distinct pixel bytes of an 8-bit PNG (filtered rows, which is enough to tell a blank page from a drawn one).
    static let countColours = """
        import struct, sys, zlib
        data = open(sys.argv[1], "rb").read()
        assert data[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
        pos, idat, width, channels = 8, b"", 0, 4
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b"IHDR":
                width = struct.unpack(">I", body[:4])[0]
                channels = {2: 3, 6: 4, 0: 1, 4: 2}.get(body[9], 4)
            if kind == b"IDAT":
                idat += body
            pos += 12 + length
        raw = zlib.decompress(idat)
        stride = width * channels + 1
        pixels = set()
        for row in range(0, len(raw), stride):
            line = raw[row + 1:row + stride]
            if raw[row] == 0:
                pixels.update(line[i:i + channels] for i in range(0, len(line), channels))
            else:
                pixels.update(line[i:i + channels] for i in range(0, len(line), channels * 50))
        print(len(pixels))
        """
}
