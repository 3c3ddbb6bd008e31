import LegibleColor
import Testing

/// calc(), min(), max() and clamp() inside colour components (CSS Values 4 §10). Expected hex
/// values from Python's colorsys.hls_to_rgb on the computed components (rounded to bytes), the
/// first as Bulma 1.0.4's css/bulma.css writes it (`--bulma-background-hover` after
/// substitution: hsl(221, 14%, calc(96% + -5%)) = hsl(221, 14%, 91%) = #e5e7eb).
@Suite struct CSSMathFunctionTests {
  @Test(
    "Evaluated to the colour of the computed components",
    arguments: [
      ("hsl(221, 14%, calc(96% + -5%))", "#e5e7eb"),
      ("hsl(calc(200deg + 21deg) 14% calc((96% - 5%) * 1))", "#e5e7eb"),
      ("hsl(171deg, 100%, calc(41% + 0%))", "#00d1b2"),
      ("hsl(233, 100%, max(50%, calc(73% - 10%)))", "#4258ff"),
      ("rgb(calc(255 / 5 * 5) min(0, 10) clamp(0, 300, 255))", "#ff00ff"),
    ])
  func evaluated(_ css: String, _ hex: String) throws {
    let color = try CSSColorParser().parse(css)
    #expect(color.hexString() == hex)
  }
}
