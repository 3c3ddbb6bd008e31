// libFuzzer harness: the strict JSON parser of audit specs (JSONDocument).

import LegibleJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  _ = try? JSONDocument(parsing: fuzzText(data, size), file: "fuzz.json")
  return 0
}
