import Foundation
import LegibleTokens
import TestSupport
import Testing

@testable import LegibleSwiftSources

/// Files SwiftParser 603.0.2 cannot parse in bounded time are refused before it sees them
/// (``SwiftParseBound``, issue 20). The input is the fuzzer's (Fuzz/corpus/swift/
/// regression-swiftparser-bracket-run.swift: `extension` and 120 `[` on line 101, which
/// SwiftParser alone did not finish in 60 s) and its minimisation, 22 `[` in a row; the
/// times are bounds on the shared 2-core machine, where the refusal takes milliseconds and the
/// parse of 24 brackets alone took 6.5 s in a release build (docs/limits.md).
@Suite("Swift sources: inputs SwiftParser cannot parse in bounded time")
struct ParseBoundTests {
  static let fuzzInput = Repository.url(
    "Fuzz/corpus/swift/regression-swiftparser-bracket-run.swift")

  /// A temporary folder, removed by the caller.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-parse-bound-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  @Test(
    "the fuzzer's input, named: limit-exceeded at line 101 (its `extension [[[…`), in under 10 s")
  func fuzzInputNamed() throws {
    let start = Date()
    do {
      _ = try SwiftComponentDiscovery().discover([Self.fuzzInput.path])
      Issue.record("the file was parsed")
    } catch {
      #expect(error.code == .limitExceeded)
      #expect(error.location == FileLocation(file: Self.fuzzInput.path, line: 101))
      #expect(error.message.hasPrefix("SwiftParser 603.0.2 cannot parse this file in bounded time"))
      #expect(error.message.contains("fix: "))
    }
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test(
    "in a walked folder the minimised input (24 `[` on line 3) is a warning with its line; the other file is read"
  )
  func minimisedInputWalked() throws {
    let folder = try Self.folder([
      "Hang.swift": "import UIKit\n\nextension " + String(repeating: "[", count: 24)
        + "UIButton {\n}\n",
      "Model.swift": "struct Model { var count = 1 }\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = Date()
    let result = try SwiftComponentDiscovery().discover([folder.path])
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(result.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Model.swift"])
    let warning = try #require(
      result.diagnostics.first { $0.message.contains("SwiftParser 603.0.2") })
    #expect(warning.severity == .warning)
    #expect(warning.location.file.hasSuffix("/Hang.swift"))
    #expect(warning.location.line == 3)
    #expect(warning.message.hasSuffix("(skipped)"))
  }

  /// Each case: the text, whether it is refused, and the line named. The accepted ones are real
  /// shapes (nested collection types and literals, strings and comments full of brackets,
  /// attributes); the refused ones are the four excesses the scan knows.
  static let cases: [(name: String, text: String, line: Int?)] = [
    (
      "[[[Int]]] and [String: [[Int]]]", "let a: [[[Int]]] = []\nlet b: [String: [[Int]]] = [:]\n",
      nil
    ),
    (
      "a 3-deep literal of 200 rows",
      "let m = [\n" + String(repeating: "  [[1, 2], [3, 4]],\n", count: 200) + "]\n", nil
    ),
    (
      "12 `[` then a string",
      "let x = " + String(repeating: "[", count: 12) + "\"a\"" + String(repeating: "]", count: 12)
        + "\n", nil
    ),
    (
      "30 `[` in a string and a comment",
      "// " + String(repeating: "[", count: 30) + "\nlet s = \"" + String(repeating: "[", count: 30)
        + "\"\n", nil
    ),
    (
      "30 `[` in a multi-line raw string",
      "let s = #\"\"\"\n" + String(repeating: "[", count: 30) + "\n\"\"\"#\n", nil
    ),
    (
      "`[` runs inside interpolations, closed",
      "let s = \"\\([1].count) \\(\"[\")\"\nlet t = [[1]]\n", nil
    ),
    (
      "20 `[` alone: 0.4 s of parse in release, within the allowance",
      "import UIKit\n" + String(repeating: "[", count: 20), nil
    ),
    (
      "22 `[` alone on line 2 (the minimised input; 1.2 s in release)",
      "import UIKit\n" + String(repeating: "[", count: 22), 2
    ),
    ("22 `[A<` on line 1", "let x: " + String(repeating: "[A<", count: 22) + "\n", 1),
    ("300 `(` on lines 1 to 300: refused at the 257th", String(repeating: "f(\n", count: 300), 257),
    (
      "300 `a<` on lines 1 to 300: refused at the 257th", String(repeating: "a<\n", count: 300), 257
    ),
    (
      "real attributes and modifiers before declarations",
      "@available(iOS 15, *) @MainActor @objc(Tap) public final class X {\n"
        + "  @State private(set) var a = 1\n  @Environment(\\.colorScheme) var scheme\n}\n",
      nil
    ),
    (
      "1,000 lines of `@a(func)` (3 s in SwiftParser at 2,000, 53 s at 8,000): refused at line 1",
      String(repeating: "@a(func)\n", count: 1000), 1
    ),
  ]

  @Test("accepted shapes and refused excesses, each with the line", arguments: cases.indices)
  func shapes(_ index: Int) {
    let (name, text, line) = Self.cases[index]
    do {
      try SwiftParseBound.check(text, path: "S.swift")
      #expect(line == nil, "\(name): accepted")
    } catch {
      #expect(error.location?.line == line, "\(name): \(error.message)")
    }
  }

  @Test("the fuzz entry point leaves such a source out instead of parsing it, in under 10 s")
  func fuzzEntryPoint() throws {
    let text = try String(contentsOf: Self.fuzzInput, encoding: .utf8)
    let start = Date()
    let found = SwiftComponentDiscovery().discover(sources: [("fuzz.swift", text)])
    #expect(found.components.isEmpty)
    #expect(Date().timeIntervalSince(start) < 10)
  }
}
