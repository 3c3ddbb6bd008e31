// libFuzzer harness: the Xcode asset-catalog importer (a colour set's Contents.json).

import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  _ = writeFuzzFile(fuzzBytes(data, size), "Assets.xcassets/Accent.colorset/Contents.json")
  _ = try? AssetCatalogImporter().importTokens(from: fuzzDirectory + "/Assets.xcassets")
  return 0
}
