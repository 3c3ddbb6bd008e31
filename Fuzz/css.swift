// libFuzzer harness: the CSS custom-properties importer (its own CSS reader).

import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let path = writeFuzzFile(fuzzBytes(data, size), "tokens.css")
  _ = try? CSSCustomPropertiesImporter().importTokens(from: path)
  return 0
}
