// libFuzzer harness: CSS component discovery (rules, selectors, the cascade) on one style sheet,
// the scan of its custom property names that joins folders into one system (issue 41), and
// the scan of its `legible:ignore` comments (issue 42).

import LegibleAudit
import LegibleDiscovery

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  _ = try? CSSComponentDiscovery().discover(sources: [("fuzz.css", text)])
  _ = CSSCustomPropertyNames(text)
  _ = try? InlineIgnores.scan(text, file: "fuzz.css")
  return 0
}
