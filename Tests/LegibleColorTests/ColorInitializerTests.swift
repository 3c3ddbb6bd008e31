import LegibleColor
import Testing

/// Issue 15: the spelling SwiftUI and UIKit users write, `red:green:blue:` in 0…1, means exactly
/// that; bytes only through the initialiser whose labels say bytes.
@Suite struct ColorInitializerTests {
  // Recipe 2 (Sources/Legible/Documentation.docc/AuditingButtonStates.md):
  // `Color(red: 0, green: 97 / 255, blue: 205 / 255)` is rgb(0 97 205), #0061cd. The old
  // `init(red: UInt8, …)` turned `97 / 255` into an integer division (0) and gave #000000, on
  // which white text "passed" at 21:1. Exact: 97 / 255 is the same double.
  @Test func swiftUISpellingTakesFractions() {
    let fill = CSSColor(red: 0, green: 97 / 255, blue: 205 / 255)
    #expect(fill == CSSColor(redByte: 0, greenByte: 97, blueByte: 205))
    #expect(fill.hexString() == "#0061cd")
    // White on #0061cd: 5.84:1 floored (README's `legible contrast` example), never 21.
    let ratio = WCAG2Contrast().ratio(.white, fill)
    #expect(RatioFormatting.floored(ratio) == "5.84")
  }

  @Test func opacityAndAlphaLabels() {
    let swiftUI = CSSColor(red: 1, green: 1, blue: 1, opacity: 179 / 255)
    let uiKit = CSSColor(red: 1, green: 1, blue: 1, alpha: 179 / 255)
    #expect(swiftUI == uiKit)
    #expect(swiftUI.alpha == 179.0 / 255.0)
    #expect(CSSColor(white: 0.5, opacity: 0.25) == CSSColor(.sRGB, 0.5, 0.5, 0.5, alpha: 0.25))
  }

  @Test func byteInitializerSaysBytes() {
    let c = CSSColor(redByte: 188, greenByte: 224, blueByte: 253, alpha: 0.5)
    #expect(c.components == SIMD3(188.0 / 255, 224.0 / 255, 253.0 / 255))
    #expect(c.alpha == 0.5)
  }

  #if compiler(>=6.2)  // exit tests need Swift Testing 6.2
    // A byte value passed where a fraction belongs stops the program with a message (exit test:
    // the child process must fail), instead of silently meaning extended-range sRGB 97.0.
    @Test func byteValuesInTheFractionInitializerAreLoud() async {
      await #expect(processExitsWith: .failure) {
        _ = CSSColor(red: 0, green: 97, blue: 205)
      }
      await #expect(processExitsWith: .failure) {
        _ = CSSColor(red: 0, green: 0.5, blue: 1, opacity: 1.5)
      }
    }
  #endif
}
