// libFuzzer harness: Swift sources (issue 20) — SwiftParser, then Legible's declaration index,
// evaluator, SwiftUI and UIKit readers and spec builder on one file, through the package entry
// point `SwiftComponentDiscovery.discover(sources:)` (no file system).

import LegibleSwiftSources

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  _ = SwiftComponentDiscovery().discover(sources: [("fuzz.swift", fuzzText(data, size))])
  return 0
}
