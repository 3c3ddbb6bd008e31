import LegibleColor
import TestSupport
import Testing

struct APCACase: Sendable, CustomTestStringConvertible {
  var text: CSSColor
  var background: CSSColor
  var lc: Double
  var label: String
  var testDescription: String { label }
}

@Suite struct APCAContrastTests {
  // docs/reference/contrast.md §8 "APCA": apca-w3 test/, color.js test/contrast.js, adobe/leonardo
  // test/contrast.test.js, recomputed exactly. Tolerance 1e-9 absolute (the formula uses pow; the
  // values match to the last digit in double precision).
  static func hex(_ v: UInt32) -> CSSColor { CSSColor(rgb: v) }
  static let cases: [APCACase] = [
    .init(
      text: hex(0x888888), background: hex(0xFFFFFF), lc: 63.056469930209424, label: "#888 on #fff"),
    .init(
      text: hex(0xFFFFFF), background: hex(0x888888), lc: -68.54146436644962, label: "#fff on #888"),
    .init(
      text: hex(0x000000), background: hex(0xAAAAAA), lc: 58.146262578561334, label: "#000 on #aaa"),
    .init(
      text: hex(0xAAAAAA), background: hex(0x000000), lc: -56.24113336839742, label: "#aaa on #000"),
    .init(
      text: hex(0x112233), background: hex(0xDDEEFF), lc: 91.66830811481631, label: "#123 on #def"),
    .init(
      text: hex(0xDDEEFF), background: hex(0x112233), lc: -93.06770049484275, label: "#def on #123"),
    .init(
      text: hex(0x112233), background: hex(0x444444), lc: 8.32326136957393, label: "#123 on #444"),
    .init(
      text: hex(0x444444), background: hex(0x112233), lc: -7.526878460278154, label: "#444 on #123"),
    .init(
      text: hex(0x000000), background: hex(0xFFFFFF), lc: 106.04067321268862, label: "#000 on #fff"),
    .init(
      text: hex(0xFFFFFF), background: hex(0x000000), lc: -107.88473318309848, label: "#fff on #000"
    ),
    .init(
      text: CSSColor(redByte: 18, greenByte: 52, blueByte: 176),
      background: CSSColor(redByte: 233, greenByte: 228, blueByte: 208),
      lc: 75.57062523197818, label: "rgb(18,52,176) on rgb(233,228,208)"),
    .init(
      text: hex(0xFFA200), background: hex(0xFFFFFF), lc: 38.67214116963013,
      label: "#ffa200 on #fff"),
    .init(
      text: hex(0xEEEEEE), background: hex(0xFFFFFF), lc: 7.567424744881615, label: "#eee on #fff"),
    .init(
      text: hex(0xFFFFFF), background: hex(0xEC8227), lc: -57.01383842604974,
      label: "#fff on #ec8227"),
    .init(
      text: hex(0x8E8E8E), background: hex(0xFFFFFF), lc: 60.12141076007125,
      label: "#8e8e8e on #fff"),
    .init(
      text: hex(0xB1B1B1), background: hex(0x000000), lc: -60.09986741075479,
      label: "#b1b1b1 on #000"),
    // docs/reference/benchmarks.md §1 per-pair checks.
    .init(
      text: hex(0xBDD732), background: hex(0x262FEB), lc: -57.65678660150111, label: "BDD732/262FEB"
    ),
    .init(
      text: hex(0x581CE1), background: hex(0xFF0E4A), lc: 20.00310412302695, label: "581CE1/FF0E4A"),
  ]

  @Test(arguments: cases)
  func lcMatchesPublishedVector(_ c: APCACase) {
    let lc = APCAContrast().lc(c.text, c.background)
    #expect(isApproximatelyEqual(lc, c.lc, absoluteTolerance: 1e-9), "Lc \(lc)")
  }

  @Test func translucentTextIsBlendedFirst() {
    // docs/reference/contrast.md §8: #0006 on #fff = #999 after blending on white →
    // 54.62184067441377. apca-w3 rounds the blend to 8 bits: 0x66/255 alpha black over white = 153
    // exactly.
    let text = CSSColor(.sRGB, 0, 0, 0, alpha: Double(0x66) / 255)
    let lc = APCAContrast().lc(text: text, background: .white)
    #expect(isApproximatelyEqual(lc, 54.62184067441377, absoluteTolerance: 1e-9))
  }

  @Test func noiseGateGivesZero() {
    #expect(APCAContrast().lc(CSSColor(rgb: 0x808080), CSSColor(rgb: 0x808080)) == 0)
  }

  @Test func smallestNonZeroMagnitudeIsAboveLowClip() {
    // docs/reference/contrast.md §6: the smallest non-zero |Lc| is 7.3 (low clip 0.1 minus offset
    // 0.027).
    let lc = APCAContrast().lc(CSSColor(rgb: 0xEEEEEE), .white)
    #expect(lc > 7.3)
  }
}
