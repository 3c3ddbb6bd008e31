// libFuzzer harness: the JSON5 reader, then the DTCG importer on a .json5 file.

import LegibleJSON
import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  _ = try? JSON5Reader(file: "fuzz.json5").parse(String(decoding: bytes, as: UTF8.self))
  let path = writeFuzzFile(bytes, "tokens.json5")
  _ = try? TokenLoader().load([path])
  return 0
}
