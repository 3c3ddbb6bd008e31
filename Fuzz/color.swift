// libFuzzer harness: the CSS colour parser (CSSColorParser, CSSColor(css:)).
// Invariant checked besides "no crash": every parsed finite colour round-trips through cssString.

import LegibleColor

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  for dialect in [HexDialect.css, .android] {
    guard let color = try? CSSColorParser(hexDialect: dialect).parse(text) else { continue }
    _ = color.converted(to: ColorSpace.oklch)
    _ = WCAG2Contrast().ratio(color, CSSColor.white)
    _ = APCAContrast().lc(color, CSSColor.black)
    let finite =
      color.components.x.isFinite && color.components.y.isFinite
      && color.components.z.isFinite && color.alpha.isFinite
    if finite {
      let again = try? CSSColor(css: color.cssString)
      precondition(again != nil, "cssString does not parse: \(color.cssString) from \(text)")
    }
  }
  return 0
}
