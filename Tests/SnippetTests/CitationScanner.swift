import Foundation

/// One `.md` file named in a Swift comment or test string, and where.
struct Citation: Sendable, CustomStringConvertible {
  /// The citing file, relative to the repository root.
  var file: String
  var line: Int
  /// The path as written: `docs/reference/contrast.md`, `README.md`, `docs/API.md`.
  var path: String

  var description: String { "\(file):\(line): \(path)" }
}

/// Finds the `.md` files that the Swift sources cite and tells which of them are missing from the
/// repository (issue 17: the code cites notes that must ship with it, in docs/reference/).
///
/// What counts as a citation:
/// - every path ending in `.md` in a comment (comment paragraphs are read as one text, so a path
///   wrapped after a `/` is one path);
/// - in a string literal of a test or example, such a path followed by `§`, under `docs/` or
///   `shared/`, or on a line with a `source:` argument (test tables' provenance). Other test
///   strings are data (a report's output file name, say). Strings in Sources are program output,
///   kept byte-identical by the CLI captures and snapshots, so they are not read here.
///
/// A path with a directory resolves against the repository root, then against the citing file's
/// folder and each folder above it. A bare name resolves at the root, in docs/, or in the citing
/// file's folder, the folders above it, or their Fixtures/ (not in docs/reference/: the reference
/// notes are cited with their folder). A path that does not resolve is still accepted when the
/// comment says it belongs elsewhere: it follows a GitHub `owner/repo` and a space
/// (`github/docs workflow-commands.md`), starts with a folder that the comment already placed in
/// such a repository, or the comment names a location outside the repository
/// (`../shared/palettes`).
struct CitationScanner {
  let root: URL

  /// A path ending in `.md`; the character before it must not continue a path (checked apart).
  private static var mention: Regex<Substring> {
    #/(?:\.\./)*(?:[\w.+\-]+/)*[\w+\-][\w.+\-]*\.md\b/#
  }
  /// A GitHub `owner/repo` and a space, just before a path.
  private static var repositoryBefore: Regex<Substring> { #/[\w.\-]+/[\w.\-]+ +$/# }
  /// The first folder of a path given after a GitHub `owner/repo`.
  private static var repositoryFolder: Regex<(Substring, Substring)> {
    #/[\w.\-]+/[\w.\-]+ +([\w.\-]+)//#
  }
  private static var section: Regex<Substring> { #/`?\s*§/# }

  /// The paths ending in `.md` in a text, with their offsets (in characters).
  private static func mentions(in text: String) -> [(path: String, range: Range<String.Index>)] {
    guard text.contains(".md") else { return [] }
    return text.matches(of: mention).compactMap { match in
      if match.range.lowerBound > text.startIndex {
        let before = text[text.index(before: match.range.lowerBound)]
        if before.isLetter || before.isNumber || "_/.-".contains(before) { return nil }
      }
      return (String(match.output), match.range)
    }
  }

  /// Every citation in the Swift files under `folders` that names no file in the repository.
  func missing(in folders: [String]) -> [Citation] {
    swiftFiles(in: folders).flatMap { file in
      citations(in: file).filter { !resolves($0) }
    }
  }

  /// Every citation in one repository-relative Swift file.
  func citations(in file: String) -> [Citation] {
    guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    else { return [] }
    let readsStrings = !file.hasPrefix("Sources/")
    var lexer = SwiftLineLexer()
    var found: [Citation] = []
    var block: [(line: Int, text: String)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let parts = lexer.split(String(line))
      if let comment = parts.comment {
        block.append((index + 1, comment))
      } else {
        found += commentCitations(block, file: file)
        block = []
      }
      guard readsStrings else { continue }
      for string in parts.strings {
        found += stringCitations(string, line: String(line), number: index + 1, file: file)
      }
    }
    return found + commentCitations(block, file: file)
  }

  /// Whether the citation names an existing file, or its comment says it lives elsewhere.
  func resolves(_ citation: Citation) -> Bool {
    let manager = FileManager.default
    let folders = folders(above: citation.file)
    let candidates: [URL]
    if citation.path.hasPrefix("../") {
      return false
    } else if citation.path.contains("/") {
      candidates = [root] + folders
    } else {
      // Not docs/reference/: a reference note is cited with its folder.
      candidates =
        [root, root.appendingPathComponent("docs")]
        + folders.flatMap { [$0, $0.appendingPathComponent("Fixtures")] }
    }
    return candidates.contains {
      manager.fileExists(atPath: $0.appendingPathComponent(citation.path).path)
    }
  }

  private func commentCitations(_ block: [(line: Int, text: String)], file: String) -> [Citation] {
    guard !block.isEmpty else { return [] }
    // One text per comment paragraph; a line ending in "/" continues a path on the next line.
    var joined = ""
    var starts: [(offset: Int, line: Int)] = []
    for part in block {
      if !joined.isEmpty && !joined.hasSuffix("/") { joined += " " }
      starts.append((joined.count, part.line))
      joined += part.text.trimmingCharacters(in: .whitespaces)
    }
    let elsewhere = Set(joined.matches(of: Self.repositoryFolder).map { String($0.output.1) })
    let outside = joined.contains("../")
    return Self.mentions(in: joined).compactMap { mention in
      let offset = joined.distance(from: joined.startIndex, to: mention.range.lowerBound)
      let line = starts.last { $0.offset <= offset }?.line ?? block[0].line
      let citation = Citation(file: file, line: line, path: mention.path)
      if resolves(citation) { return citation }
      let before = joined[..<mention.range.lowerBound]
      let external =
        before.firstMatch(of: Self.repositoryBefore) != nil
        || elsewhere.contains(String(mention.path.split(separator: "/").first ?? ""))
        || outside
      return external ? nil : citation
    }
  }

  private func stringCitations(_ string: String, line: String, number: Int, file: String)
    -> [Citation]
  {
    Self.mentions(in: string).compactMap { mention in
      let after = string[mention.range.upperBound...]
      let cited =
        after.prefixMatch(of: Self.section) != nil || mention.path.hasPrefix("docs/")
        || mention.path.hasPrefix("shared/") || line.contains("source:")
      return cited ? Citation(file: file, line: number, path: mention.path) : nil
    }
  }

  /// The citing file's folder and every folder above it, up to the root.
  private func folders(above file: String) -> [URL] {
    var folder = root.appendingPathComponent(file).deletingLastPathComponent()
    var result: [URL] = []
    while folder.path.count > root.path.count {
      result.append(folder)
      folder = folder.deletingLastPathComponent()
    }
    return result
  }

  private func swiftFiles(in folders: [String]) -> [String] {
    folders.flatMap { folder -> [String] in
      let base = root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
      return walker.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains(".build") }
        .map { "\(folder)/\($0)" }
        .sorted()
    }
  }
}
