// libFuzzer harness: CSS component discovery (rules, selectors, the cascade) on one style sheet,
// the scan of its custom property names that joins folders into one system (issue 41), the
// scan of its `legible:ignore` comments (issue 42), its `@import` rules with their media lists
// and the media queries of its `@media` preludes, and the same text split into two sheets read
// as flavours of one another, and the text read as a `linear-gradient()` behind a label.

import LegibleAudit
import LegibleDiscovery
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  _ = try? CSSComponentDiscovery().discover(sources: [("fuzz.css", text)])
  _ = CSSCustomPropertyNames(text)
  if let gradient = CSSLinearGradient.parse(text, currentColor: .white) {
    _ = gradient.colours(over: .white)
  }
  _ = try? InlineIgnores.scan(text, file: "fuzz.css")
  for rule in CSSImportOrder.importRules(in: text) {
    if let media = rule.media { _ = CSSMediaQuery.appliesToScreen(media) }
  }
  for line in text.split(separator: "\n") where line.hasPrefix("@media") {
    _ = CSSMediaQuery.appliesToScreen(String(line))
    _ = CSSMediaQuery.colorScheme(of: String(line))
  }
  let half = text.index(text.startIndex, offsetBy: text.count / 2)
  _ = try? CSSComponentDiscovery().discover(
    sources: [("kit-a.css", String(text[..<half])), ("kit-b.css", String(text[half...]))],
    imports: [
      CSSImportOrder.Entry(path: "kit-a.css", media: [], isImported: false),
      CSSImportOrder.Entry(path: "kit-b.css", media: ["print"], isImported: false),
    ])
  return 0
}
