// libFuzzer harness: CSS component discovery (rules, selectors, the cascade) on one style sheet.

import LegibleDiscovery

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  _ = try? CSSComponentDiscovery().discover(sources: [("fuzz.css", fuzzText(data, size))])
  return 0
}
