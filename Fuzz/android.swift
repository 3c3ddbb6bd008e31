// libFuzzer harness: the Android resources importer (res/values/colors.xml, via FoundationXML).

import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let path = writeFuzzFile(fuzzBytes(data, size), "res/values/colors.xml")
  _ = try? AndroidResourcesImporter().importTokens(from: path)
  return 0
}
