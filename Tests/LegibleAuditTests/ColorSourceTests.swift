import LegibleColor
import Testing

@testable import LegibleAudit

/// Sources and review reasons in audit specs: what a spec states, what the reader adds for
/// `"{token}"` colours, and how findings carry them.
@Suite struct ColorSourceTests {
  let table: ColorTokenTable = {
    var t = ColorTokenTable()
    t.add(
      "brand.hover",
      .init(
        theme: "light", color: CSSColor(rgb: 0x0055CC), source: "t.json:4", file: "t.json", line: 4,
        column: 9))
    t.add(
      "brand.hover",
      .init(
        theme: "dark", color: CSSColor(rgb: 0x85B8FF), source: "t.json:9", file: "t.json", line: 9,
        column: 9))
    t.add(
      "ink",
      .init(theme: nil, color: CSSColor(rgb: 0xFFFFFF), source: "t.json:2", file: "t.json", line: 2)
    )
    return t
  }()

  func spec(_ hover: String, surfaces: String = ##""page": "#ffffff""##) -> String {
    """
    {"tokens": ["t.json"], "surfaces": {\(surfaces)},
     "components": [{"name": "Brand", "surface": "page", "states": {"hover": \(hover)}}]}
    """
  }

  @Test("A \"{token}\" colour gets its token, file:line per theme and pairing stated")
  func tokenColourIsStated() throws {
    let spec = try AuditSpec(
      json: spec(#"{"text": "{ink}", "background": "{brand.hover}"}"#), file: "s.json",
      tokens: table)
    let sources = try #require(spec.components[0].states["hover"]?.sources)
    let dark = try #require(sources["background"]?.source(theme: "dark"))
    #expect(dark.token == "brand.hover")
    #expect(dark.position == "t.json:9:9")
    #expect(dark.pairing == .stated)
    #expect(sources["text"]?.source(theme: "light")?.position == "t.json:2")
    let report = try Auditor().audit(spec)
    let text = try #require(
      report.findings.first { $0.theme == "dark" && $0.element == .text })
    #expect(text.foregroundSource?.token == "ink")
    #expect(text.backgroundSource?.token == "brand.hover")
    #expect(text.backgroundSource?.line == 9)
    // The spec's own line stays the finding's location.
    #expect(text.location?.file == "s.json")
  }

  @Test("A given source keeps its pairing and evidence and gains the token's position")
  func givenSourceKeepsPairing() throws {
    let spec = try AuditSpec(
      json: spec(
        #"""
        {"text": "{ink}", "background": "{brand.hover}",
         "sources": {"text": {"token": "ink", "pairing": "inherited", "evidence": "rest text"}}}
        """#), file: "s.json", tokens: table)
    let text = try #require(
      spec.components[0].states["hover"]?.sources["text"]?.source(theme: "light"))
    #expect(text.pairing == .inherited)
    #expect(text.evidence == "rest text")
    #expect(text.line == 2)
  }

  @Test("review turns pass and fail into needs-review with the reason; exempt stays exempt")
  func reviewOverridesVerdicts() throws {
    // #ffffff on #0055cc is 6.62:1 (a pass without the review); on #85b8ff 2.04:1 (a fail).
    let spec = try AuditSpec(
      json: spec(
        #"{"text": "{ink}", "background": "{brand.hover}", "review": "\"active\" may mean selected"}"#
      ),
      file: "s.json", tokens: table)
    let report = try Auditor().audit(spec)
    let texts = report.findings.filter { $0.element == .text }
    #expect(texts.count == 2)
    for f in texts {
      #expect(f.verdict == .needsReview)
      #expect(f.review == "\"active\" may mean selected")
      #expect(f.message.hasSuffix("; needs review: \"active\" may mean selected"))
      #expect(f.flips.isEmpty)
    }
    let light = try #require(texts.first { $0.theme == "light" })
    // WCAG 2.x ratio of #ffffff on #0055cc worked by hand (sRGB transfer, 0.2126/0.7152/0.0722):
    // 6.6218…; tolerance 1e-3.
    #expect(abs(light.ratio - 6.6218) < 1e-3)
  }

  @Test("Sources without a pairing, with an unknown pairing or for an unset property are errors")
  func badSources() {
    let cases: [(String, String)] = [
      (
        ##"{"text": "#fff", "sources": {"text": {"token": "x"}}}"##,
        "missing key \"pairing\" (stated, inferred or inherited)"
      ),
      (
        ##"{"text": "#fff", "sources": {"text": {"pairing": "infered"}}}"##,
        "unknown pairing \"infered\" (did you mean \"inferred\"?)"
      ),
      (
        ##"{"text": "#fff", "sources": {"border": {"pairing": "stated"}}}"##,
        "a source for \"border\", which this state does not set: give the colour or remove the source"
      ),
      (
        ##"{"text": "#fff", "sources": {"txt": {"pairing": "stated"}}}"##,
        "unknown key \"txt\" in sources (did you mean \"text\"?)"
      ),
      (##"{"text": "#fff", "review": "  "}"##, "\"review\" must say why the state needs review"),
    ]
    for (hover, message) in cases {
      let error = #expect(throws: AuditSpecError.self) {
        try AuditSpec(json: spec(hover), file: "s.json", tokens: table)
      }
      #expect(error?.message == message, "\(hover)")
    }
  }

  @Test("A spec without a file points findings at the colour's source")
  func discoveredSpecLocation() throws {
    var state = StateSpec(
      text: .color(CSSColor(rgb: 0xFFFFFF)), background: .color(CSSColor(rgb: 0x777777)))
    state.sources["background"] = .all(
      ColorSource(
        token: "--x-btn-hover-bg", file: "x.css", line: 12, column: 3, pairing: .inferred,
        evidence: "shared prefix"))
    let spec = AuditSpec(
      name: "D", surfaces: ["page": .color(CSSColor(rgb: 0xFFFFFF))],
      components: [ComponentSpec(name: "btn", surface: "page", states: ["hover": state])])
    let report = try Auditor().audit(spec)
    let text = try #require(report.findings.first { $0.element == .text })
    // The text has no source; its background's is the one that says where to look.
    #expect(
      text.location == SpecLocation(file: "x.css", line: 12, column: 3, path: "{--x-btn-hover-bg}"))
    #expect(
      text.backgroundSource?.summary == "{--x-btn-hover-bg} at x.css:12:3, inferred: shared prefix")
  }
}
