import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import LegibleSwiftSources

/// `trimmedText` replaces SwiftSyntax's `trimmedDescription` (which copies the node twice) in
/// names, evidence and messages: it must give the same string for every node.
@Suite("Swift sources: trimmed text of a node")
struct SyntaxTrimmedTextTests {
  /// Comments, doc comments, line breaks inside a node, a string with escapes, a node that
  /// SwiftParser recovered from (missing and unexpected tokens), and an empty file's nodes.
  static let fixtures = [
    """
    /// A style.
    struct S: ButtonStyle { // trailing
        @Environment(\\.isEnabled) /* inline */ var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(isEnabled ? .white : Color("Brand \\u{1F600}")) // after
        }
    }
    """,
    "let broken = UIColor(red: , green: 0.5 blue: 1, alpha: )) }\nfunc f( { return }",
    "",
  ]

  @Test("Every node of the fixtures and of Examples/ios-recipes has trimmedDescription's text")
  func sameAsTrimmedDescription() throws {
    let texts = Self.fixtures + (try RecipeSources.texts())
    var compared = 0
    for text in texts {
      let tree = Parser.parse(source: text)
      var pending = [Syntax(tree)]
      while let node = pending.popLast() {
        #expect(node.trimmedText == node.trimmedDescription, "\(node.kind) at \(node.position)")
        compared += 1
        pending += node.children(viewMode: .all)
      }
    }
    #expect(compared > 3_000)
  }

  static let corpus = SharedFolder.root.appendingPathComponent("ios/corpus").path

  @Test(
    "Every node of every Swift file in ../shared/ios/corpus has trimmedDescription's text",
    .enabled(
      if: FileManager.default.fileExists(atPath: corpus),
      "../shared/ios/corpus is missing (set LEGIBLE_SHARED_DIR or check it out beside the repository)"
    ))
  func corpusSameAsTrimmedDescription() throws {
    let files = (FileManager.default.subpaths(atPath: Self.corpus) ?? []).filter {
      $0.hasSuffix(".swift")
    }
    #expect(files.count >= 12, "the corpus has 12 Swift files")
    for name in files.sorted() {
      let text = try String(contentsOfFile: Self.corpus + "/" + name, encoding: .utf8)
      var pending = [Syntax(Parser.parse(source: text))]
      while let node = pending.popLast() {
        guard node.trimmedText == node.trimmedDescription else {
          Issue.record("\(name): \(node.kind) at \(node.position)")
          break
        }
        pending += node.children(viewMode: .all)
      }
    }
  }
}
