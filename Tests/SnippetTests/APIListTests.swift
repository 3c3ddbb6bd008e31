import Foundation
import TestSupport
import Testing

/// docs/API.md lists the public API by module (issue 15): every public top-level declaration in
/// Sources/ of the library products appears there in code voice, so the list cannot go stale.
@Suite struct APIListTests {
  static let root = Repository.root
  static let modules = [
    "LegibleColor", "LegibleICC", "LegibleAudit", "LegibleReports", "LegibleTokens",
    "LegibleDiscovery", "LegibleSwiftSources", "Legible", "LegibleTesting",
  ]
  static let kinds = [
    "struct ", "enum ", "final class ", "class ", "protocol ", "typealias ", "func ",
  ]

  /// The names declared `public` at the top level of a Swift source (no indentation; attributes
  /// such as `@discardableResult` on the line before are allowed).
  static func publicNames(in text: String) -> [String] {
    var names: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var rest = Substring(line)
      if rest.hasPrefix("  public func XCT") { rest = rest.dropFirst(2) }  // inside #if XCTest
      guard rest.hasPrefix("public ") else { continue }
      rest = rest.dropFirst("public ".count)
      guard let kind = kinds.first(where: { rest.hasPrefix($0) }) else { continue }
      rest = rest.dropFirst(kind.count)
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { names.append(String(name)) }
    }
    return names
  }

  @Test func scannerFindsTopLevelDeclarationsOnly() {
    let sample = """
      public struct A {
        public func member() {}
      }
      @discardableResult
      public func helper() -> Int { 1 }
      public final class Owner {}
      extension A { public struct Nested {} }
      """
    #expect(Self.publicNames(in: sample) == ["A", "helper", "Owner"])
  }

  @Test func everyPublicDeclarationIsListed() throws {
    let api = try String(contentsOf: Self.root.appending(path: "docs/API.md"), encoding: .utf8)
    var missing: [String] = []
    var count = 0
    for module in Self.modules {
      let folder = Self.root.appending(path: "Sources/\(module)")
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let url = files?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        for name in Self.publicNames(in: try String(contentsOf: url, encoding: .utf8)) {
          count += 1
          if !api.contains("| `\(name)` |") { missing.append("\(module).\(name)") }
        }
      }
    }
    #expect(count > 100)
    #expect(missing.isEmpty, "add to docs/API.md, 'Public API by module': \(missing.sorted())")
  }
}
