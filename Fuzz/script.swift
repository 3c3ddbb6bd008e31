// libFuzzer harness: the `css` template reader of JavaScript/TypeScript modules
// (ScriptStylesheet), and the CSS custom-properties importer on what it extracts.

import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let text = String(decoding: bytes, as: UTF8.self)
  if let css = try? ScriptStylesheet.css(in: text, file: "x.styles.ts") {
    // Every byte keeps its place: lines and columns point into the module.
    precondition(css.utf8.count == text.utf8.count, "extracted CSS changed the module's length")
  }
  let path = writeFuzzFile(bytes, "x.styles.ts")
  _ = try? CSSCustomPropertiesImporter().importTokens(from: path)
  return 0
}
