import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

/// Three conventions of CSS frameworks' compiled button CSS, each a minimal reproduction written
/// here (issue 41): a modifier class named after the block (`.pure-button-primary` beside
/// `.pure-button`, as Pure.css writes it), a hover drawn by an inset box-shadow that covers the
/// box (`inset 0 0 0 99em rgba(255,255,255,.2)`, as Picnic CSS writes it), and a
/// `background-image` linear gradient over the fill, read under the label's centre. Ratios from
/// Tests/Evaluation/wcag.py, tolerance 1e-5 unless a test says otherwise.
@Suite("Discovery: CSS framework conventions")
struct CSSFrameworkConventionTests {
  @Test(
    "A modifier class named after the block is a variant used beside it: white on #0078e7, 4.338401 fail"
  )
  func blockModifier() throws {
    let css = """
      .pure-button { color: rgba(0, 0, 0, .8); background-color: #e6e6e6; }
      .pure-button:active { border-color: #000; }
      .pure-button-primary, a.pure-button-primary { background-color: rgb(0, 120, 231); color: #fff; }
      .pure-buttons-note { color: red; }
      """
    let found = try CSSComponentDiscovery().discover(sources: [("buttons.css", css)])
    #expect(found.hex(".pure-button.pure-button-primary", "normal", "background") == "#0078e7")
    #expect(found.hex(".pure-button.pure-button-primary", "normal", "text") == "#ffffff")
    // A class that merely starts with the block's name, without a separator, is not its modifier.
    #expect(found.component(".pure-button.pure-buttons-note") == nil)
    let report = try Auditor().audit(found.spec(name: "pure"))
    let text = try #require(
      report.findings.first {
        $0.component == ".pure-button.pure-button-primary" && "\($0.state)" == "normal"
          && $0.check == .text
      })
    #expect(abs(text.ratio - 4.338401) < 1e-5)
    #expect(text.verdict == .fail)
  }

  @Test(
    "An inset shadow covering the box tints the fill: white on #0074d9 + 20 % white = #3390e1, 3.386635"
  )
  func coveringInsetShadow() throws {
    let css = """
      button { color: #fff; background: #0074d9; }
      button:hover { box-shadow: inset 0 0 0 99em rgba(255, 255, 255, .2); }
      button:focus { box-shadow: inset 0 0 0 2px rgba(0, 0, 0, .5); }
      """
    let found = try CSSComponentDiscovery().discover(sources: [("picnic.css", css)])
    #expect(found.hex("button", "hover", "background") == "#3390e1")
    let evidence = found.source("button", "hover", "background")?.evidence ?? ""
    #expect(evidence.contains("box-shadow"))
    // A 2px inset shadow is a ring, not a layer: the fill stays.
    #expect(found.hex("button", "focused", "background") == "#0074d9")
  }

  @Test(
    "A linear gradient over the fill is read under the label's centre: Bootswatch Cerulean's primary, white on rgb(52.5 166.5 231.667), 2.691945 fail (wcag.py, 1e-4)"
  )
  func gradientUnderLabel() throws {
    // Bootswatch 5.3.6 dist/cerulean/bootstrap.css:12122 (MIT): the stops interpolated in sRGB,
    // 50 % of the line is 5/6 of the way from #50b3eb to #2fa4e7, rgb(52.5 166.5 231.667), shown
    // rounded half up as #35a7e8 (the truth row writes #34a6e8; its ratio is the unrounded one).
    let css = """
      .btn-primary { color: #fff; background-color: #2fa4e7;
        background-image: linear-gradient(#50b3eb, #2fa4e7 60%, #2c9ad9); }
      .btn-primary:active { background-color: #cccccc; background-image: ""; }
      """
    let found = try CSSComponentDiscovery().discover(sources: [("cerulean.css", css)])
    #expect(found.hex(".btn-primary", "normal", "background") == "#35a7e8")
    let normal = try #require(found.component(".btn-primary")?.states["normal"])
    #expect(normal.review == nil)
    #expect(
      found.source(".btn-primary", "normal", "background")?.evidence?.contains("label's centre")
        == true)
    // An invalid image ("", which browsers drop) leaves the fill alone.
    #expect(found.component(".btn-primary")?.states["pressed"]?.review == nil)
    let report = try Auditor().audit(found.spec(name: "cerulean"))
    let text = try #require(
      report.findings.first {
        $0.component == ".btn-primary" && "\($0.state)" == "normal" && $0.check == .text
      })
    #expect(abs(text.ratio - 2.691945) < 1e-4)
    #expect(text.verdict == .fail)
  }

  @Test(
    "A gradient whose ratio crosses a threshold behind the label needs review; an image, or a one-colour gradient, as before"
  )
  func gradientAcrossThreshold() throws {
    // A control is found by its state rules: each sheet has a hover that changes no colour here.
    func btn(_ css: String) throws -> DiscoveredComponents {
      try CSSComponentDiscovery().discover(
        sources: [("g.css", css + "\nbutton:hover { border-color: #000; }")])
    }
    // White to black: #808080 under the centre; from 25 % to 75 % the ratio runs 1.83 to 10.40.
    let across = try btn("button { color: #fff; background: linear-gradient(#ffffff, #000000); }")
    #expect(across.hex("button", "normal", "background") == "#808080")
    #expect(across.component("button")?.states["normal"]?.review?.contains("across") == true)
    // Pure.css's hover shade, 5 % black at the centre over #e6e6e6: #dbdbdb, 13.5:1, no review.
    let shade = try btn(
      """
      .btn { color: #111; background-color: #e6e6e6; }
      .btn:hover { background-image: linear-gradient(transparent, rgba(0, 0, 0, .1)); }
      """)
    #expect(shade.hex(".btn", "hover", "background") == "#dbdbdb")
    #expect(shade.component(".btn")?.states["hover"]?.review == nil)
    let picture = try btn(
      "button { color: #fff; background-color: #000; background-image: url(x.png); }")
    #expect(
      picture.component("button")?.states["normal"]?.review?.contains("an image or gradient")
        == true)
    let oneColour = try btn(
      "button { color: #fff; background-image: linear-gradient(to right, #005ea2, #005ea2); }")
    #expect(oneColour.hex("button", "normal", "background") == "#005ea2")
    #expect(oneColour.component("button")?.states["normal"]?.review == nil)
  }

  @Test(
    "A hard-stop gradient with no fill of its own (7.css's `--w7-el-grad`) is read under the label"
  )
  func hardStopGradientWithoutFill() throws {
    // 7.css gui/_variables.scss:30 (khang-nd/7.css 3e93443): `linear-gradient(#f2f2f2 45%,
    // #ebebeb 45%, #cfcfcf)`; at 50 % of the line, 1/11 of the way from #ebebeb to #cfcfcf in
    // sRGB: 235 − 28/11 = 232.45 → #e8e8e8. Its truth row: #222222 on #e8e8e8, 12.98:1.
    let found = try CSSComponentDiscovery().discover(
      sources: [
        (
          "g.css",
          "button { color: #222; background: linear-gradient(#f2f2f2 45%, #ebebeb 45%, #cfcfcf); }"
            + "\nbutton:hover { border-color: #000; }"
        )
      ])
    #expect(found.hex("button", "normal", "background") == "#e8e8e8")
    #expect(found.component("button")?.states["normal"]?.review == nil)
  }

  @Test(
    "Gradient stops are placed as CSS Images 3 §3.4.3 says: unplaced ones spread evenly, one before an earlier one moved up"
  )
  func gradientStops() throws {
    let spread = try #require(
      CSSLinearGradient.parse(
        "linear-gradient(red, yellow 30%, lime, blue)", currentColor: nil))
    let expected = [0, 0.3, 0.65, 1]  // exact to 1e-12
    #expect(zip(spread.stops.map(\.position), expected).allSatisfy { abs($0 - $1) < 1e-12 })
    #expect(spread.stops.count == 4)
    #expect(spread.isVertical)
    #expect(spread.space == .sRGB)
    let backwards = try #require(
      CSSLinearGradient.parse("linear-gradient(90deg, red 50%, blue 20%)", currentColor: nil))
    #expect(backwards.stops.map(\.position) == [0.5, 0.5])
    #expect(!backwards.isVertical)
    #expect(backwards.labelExtent == 0...1)
    // A non-legacy stop interpolates in Oklab; `in` names the space.
    #expect(
      CSSLinearGradient.parse("linear-gradient(oklch(50% .1 200), white)", currentColor: nil)?
        .space == .oklab)
    #expect(
      CSSLinearGradient.parse(
        "linear-gradient(in srgb-linear to top, red, blue)", currentColor: nil)?
        .space == .sRGBLinear)
    // Not placeable or not one gradient: a length position, a colour hint, two images.
    for value in [
      "linear-gradient(red 10px, blue)", "linear-gradient(red, 30%, blue)",
      "linear-gradient(red, blue), url(x.png)", "repeating-linear-gradient(red, blue 10%)",
    ] {
      #expect(CSSLinearGradient.parse(value, currentColor: nil) == nil, "\(value)")
    }
  }

  @Test(
    "A state written as the block's modifier is that state: .pure-button-selected, BEM's .c-btn--disabled"
  )
  func stateModifiers() throws {
    let css = """
      .pure-button { color: #111; background-color: #e6e6e6; }
      .pure-button-primary, .pure-button-selected { background-color: rgb(0, 120, 231); color: #fff; }
      .pure-button-disabled { opacity: .4; }
      .c-btn { color: #fff; background: #005ea2; }
      .c-btn:hover { background: #1a4480; }
      .c-btn--active { background: #162e51; }
      """
    let found = try CSSComponentDiscovery().discover(sources: [("s.css", css)])
    #expect(found.hex(".pure-button", "selected", "background") == "#0078e7")
    #expect(found.component(".pure-button.pure-button-selected") == nil)
    #expect(found.component(".pure-button-disabled") == nil)
    #expect(found.component(".pure-button")?.states["disabled"]?.opacity == 0.4)
    #expect(found.hex(".c-btn", "pressed", "background") == "#162e51")
    #expect(found.component(".c-btn--active") == nil)
  }

  @Test(
    "A stateful modifier named after the block is its variant: .uk-button.uk-button-link, hover #999 on white 2.849 (wcag.py)"
  )
  func statefulModifier() throws {
    let css = """
      .uk-button { color: #333; background-color: transparent; }
      .uk-button:disabled { color: #999; }
      .uk-button-link { color: #333; background: none; }
      .uk-button-link:hover { color: #999; }
      """
    let found = try CSSComponentDiscovery().discover(sources: [("uikit.css", css)])
    #expect(found.component(".uk-button-link") == nil)
    #expect(found.hex(".uk-button.uk-button-link", "hover", "text") == "#999999")
  }

  @Test("A color-mix() fill is mixed (CSS Color 5): #d4e4f6 80 % with black is #aab6c5")
  func colorMixFill() throws {
    // Materialize 2.x's tonal focus fill, reduced: 0.8 × (212, 228, 246) = (170, 182, 197).
    let css = """
      :root { --primary: #d4e4f6; --on: #000000; }
      .btn.tonal { color: #1d1b20; background-color: var(--primary); }
      .btn.tonal:focus { background-color: color-mix(in srgb, var(--primary), var(--on) 20%); }
      """
    let found = try CSSComponentDiscovery().discover(sources: [("m.css", css)])
    let focused = try #require(found.component(".btn.tonal")?.states["focused"])
    #expect(focused.review == nil)
    #expect(found.hex(".btn.tonal", "focused", "background") == "#aab6c5")
  }

  @Test(
    "A fill the state sets but Legible cannot read (relative colour) needs review, never the page")
  func unreadableFill() throws {
    let css = """
      :root { --primary: #d4e4f6; --on: #000000; }
      .btn.tonal { color: #1d1b20; background-color: var(--primary); }
      .btn.tonal:focus { background-color: rgb(from var(--primary) r g b / 80%); }
      .btn.tonal:hover { border-color: rgba(transparent, 1); }
      """
    let found = try CSSComponentDiscovery().discover(sources: [("m.css", css)])
    let focused = try #require(found.component(".btn.tonal")?.states["focused"])
    #expect(focused.review?.contains("cannot read as one colour") == true)
    // An unreadable border leaves the label's pair decided.
    let hover = try #require(found.component(".btn.tonal")?.states["hover"])
    #expect(hover.review == nil)
  }
}
