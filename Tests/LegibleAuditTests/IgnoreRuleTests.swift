import LegibleAudit
import LegibleColor
import Testing

/// Issue 42: what a suppression names, and what it silences. Small specs written here; the
/// ratios are the auditor's, the assertions on verdicts and counts.
@Suite("Suppressions: IgnoreRule and inline directives")
struct IgnoreRuleTests {
  /// White on #6090f0 (3.11, fails text), on #0050c0 (7.22, passes).
  func report() throws -> AuditReport {
    let spec = AuditSpec(
      name: "ignores", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "Primary", surface: "page",
          states: [
            "normal": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x0050c0))),
            "hover": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x6090f0))),
          ]),
        ComponentSpec(
          name: "Secondary", surface: "page",
          states: [
            "normal": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x6090f0)))
          ]),
      ])
    return try Auditor().audit(spec)
  }

  @Test("A component, state and check narrow the findings; only failures are silenced")
  func narrows() throws {
    let audited = try report()
    let failing = audited.findings.filter { $0.verdict == .fail }.count
    let rule = IgnoreRule(
      component: "Primary", states: ["hover"], checks: ["1.4.3"], reason: "accepted", at: "x:1")
    let (silenced, unused) = audited.ignoring([rule])
    #expect(unused.isEmpty)
    #expect(silenced.summary.ignored == 1)
    #expect(silenced.summary.fail == failing - 1)
    let hover = try #require(
      silenced.findings.first {
        $0.component == "Primary" && $0.state.rawValue == "hover" && $0.check == .text
      })
    #expect(hover.verdict == .ignored)
    #expect(hover.ignore == FindingIgnore(reason: "accepted", at: "x:1", verdict: .fail))
    // Secondary's identical failure is not named.
    #expect(silenced.findings.contains { $0.component == "Secondary" && $0.verdict == .fail })
  }

  @Test("A glob names several components; a rule naming only passing findings is unused")
  func globAndUnused() throws {
    let audited = try report()
    let all = IgnoreRule(component: "*ary", checks: ["text"], reason: "r", at: "a:1")
    let passing = IgnoreRule(component: "Primary", states: ["normal"], reason: "r", at: "b:1")
    let (silenced, unused) = audited.ignoring([all, passing])
    #expect(silenced.summary.ignored == 2)
    #expect(unused == [passing])
    #expect(IgnoreRule(component: "Prim*", reason: "r", at: "c").matches(audited.findings[0]))
    #expect(!IgnoreRule(component: "Prim", reason: "r", at: "c").matches(audited.findings[0]))
  }

  @Test("Inline directives: the line named, the words, the reason required")
  func inline() throws {
    let swift = """
      let a = 1
      button.setTitleColor(.gray, for: .disabled)  // legible:ignore disabled -- decorative
      // legible:ignore-next-line text, hover -- hidden behind a spinner
      button.setTitleColor(.clear, for: .selected)
      let url = "https://example.com/legible:ignore"
      """
    let rules = try InlineIgnores.scan(swift, file: "B.swift")
    #expect(rules.count == 2)
    #expect(rules[0].file == "B.swift")
    #expect(rules[0].line == 2)
    #expect(rules[0].states == ["disabled"])
    #expect(rules[0].reason == "decorative")
    #expect(rules[0].at == "B.swift:2")
    #expect(rules[1].line == 4)
    #expect(rules[1].states == ["hover"])
    #expect(rules[1].checks == ["text"])
    let css = "/* legible:ignore-next-line all -- brand */\n.b:hover { color: red }"
    let cssRules = try InlineIgnores.scan(css, file: "b.css")
    #expect(cssRules.first?.reason == "brand")
    #expect(cssRules.first?.states == [])
    #expect(throws: InlineIgnores.DirectiveError.self) {
      try InlineIgnores.scan("x // legible:ignore hover", file: "C.swift")
    }
    do {
      _ = try InlineIgnores.scan("a\n/* legible:ignore -- */", file: "d.css")
      Issue.record("an empty reason was accepted")
    } catch {
      #expect(error.description == "d.css:2: legible:ignore: the reason after ' -- ' is empty")
    }
  }
}
