import Foundation
import LegibleAudit
import LegibleColor
import LegibleReports
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Names that try to break out of every format: HTML/XML markup and entities, Markdown table
/// pipes and code spans, line breaks, GitHub workflow commands and their percent escapes.
@Suite struct HostileNameTests {
  static let hostile =
    "<script>alert(1)</script>\"><img src=x onerror=alert(2)> | `tick` &amp; &lt; ]]> 'q'\n"
    + "::error file=x,line=1::pwned %0A::warning::again $x$ **b** [l](javascript:x)"

  /// One failing component on a white page, with the hostile string as report, component,
  /// theme and state name.
  static func report() throws -> AuditReport {
    let spec = AuditSpec(
      name: hostile, themes: [hostile], surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: hostile, surface: "page",
          states: [
            hostile: StateSpec(
              text: .color(try CSSColor(css: "#777777")), background: .color(.white),
              border: .color(try CSSColor(css: "#eeeeee")))
          ])
      ])
    let report = try Auditor().audit(spec)
    #expect(report.summary.fail == 2)
    return report
  }

  @Test func htmlHasNoInjectedMarkup() throws {
    let html = HTMLReportWriter().write(try Self.report())
    #expect(!html.contains("<script"))
    #expect(!html.contains("<img"))
    #expect(!html.contains("onerror=alert(2)>"))
    #expect(!html.contains("\"><img"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img"))
    #expect(html.contains("&amp;amp;"))
  }

  @Test func markdownRowsKeepTheirCells() throws {
    let md = MarkdownReportWriter().write(try Self.report())
    #expect(!md.contains("<script"))
    #expect(!md.contains("<img"))
    let rows = md.split(separator: "\n").filter { $0.hasPrefix("| ✗") && $0.contains("[1.4.") }
    #expect(rows.count == 2)
    for row in rows {
      // Unescaped pipes delimit cells: 11 columns with a theme → 12 delimiters.
      var delimiters = 0
      var previous: Character = " "
      for ch in row {
        if ch == "|", previous != "\\" { delimiters += 1 }
        previous = ch
      }
      #expect(delimiters == 12, "row: \(row)")
      #expect(row.contains("\\`tick\\`"))
      #expect(row.contains("\\$x\\$"))
    }
  }

  @Test func sarifRoundTripsTheName() throws {
    let text = SARIFReportWriter().write(try Self.report())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let runs = try #require(object["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.count == 2)
    let properties = try #require(results.first?["properties"] as? [String: Any])
    #expect(properties["component"] as? String == Self.hostile)
  }

  @Test func junitIsWellFormedAndRoundTrips() throws {
    let xml = JUnitReportWriter().write(try Self.report())
    let collector = XMLCollector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = collector
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    #expect(collector.classnames == [Self.hostile, Self.hostile])
    #expect(collector.failures == 2)
  }

  @Test func githubCommandsStayOnTheirLines() throws {
    let out = GitHubReportWriter().write(try Self.report())
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 3)  // two ::error, one ::notice
    #expect(lines.filter { $0.hasPrefix("::error ") }.count == 2)
    #expect(lines.last?.hasPrefix("::notice ") == true)
    #expect(out.contains("%250A"))  // the literal "%0A" in the name is escaped, not decoded
    #expect(!out.contains("\n::warning"))
  }

  @Test func xcodeDiagnosticsStayOnTheirLines() throws {
    let out = XcodeReportWriter().write(try Self.report())
    let lines = out.split(separator: "\n")
    #expect(lines.count == 2)
    for line in lines { #expect(line.hasPrefix("error: ")) }
  }
}

/// Collects testcase class names and failure counts.
final class XMLCollector: NSObject, XMLParserDelegate {
  var classnames: [String] = []
  var failures = 0
  var elements: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append(elementName)
    if elementName == "testcase", let name = attributes["classname"] { classnames.append(name) }
    if elementName == "failure" { failures += 1 }
  }
}
