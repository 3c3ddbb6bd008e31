import Foundation
import TestSupport
import Testing

/// The repository root (snippets read paths such as `Examples/seed-buttons.json` from it).
private let root = Repository.root

private var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNIPPETS"] == "1" }

/// Every ```swift block of README.md and the DocC catalogues, compiled and run
/// (see ``SnippetExtractor``). A snippet that no longer compiles breaks the build; one that
/// throws or prints something else fails here; an edited block whose generated source was not
/// regenerated fails ``generatedSourcesAreCurrent()``. Regenerate and re-record with
/// `make snippets` (`RECORD_SNIPPETS=1` rewrites the generated sources and the recorded output).
@Suite struct SnippetTests {
  @Test func generatedSourcesAreCurrent() throws {
    let directory = root.appendingPathComponent("Tests/SnippetTests/Generated")
    let expected = try SnippetExtractor(root: root).generatedFiles()
    let present = Set(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
        $0.hasSuffix(".swift")
      })
    if recording {
      for name in present.subtracting(expected.keys) {
        try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
      }
      for (name, text) in expected {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
      }
      return
    }
    let hint = "run `make snippets` (regenerates, builds and re-records) and review the diff"
    for name in present.subtracting(expected.keys).sorted() {
      Issue.record("Generated/\(name) has no code block any more: \(hint)")
    }
    for (name, text) in expected.sorted(by: { $0.key < $1.key }) {
      let url = directory.appendingPathComponent(name)
      let isCurrent = (try? String(contentsOf: url, encoding: .utf8)) == text
      #expect(isCurrent, "Generated/\(name) is stale: \(hint)")
    }
  }

  @Test func everyRunnableSnippetIsRegistered() throws {
    let blocks = try SnippetExtractor(root: root).allBlocks().filter { $0.requires == nil }
    #expect(blocks.map(\.name) == allSnippets.map(\.name))
  }

  @Test(arguments: allSnippets)
  func runs(_ snippet: Snippet) throws {
    #expect(FileManager.default.changeCurrentDirectoryPath(root.path))
    let output = SnippetOutput()
    try snippet.run(output)
    let golden = root.appendingPathComponent("Tests/SnippetTests/Output/\(snippet.name).txt")
    if recording {
      if output.text.isEmpty {
        try? FileManager.default.removeItem(at: golden)
      } else {
        try Data(output.text.utf8).write(to: golden)
      }
      return
    }
    let expected = (try? String(contentsOf: golden, encoding: .utf8)) ?? ""
    #expect(
      output.text == expected, "\(snippet) printed something else than Output/\(snippet.name).txt")
  }
}
