import Foundation
import TestSupport
import Testing

/// Issue 17, "a repository that explains itself": every `.md` file that a comment or a test's
/// provenance string cites is in the repository (docs/reference/ holds the reference notes).
@Suite struct ReferenceCitationTests {
  let scanner = CitationScanner(root: Repository.root)

  @Test func everyCitedMarkdownFileExists() {
    let missing = scanner.missing(in: ["Sources", "Tests", "Examples"])
    // Each entry is file:line: path. scripts/rewrite_reference_citations.py points citations of the
    // reference notes at docs/reference/.
    #expect(missing.map(\.description) == [])
  }

  /// The scanner itself, on this repository's own files: known citations are found and resolved.
  @Test func scannerFindsAndResolvesKnownCitations() throws {
    // Spelled in pieces, so that neither this test nor the rewrite script takes them for citations.
    let md = ".md"
    let readme = Citation(file: "Tests/SnippetTests/X.swift", line: 1, path: "README" + md)
    let note = Citation(file: "Sources/X.swift", line: 1, path: "docs/reference/contrast" + md)
    let bareNote = Citation(file: "Sources/X.swift", line: 1, path: "contrast" + md)
    let fixture = Citation(
      file: "Tests/LegibleICCTests/ICCProfileURLTests.swift", line: 1, path: "SOURCE" + md)
    let shared = Citation(file: "Sources/X.swift", line: 1, path: "shared/reference/cvd" + md)
    #expect(scanner.resolves(readme))
    #expect(scanner.resolves(note))
    #expect(scanner.resolves(fixture))
    #expect(!scanner.resolves(bareNote))
    #expect(!scanner.resolves(shared))
  }

  /// Comments are read as paragraphs, strings only when they cite; external repositories' files
  /// are not looked for here.
  @Test func commentsStringsAndExternalPaths() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ReferenceCitationTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Written with ".MD" and lower-cased on the way out, so that this file cites nothing itself.
    let source = """
      // The rule (contrast.MD §8; github/docs workflow-commands.MD; owner/repo sub/
      // dir/file.MD), sub/other.MD is in the same repository.
      let a = check(x, source: "cvd.MD §2")
      let b = URL(fileURLWithPath: "out.MD")
      let c = "\""
        formats.MD §9
        \"""
      """.replacingOccurrences(of: ".MD", with: ".md")
    try source.write(
      to: folder.appendingPathComponent("Tests/Sample.swift"), atomically: true, encoding: .utf8)
    let found = CitationScanner(root: folder).citations(in: "Tests/Sample.swift")
    #expect(found.map(\.path) == ["contrast", "cvd", "formats"].map { $0 + ".MD".lowercased() })
    #expect(found.map(\.line) == [1, 3, 6])
  }
}
