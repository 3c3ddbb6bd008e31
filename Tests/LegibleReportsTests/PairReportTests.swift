import LegibleColor
import Testing

@testable import LegibleReports

/// The pair reports of `legible contrast`, `suggest` and `simulate`, asserted against the CLI's
/// output for the same inputs (exact strings; numbers as ShortestDecimal prints them). Ratios:
/// white on #767676 is 4.5422…:1 (WCAG 2.x relative luminance, sRGB transfer, 0.2126/0.7152/
/// 0.0722), floored to 4.54; Lc 71.57 is APCA 0.0.98G-4g.
@Suite struct PairReportTests {
  static func color(_ text: String) throws -> CSSColor { try CSSColorParser().parse(text) }

  @Test func contrastPairTextOfGreyOnWhite() throws {
    let report = ContrastPairReport(foreground: try Self.color("#767676"), background: .white)
    #expect(
      report.text == """
        Text:        #767676
        Background:  #ffffff
        Ratio:       4.54:1
        APCA:        Lc 71.6 (dark text on a light background)

          AA normal text 4.5:1              pass
          AA large text 3:1                 pass
          AAA normal text 7:1               fail
          AAA large text 4.5:1              pass
          Non-text (UI, graphics) 3:1       pass

        Policy: WCAG 2.x text coefficients 0.2126/0.7152/0.0722; compositing source-over, \
        straight alpha, gamma-encoded sRGB; backdrop #ffffff; APCA 0.0.98G-4g (informational)

        """)
    #expect(abs(report.ratio - 4.542224959605253) < 1e-12)
    #expect(report.passes(.aaNormalText) && !report.passes(.aaaNormalText))
  }

  @Test func contrastPairJSONOfGreyOnWhite() throws {
    let report = ContrastPairReport(foreground: try Self.color("#767676"), background: .white)
    #expect(
      report.json == """
        {
          "aa": true,
          "aaLarge": true,
          "aaa": false,
          "aaaLarge": true,
          "apca": 71.57239122246546,
          "background": "#ffffff",
          "foreground": "#767676",
          "nonText": true,
          "policy": {
            "apcaVersion": "0.0.98G-4g",
            "backdrop": "#ffffff",
            "coefficients": "wcag",
            "composite": "srgb"
          },
          "ratio": 4.542224959605253,
          "ratioDisplay": "4.54:1"
        }

        """)
    #expect(ContrastPairReport.jsonKey(.aaLargeText) == "aaLarge")
  }

  @Test func translucentTextIsCompositedAndSaysSo() throws {
    let report = ContrastPairReport(foreground: try Self.color("#0000ff80"), background: .white)
    // 50 % blue over white in gamma-encoded sRGB: 0x80/0xff of the way, #7f7fff.
    #expect(report.pair.text.displayString == "#7f7fff")
    #expect(
      report.text.hasPrefix("Text:        #7f7fff (translucent, composited over the background)\n"))
  }

  @Test func suggestionForGreyOnWhiteIsTheFirstAAGrey() throws {
    let report = SuggestionReport(
      foreground: try Self.color("#888"), background: .white,
      suggester: ContrastSuggester(target: 4.5, count: 1), policy: ContrastPairPolicy())
    #expect(report.suggestions.map(\.textString) == ["#767676"])
    #expect(
      report.text == """
        Pair:    #888888 on #ffffff: 3.54:1 (target 4.5:1, fails)
        Suggestions (closest first; ratio after rounding to 8-bit sRGB hex):
          1. text #767676                  4.54:1  ΔE OK 0.0609  darker

        Policy: WCAG 2.x text coefficients 0.2126/0.7152/0.0722; compositing source-over, \
        straight alpha, gamma-encoded sRGB; backdrop #ffffff; opacity 1

        """)
    #expect(
      report.json == """
        {
          "background": "#ffffff",
          "change": "text",
          "foreground": "#888888",
          "gamut": "srgb",
          "policy": {
            "backdrop": "#ffffff",
            "coefficients": "wcag",
            "composite": "srgb",
            "opacity": 1.0,
            "rounding": "8-bit sRGB hex"
          },
          "ratio": 3.5448862152994005,
          "suggestions": [
            {
              "background": "#ffffff",
              "change": "text",
              "deltaEOK": 0.060917210206926864,
              "foreground": "#767676",
              "move": "darker",
              "ratio": 4.542224959605253,
              "ratioDisplay": "4.54:1"
            }
          ],
          "target": 4.5
        }

        """)
  }

  @Test func nothingReachesAnImpossibleTarget() throws {
    // 21:1 is black on white only; on a #777777 background even black text is 4.69:1.
    let grey = try Self.color("#777")
    let report = SuggestionReport(
      foreground: grey, background: grey,
      suggester: ContrastSuggester(target: 21), policy: ContrastPairPolicy())
    #expect(report.suggestions.isEmpty)
    #expect(report.text.contains("\nNo text colour reaches 21:1 with the hue kept.\n"))
    #expect(
      SuggestionReport.requirement(4.5) == "4.5:1" && SuggestionReport.requirement(3) == "3:1")
  }

  @Test func simulationOfRedWithProtanopia() throws {
    let red = try Self.color("#ff0000")
    let one = SimulationReport(color: red, simulations: [CVDSimulation(.protanopia)])
    #expect(
      one.text == """
        #6d5f00
        (#ff0000, protanopia, severity 1, Machado, Oliveira & Fernandes 2009 (severity table, \
        linear sRGB); linear-sRGB result clamped to 0…1; out of gamut before clamping)

        """)
    #expect(
      one.json == """
        {
          "input": "#ff0000",
          "simulations": [
            {
              "clamped": true,
              "color": "#6d5f00",
              "linear": [
                0.152286,
                0.114503,
                -0.003882
              ],
              "model": "machado-2009",
              "severity": 1.0,
              "type": "protanopia"
            }
          ]
        }

        """)
    let two = SimulationReport(
      color: red, simulations: [CVDSimulation(.protanomaly), CVDSimulation(.achromatopsia)])
    #expect(
      two.text == """
        protanomaly    #a75900  (severity 0.6, machado-2009)
        achromatopsia  #7f7f7f  (severity 1, luminance)

        """)
  }
}
