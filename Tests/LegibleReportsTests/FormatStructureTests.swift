import Foundation
import LegibleAudit
import LegibleReports
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What the reading systems require of each machine format (docs/reference/formats.md §7–§10).
@Suite struct FormatStructureTests {
  @Test func sarifHasWhatCodeScanningNeeds() throws {
    let text = SARIFReportWriter().write(try seedReport())
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "legible")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(
      rules.compactMap { $0["id"] as? String } == [
        "wcag2.sc1-4-3.text", "wcag2.sc1-4-6.text", "wcag2.sc1-4-11.non-text",
        "wcag2.sc1-4-11.focus", "wcag2.sc2-4-13.focus",
      ])
    for rule in rules {
      for key in ["shortDescription", "fullDescription", "help"] {
        let text = (rule[key] as? [String: Any])?["text"] as? String
        #expect(text?.isEmpty == false, "rule \(rule["id"] ?? "?") lacks \(key)")
      }
      #expect((rule["helpUri"] as? String)?.hasPrefix("https://www.w3.org/WAI/WCAG22/") == true)
    }
    let results = try #require(run["results"] as? [[String: Any]])
    // Seed example: 5 failures → 5 errors; the pressed fill passes 1.4.11 at 4.00 but fails
    // under linear-light compositing → 1 note. Passes without flips and exempt findings are omitted.
    #expect(
      results.compactMap { $0["level"] as? String }.sorted() == [
        "error", "error", "error", "error", "error", "note",
      ])
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == ruleID)
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let location = try #require((result["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      #expect(artifact["uri"] as? String == "Examples/seed-buttons.json")
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
    }
  }

  @Test func junitCountsAndParses() throws {
    let xml = JUnitReportWriter().write(try seedReport())
    let collector = XMLCollector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = collector
    #expect(parser.parse())
    #expect(collector.classnames.count == 21)  // one test case per finding
    #expect(collector.failures == 5)
    #expect(xml.contains("tests=\"21\" failures=\"5\" errors=\"0\" skipped=\"4\""))
    #expect(xml.contains("<failure type=\"wcag2.sc1-4-3.text\" message=\"4.00:1 &lt; 4.5:1\">"))
  }

  @Test func githubAnnotationsAreCappedAtTenPerLevel() throws {
    let components = (0..<12).map { i in
      ComponentSpec(
        name: "C\(i)", surface: "page",
        states: ["normal": StateSpec(text: .color(.white), background: .color(.white))])
    }
    let spec = AuditSpec(name: "many", surfaces: ["page": .color(.white)], components: components)
    let out = GitHubReportWriter().write(try Auditor().audit(spec))
    let lines = out.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("::error") }.count == 10)
    #expect(lines.last?.contains("more not annotated") == true)
  }

  @Test func githubEscapesPropertiesAndData() throws {
    let out = GitHubReportWriter().write(try seedReport())
    let first = try #require(out.split(separator: "\n").first)
    #expect(
      first.hasPrefix(
        "::error file=Examples/seed-buttons.json,line=26,col=20,title=WCAG 1.4.3 Contrast (Minimum) (AA) wcag2.sc1-4-3.text::"
      ))
  }

  @Test func markdownTruncatesAndSaysWhat() throws {
    let report = try seedReport()
    let full = MarkdownReportWriter().write(report)
    let limit = full.utf8.count - 600
    let cut = MarkdownReportWriter(byteLimit: limit).write(report)
    #expect(cut.utf8.count <= limit)
    #expect(cut.contains("**Truncated:**"))
    #expect(cut.contains("Left out:"))
    // Failing rows come first, so they survive the cut.
    // 5 failing rows + the counts header.
    #expect(cut.components(separatedBy: "| ✗ fail | ").count - 1 == 6)
  }

  @Test func htmlIsSelfContainedAndAccessibleByConstruction() throws {
    let html = HTMLReportWriter().write(try seedReport())
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(
      html.contains(
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">"
      ))
    #expect(html.components(separatedBy: "<h1").count == 2)
    #expect(!html.contains("<script"))
    #expect(!html.contains("src=\"http"))
    #expect(!html.contains("<link"))
    #expect(html.contains("@media print"))
    #expect(html.contains("<th scope=\"col\">"))
    #expect(html.contains("<th scope=\"row\">"))
    // The pressed state is drawn with its composited fill (rgb(0 97 205) at 0.8 over white).
    #expect(html.contains("data-expected-fill=\"#3381d7\""))
    // One swatch per state: 5 + 3 + 2.
    #expect(html.components(separatedBy: "data-expected-fill=").count - 1 == 10)
    #expect(html.contains("https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html"))
  }

  @Test func everyFormatHasAWriterAndName() {
    #expect(
      ReportFormat.allCases.map(\.rawValue) == [
        "text", "json", "html", "markdown", "sarif", "junit", "github", "xcode",
      ])
    #expect(ReportFormat.html.writer is HTMLReportWriter)
    #expect(ReportFormat.xcode.writer(ReportOptions(baseDirectory: "/x")) is XcodeReportWriter)
  }
}
