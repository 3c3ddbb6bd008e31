// libFuzzer harness: LegibleYAML's libyaml reader on the bytes, then the Theo YAML importer on
// them as design-tokens/tokens.yml, beside a fixed design-tokens/aliases.yml it may import.

import LegibleTokens
import LegibleYAML

/// The alias file inputs can import (`imports: [aliases.yml]`), written once.
let fuzzAliases: Void = {
  _ = writeFuzzFile(
    Array("aliases:\n  BLUE: '#0176d3'\n  BRAND: '{!BLUE}'\n  WHITE: {value: white}\n".utf8),
    "design-tokens/aliases.yml")
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  _ = fuzzAliases
  let bytes = fuzzBytes(data, size)
  _ = bytes.withUnsafeBufferPointer { try? YAMLReader().read($0, file: "fuzz.yml") }
  let path = writeFuzzFile(bytes, "design-tokens/tokens.yml")
  _ = try? TheoYAMLImporter().importTokens(from: path)
  return 0
}
