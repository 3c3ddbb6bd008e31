// libFuzzer harness: CSS component discovery (rules, selectors, the cascade) on one style sheet,
// and the scan of its custom property names that joins folders into one system (issue 41).

import LegibleDiscovery

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  _ = try? CSSComponentDiscovery().discover(sources: [("fuzz.css", text)])
  _ = CSSCustomPropertyNames(text)
  return 0
}
