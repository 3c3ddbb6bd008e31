// libFuzzer harness: the Android resources importer (res/values/colors.xml, read with
// LegibleXML's libxml2 reader).

import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let path = writeFuzzFile(fuzzBytes(data, size), "res/values/colors.xml")
  _ = try? AndroidResourcesImporter().importTokens(from: path)
  return 0
}
