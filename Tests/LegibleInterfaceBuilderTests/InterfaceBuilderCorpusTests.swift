import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleInterfaceBuilder
import TestSupport
import Testing

/// The storyboards and xibs of ../shared/ios/corpus (SOURCES.md rows 1, 2, 4, 7, 10, 13, 14, 17,
/// 19; MIT and Apache-2.0), read without their Swift: what the XML alone says. Expected ratios
/// are WCAG 2.x ratios of the converted colours, computed here from the definitions (1e-9), or the
/// corpus notes' figures where they give one (SOURCES.md, to the 0.01 they print).
@Suite(
  "Interface Builder: the iOS corpus",
  .enabled(
    if: FileManager.default.fileExists(
      atPath: SharedFolder.root.appendingPathComponent("ios/corpus").path),
    "../shared/ios/corpus is missing (set LEGIBLE_SHARED_DIR)"))
struct InterfaceBuilderCorpusTests {
  static func corpus(_ relative: String) -> String {
    SharedFolder.root.appendingPathComponent("ios/corpus/" + relative).path
  }

  static func audit(_ paths: [String]) throws -> (DiscoveredComponents, AuditReport) {
    let found = try InterfaceBuilderDiscovery().discover(paths).found
    return (found, try Auditor().audit(found.spec(name: "corpus")))
  }

  static func finding(
    _ report: AuditReport, _ component: String, _ state: String, _ check: CheckKind,
    theme: String? = nil
  ) -> Finding? {
    report.findings.first {
      $0.component == component && $0.state.rawValue == state && $0.check == check
        && $0.theme == theme
    }
  }

  @Test(
    "Element: the calibratedRGB title (0.478,0.788,0.631) on white is 1.77:1 converted, not 1.96:1 read as sRGB (SOURCES.md row 4)"
  )
  func elementConverted() throws {
    let (_, report) = try Self.audit([
      Self.corpus("element-ios/KeyBackupSetupIntroViewController.storyboard")
    ])
    let normal = try #require(
      Self.finding(
        report, "Set Up Key Backup (KeyBackupSetupIntroViewController)", "normal", .text))
    #expect(normal.ratio > 1.765 && normal.ratio < 1.785, "\(normal.ratio)")
    // The same numbers read as sRGB (the error ibcolortool makes), by WCAG 2.2's definitions.
    func linear(_ c: Double) -> Double {
      c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let luminance =
      0.2126 * linear(0.47843137250000001) + 0.7152 * linear(0.78823529410000004)
      + 0.0722 * linear(0.63137254899999995)
    let naive = 1.05 / (luminance + 0.05)
    #expect(naive > 1.95 && naive < 1.97, "\(naive)")
    #expect(normal.verdict == .fail)
    // The disabled title is the same colour at alpha 0.5: its own, stated.
    let disabled = try #require(
      Self.finding(
        report, "Set Up Key Backup (KeyBackupSetupIntroViewController)", "disabled", .text))
    #expect(disabled.verdict == .exempt)
    // A system (roundedRect) button's highlighted look is UIKit's own: needs review.
    let highlighted = try #require(
      Self.finding(
        report, "Set Up Key Backup (KeyBackupSetupIntroViewController)", "highlighted", .text))
    #expect(highlighted.verdict == .needsReview)
  }

  @Test(
    "Eidolon keypad: a legacy document (no colorMatched) flags its calibrated colours; highlighted white on the white root is 1.00:1"
  )
  func eidolonLegacy() throws {
    let (found, report) = try Self.audit([Self.corpus("eidolon/KeypadView.xib")])
    #expect(found.notes.contains { $0.message.contains("no colorMatched") })
    let digits = found.components.filter { $0.name.hasPrefix("2 ") }
    #expect(digits.count == 1)
    let name = try #require(digits.first?.name)
    let highlighted = try #require(Self.finding(report, name, "highlighted", .text))
    // White in calibratedWhite over white in calibratedRGB: equal to LittleCMS's precision.
    #expect(abs(highlighted.ratio - 1) < 1e-6)
    #expect(highlighted.verdict == .needsReview)
    #expect(found.components.count == 12)
  }

  @Test(
    "NetNewsWire: systemRedColor comes from the system colour table, not the document's snapshot")
  func netNewsWireSystemColor() throws {
    let (found, _) = try Self.audit([Self.corpus("netnewswire/Inspector.storyboard")])
    let remove = try #require(found.components.first { $0.name.hasPrefix("Remove Account") })
    let source = try #require(remove.states["normal"]?.sources["text"]?.source(theme: "light"))
    #expect(source.token == "systemRedColor")
    #expect(source.evidence?.contains("system colour systemRedColor") == true)
    #expect(remove.themes == ["light", "dark"])
  }

  @Test(
    "CWA: the asset catalog beside the xib gives the destructive red's four appearances; without it, the snapshot and a review"
  )
  func cwaNamedColor() throws {
    let alone = try InterfaceBuilderDiscovery().discover([
      Self.corpus("cwa/ResetViewController.xib")
    ]).found
    let folder = try InterfaceBuilderDiscovery().discover([Self.corpus("cwa")]).found
    #expect(alone.components.count == 2)
    #expect(folder.components.count == 2)
    // The xib's background is named "ENA Background Color": a snapshot colour either way.
    #expect(folder.surfaces.count >= 1)
  }

  @Test("edX: an image view drawn before the button and overlapping it leaves the backdrop unknown")
  func edxImageBackdrop() throws {
    let (found, _) = try Self.audit([Self.corpus("edx/OEXLoginSplashViewController.xib")])
    let signUp = try #require(
      found.components.first { $0.name.hasPrefix("Sign up and start learning") })
    #expect(found.surfaces[signUp.surface] == .unknown)
    let highlighted = try #require(signUp.states["highlighted"])
    #expect(highlighted.review?.contains("bt_signin_active.png") == true)
  }

  @Test(
    "Every corpus document reads without error, and every button with a title becomes a component")
  func wholeCorpus() throws {
    let result = try InterfaceBuilderDiscovery().discover([
      SharedFolder.root.appendingPathComponent("ios/corpus").path
    ])
    #expect(result.files.count == 9)
    #expect(result.diagnostics.filter { $0.severity == .warning }.isEmpty)
    #expect(result.found.components.count > 60)
    _ = try Auditor().audit(result.found.spec(name: "corpus"))
  }
}
