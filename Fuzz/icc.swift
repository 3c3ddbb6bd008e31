// libFuzzer harness: ICC profile loading (header checks, then LittleCMS) and one conversion.

import Foundation
import LegibleICC

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let profile = try? ICCProfile(bytes: fuzzBytes(data, size), name: "fuzz.icc") else {
    return 0
  }
  _ = profile.linearSRGB([Double](repeating: 0.5, count: profile.componentCount))
  return 0
}

/// With `LEGIBLE_FUZZ_EXPORT_SEEDS=<dir>`, writes the built-in profiles there and exits (how the
/// seed corpus in Fuzz/corpus/icc/builtin-*.icc was made).
@_cdecl("LLVMFuzzerInitialize")
public func initialize(
  _ argc: UnsafeMutablePointer<CInt>?,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
  guard let directory = ProcessInfo.processInfo.environment["LEGIBLE_FUZZ_EXPORT_SEEDS"] else {
    return 0
  }
  for profile in BuiltInProfile.allCases {
    let bytes = ICCProfile.builtIn(profile).data()
    _ = FileManager.default.createFile(
      atPath: directory + "/builtin-\(profile.rawValue).icc", contents: Data(bytes))
  }
  exit(0)
}
