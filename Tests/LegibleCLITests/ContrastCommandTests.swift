import LegibleColor
import TestSupport
import Testing

@testable import LegibleCommandLine

@Suite struct ContrastCommandTests {
  struct JSONCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var ratio: Double
    var aa: Bool
    var foreground: String
    var background: String
    var source: String
    var testDescription: String { name }
  }

  static let jsonCases: [JSONCase] = [
    JSONCase(
      name: "#777 on white just fails AA", arguments: ["#777", "white"],
      ratio: 4.478089453577214, aa: false, foreground: "#777777", background: "#ffffff",
      source: "docs/reference/contrast.md §8, w3c/wcag#200"),
    JSONCase(
      name: "#767676 on white passes AA", arguments: ["#767676", "#fff"],
      ratio: 4.542224959605253, aa: true, foreground: "#767676", background: "#ffffff",
      source: "docs/reference/contrast.md §8"),
    JSONCase(
      name: "#2F8823 on white, wcag coefficients, fails", arguments: ["#2F8823", "white"],
      ratio: 4.499870326, aa: false, foreground: "#2f8823", background: "#ffffff",
      source: "docs/reference/contrast.md §1"),
    JSONCase(
      name: "#2F8823 on white, css4 coefficients, passes",
      arguments: ["#2F8823", "white", "--coefficients", "css4"],
      ratio: 4.500000148, aa: true, foreground: "#2f8823", background: "#ffffff",
      source: "docs/reference/contrast.md §1"),
  ]

  @Test(arguments: jsonCases)
  func jsonValues(_ c: JSONCase) throws {
    let r = runLegible(["contrast", "--json"] + c.arguments)
    #expect(r.status == 0)
    let object = try jsonObject(r.output)
    let ratio = try #require(object["ratio"] as? Double)
    // 1e-12 relative for full-precision vectors, 1e-9 absolute for the 9-decimal ones.
    #expect(isApproximatelyEqual(ratio, c.ratio, absoluteTolerance: 1e-9, relativeTolerance: 1e-12))
    #expect(object["aa"] as? Bool == c.aa)
    #expect(object["foreground"] as? String == c.foreground)
    #expect(object["background"] as? String == c.background)
  }

  @Test func jsonHasEveryKeySortedAndPolicy() throws {
    let r = runLegible(["contrast", "--json", "#000", "#fff"])
    let object = try jsonObject(r.output)
    for key in [
      "ratio", "apca", "foreground", "background", "aa", "aaLarge", "aaa", "aaaLarge",
      "nonText", "policy",
    ] {
      #expect(object[key] != nil, "missing \(key)")
    }
    let policy = try #require(object["policy"] as? [String: Any])
    #expect(policy["coefficients"] as? String == "wcag")
    #expect(policy["composite"] as? String == "srgb")
    #expect(policy["backdrop"] as? String == "#ffffff")
    // Keys are printed in sorted order, numbers in shortest round-trip form.
    let keys = r.output.split(separator: "\n").filter { $0.hasPrefix("  \"") }
      .map { $0.split(separator: "\"")[1] }
    #expect(keys == keys.sorted())
    #expect(r.output.contains("\"ratio\": 21.0,") || r.output.contains("\"ratio\": 21.0\n"))
    let apca = try #require(object["apca"] as? Double)
    #expect(isApproximatelyEqual(apca, APCAContrast().lc(.black, .white), relativeTolerance: 1e-12))
  }

  @Test func translucentForegroundIsCompositedOverBackground() throws {
    // 50 % black on white is a 127.5 grey; the display rounds to #808080. Legible does not
    // quantise, so the ratio is the 127.5 grey's 3.98 (docs/reference/compositing.md §5), not the
    // 3.949 of the quantised #808080 (docs/reference/compositing.md §6).
    let expected = WCAG2Contrast().ratio(
      text: CSSColor(.sRGB, 0, 0, 0, alpha: 0.5), background: .white)
    let r = runLegible(["contrast", "--json", "rgb(0 0 0 / 0.5)", "white"])
    #expect(r.status == 0, "\(r.error)")
    let object = try jsonObject(r.output)
    #expect(object["foreground"] as? String == "#808080")
    let ratio = try #require(object["ratio"] as? Double)
    #expect(isApproximatelyEqual(ratio, expected, relativeTolerance: 1e-12))
    #expect(isApproximatelyEqual(ratio, 3.98, absoluteTolerance: 5e-3))
    let quantized = WCAG2Contrast().ratio(CSSColor(rgb: 0x808080), .white)
    #expect(isApproximatelyEqual(quantized, 3.949, absoluteTolerance: 5e-4))
  }

  @Test func translucentBackgroundUsesTheBackdrop() throws {
    let r = runLegible(["contrast", "--json", "#fff", "#00000080", "--backdrop", "black"])
    let object = try jsonObject(r.output)
    #expect(object["background"] as? String == "#000000")
    #expect(object["ratio"] as? Double == 21)
  }

  @Test func linearCompositingChangesTheResult() throws {
    let srgb = try jsonObject(runLegible(["contrast", "--json", "#00000080", "#fff"]).output)
    let linear = try jsonObject(
      runLegible(["contrast", "--json", "#00000080", "#fff", "--composite", "linear"]).output)
    #expect(srgb["foreground"] as? String == "#7f7f7f")
    #expect(linear["foreground"] as? String == "#bbbbbb")
    let policy = try #require(linear["policy"] as? [String: Any])
    #expect(policy["composite"] as? String == "linear")
  }

  @Test func androidHexPutsAlphaFirst() throws {
    let android = try jsonObject(
      runLegible(["contrast", "--json", "--hex", "argb", "#80000000", "white"]).output)
    let css = try jsonObject(runLegible(["contrast", "--json", "#00000080", "white"]).output)
    #expect(android["foreground"] as? String == "#7f7f7f")
    #expect(android["ratio"] as? Double == css["ratio"] as? Double)
  }

  @Test func textBlockFloorsAndListsCriteria() {
    let r = runLegible(["contrast", "#777", "white"])
    #expect(r.status == 0)
    #expect(r.output.contains("Text:        #777777\n"))
    #expect(r.output.contains("Background:  #ffffff\n"))
    // 4.478… floors to 4.47 (never rounds up to a passing-looking 4.48).
    #expect(r.output.contains("Ratio:       4.47:1\n"))
    #expect(r.output.contains("APCA:        Lc 71.1 (dark text on a light background)\n"))
    let verdicts = r.output.split(separator: "\n").filter { $0.hasPrefix("  ") }
      .map { $0.split(separator: " ").last.map(String.init) ?? "" }
    #expect(verdicts == ["fail", "pass", "fail", "fail", "pass"])
    #expect(r.output.contains("Policy: WCAG 2.x text coefficients"))
    #expect(r.output.contains("backdrop #ffffff"))
  }

  @Test func lightOnDarkHasNegativeLc() {
    let r = runLegible(["contrast", "#fff", "#000"])
    #expect(r.output.contains("APCA:        Lc -107.9 (light text on a dark background)\n"))
    #expect(r.output.contains("Ratio:       21.00:1\n"))
  }

  // A wide-gamut colour is printed losslessly and with the colour an sRGB screen shows, by CSS
  // Color 4 gamut mapping (#ff341e, ColorAide 8.13.1 minde-chroma), not the naive clip #ff0000.
  @Test func wideGamutTextShowsItsGamutMappedSRGB() {
    let r = runLegible(["contrast", "color(display-p3 1 0.2 0.1)", "white"])
    #expect(r.status == 0)
    #expect(
      r.output.contains(
        "Text:        color(display-p3 1 0.2 0.1) (outside sRGB; #ff341e on an sRGB screen, "
          + "CSS Color 4 gamut mapping)\n"))
    #expect(!r.output.contains("#ff0000"))
  }
}
