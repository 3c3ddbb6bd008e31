// libFuzzer harness: the DTCG / JSON design-token importer (through the file it reads).

import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let path = writeFuzzFile(fuzzBytes(data, size), "tokens.tokens.json")
  _ = try? DesignTokensImporter().importTokens(from: path)
  return 0
}
