import Foundation
import LegibleAudit
import LegibleColor
import Testing

@testable import LegibleTokens

/// The example specs in Examples/ audit real button states through their token files.
/// Expected ratios were computed independently from the hex values (WCAG 2.2 relative luminance).
@Suite struct ExampleAuditTests {
  func report(_ name: String) throws -> AuditReport {
    let path = TokenPaths.root.appendingPathComponent("Examples/\(name)").path
    let files = try ColorTokenTable.tokenPaths(ofSpecAt: path)
    let table = try TokenLoader().load(files).colorTokenTable
    let spec = try AuditSpec(contentsOfFile: path, tokens: table)
    return try Auditor().audit(spec)
  }

  func finding(
    _ report: AuditReport, _ component: String, _ theme: String, _ state: StateName,
    _ check: CheckKind
  ) -> Finding? {
    report.findings.first {
      $0.component == component && $0.theme == theme && $0.state == state && $0.check == check
    }
  }

  @Test func primerDarkHoverFailsAA() throws {
    let report = try report("primer-buttons.json")
    // White on #29903b (bgColor.hover, dark override): 1.05 / (0.20734 + 0.05) = 4.0803.
    let hover = try #require(
      finding(report, "PrimaryButton", "dark", StateName(custom: "hover"), .text))
    #expect(abs(hover.ratio - 4.080252516441812) < 1e-9)
    #expect(hover.verdict == .fail)
    // dark-dimmed hover #3b8640 misses by a hair: 4.4968.
    let dimmed = try #require(
      finding(report, "PrimaryButton", "dark-dimmed", StateName(custom: "hover"), .text))
    #expect(abs(dimmed.ratio - 4.4967559072133145) < 1e-9)
    #expect(dimmed.verdict == .fail)
    // light (the theme-less base value #1c8139) passes.
    #expect(
      finding(report, "PrimaryButton", "light", StateName(custom: "hover"), .text)?.verdict == .pass
    )
  }

  @Test func spectrumAccentPassesInLightAndDark() throws {
    let report = try report("spectrum-buttons.json")
    let dark = try #require(finding(report, "AccentButton", "dark", .normal, .text))
    #expect(abs(dark.ratio - 4.509343054597992) < 1e-9)  // white on #4069fd
    #expect(dark.verdict == .pass)
    let light = try #require(finding(report, "AccentButton", "light", .normal, .text))
    #expect(abs(light.ratio - 4.8124250051465225) < 1e-9)  // white on #3b63fb
    #expect(Set(report.findings.compactMap(\.theme)) == ["dark", "light", "wireframe"])
  }

  @Test func fluentDarkFillBoundaryFails() throws {
    let report = try report("fluent-buttons.json")
    // Dark hover fill #0078d4 (Brand.80) against NeutralBackground1 #292929: 3.2126 passes…
    let hover = try #require(
      finding(report, "PrimaryButton", "dark", StateName(custom: "hover"), .boundary))
    #expect(abs(hover.ratio - 3.2125758343309316) < 1e-9)
    #expect(hover.verdict == .pass)
    // …and the light rest text, white on #0078d4, is 4.5285.
    let text = try #require(finding(report, "PrimaryButton", "light", .normal, .text))
    #expect(abs(text.ratio - 4.528515190218159) < 1e-9)
    #expect(
      finding(report, "PrimaryButton", "dark", .pressed, .boundary)?.verdict == .fail)
  }

  @Test func carbonFourThemes() throws {
    let report = try report("carbon-buttons.json")
    // button.primary-hover in g90 = {blue.60Hover} (0, 0.313725, 0.901961) ≈ #0050e6 on #262626.
    let hover = try #require(
      finding(report, "PrimaryButton", "g90", StateName(custom: "hover"), .boundary))
    #expect(abs(hover.ratio - 2.3709906165203667) < 1e-3)
    #expect(hover.verdict == .fail)
    // White on blue.60 (components from the file, ≈ #0f62fe): 5.0017.
    let text = try #require(finding(report, "PrimaryButton", "white", .normal, .text))
    #expect(abs(text.ratio - 5.001743426261197) < 1e-3)
    #expect(Set(report.findings.compactMap(\.theme)) == ["g10", "g100", "g90", "white"])
  }
}
