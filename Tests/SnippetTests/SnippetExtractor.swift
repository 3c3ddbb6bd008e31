import Foundation

/// Extracts the ```swift code blocks of the README and the DocC catalogues into Swift sources the
/// `SnippetTests` target compiles and runs, so documentation examples cannot rot.
///
/// Every ```swift block is a snippet named `<file>-<n>` (1-based, in file order). Its `import`
/// lines move to the top of its generated file and the rest becomes the body of a throwing
/// function, run by ``SnippetTests``; `print` inside it writes to the snippet's recorded output.
/// A block preceded by `<!-- snippet: requires MODULE -->` (e.g. `UIKit`, `SwiftUI`) is
/// platform code: it is generated as top-level declarations inside `#if canImport(MODULE)`,
/// type-checked wherever that module exists and never run.
struct SnippetExtractor {
  /// One code block.
  struct Block: Equatable {
    /// `README-2`, `AuditingButtonStates-1`.
    var name: String
    /// The Markdown file, relative to the repository root.
    var source: String
    /// The 1-based line of the opening fence.
    var line: Int
    /// The module the block needs (`requires MODULE`), or `nil` for a runnable snippet.
    var requires: String?
    /// The code between the fences.
    var code: [String]

    /// The Swift identifier of the snippet's namespace.
    var identifier: String {
      "Snippet_" + name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }
  }

  /// The repository root.
  var root: URL

  /// The Markdown files with snippets, relative to the root, sorted: README.md and every
  /// `.md` file inside a `Sources/*/Documentation.docc` catalogue.
  func markdownFiles() throws -> [String] {
    var files = ["README.md"]
    let sources = root.appendingPathComponent("Sources")
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    for module in modules {
      let catalog = "Sources/\(module)/Documentation.docc"
      let url = root.appendingPathComponent(catalog)
      guard let walker = FileManager.default.enumerator(atPath: url.path) else { continue }
      let articles = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }
      files += articles.sorted().map { "\(catalog)/\($0)" }
    }
    return files
  }

  /// The code blocks of one Markdown file.
  func blocks(in file: String) throws -> [Block] {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let stem = (file as NSString).lastPathComponent.replacingOccurrences(of: ".md", with: "")
    var result: [Block] = []
    var index = 0
    while index < lines.count {
      guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
        index += 1
        continue
      }
      let indent = lines[index].prefix { $0 == " " }.count
      let start = index
      var code: [String] = []
      index += 1
      while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
        code.append(String(lines[index].dropFirst(min(indent, lines[index].count))))
        index += 1
      }
      index += 1
      result.append(
        Block(
          name: "\(stem)-\(result.count + 1)", source: file, line: start + 1,
          requires: marker(before: start, in: lines), code: code))
    }
    return result
  }

  /// The module named by a `<!-- snippet: requires MODULE -->` line right before a fence.
  private func marker(before fence: Int, in lines: [String]) -> String? {
    var i = fence - 1
    while i >= 0, lines[i].trimmingCharacters(in: .whitespaces).isEmpty { i -= 1 }
    guard i >= 0 else { return nil }
    let line = lines[i].trimmingCharacters(in: .whitespaces)
    let prefix = "<!-- snippet: requires "
    guard line.hasPrefix(prefix), line.hasSuffix(" -->") else { return nil }
    return String(line.dropFirst(prefix.count).dropLast(4))
  }

  /// Every block of every Markdown file, in order.
  func allBlocks() throws -> [Block] {
    try markdownFiles().flatMap { try blocks(in: $0) }
  }

  /// The generated Swift source of one block.
  func source(of block: Block) -> String {
    let imports = block.code.filter { $0.hasPrefix("import ") }
    let body = block.code.filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }
    var out = [
      "// swift-format-ignore-file",
      // No line number: prose edits above a block must not make its generated file stale.
      "// Generated from the Swift code blocks of \(block.source) by SnippetTests; do not edit.",
      "// Regenerate with: make snippets",
      "",
    ]
    if let module = block.requires {
      out += ["#if canImport(\(module))"] + imports + [""] + body + ["#endif"]
    } else {
      out += imports + [""]
      out += ["enum \(block.identifier) {", "  static func run(_ print: SnippetOutput) throws {"]
      out += body.map { $0.isEmpty ? "" : "    " + $0 }
      out += ["  }", "}"]
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// The generated registry of runnable snippets.
  func registry(of blocks: [Block]) -> String {
    var out = [
      "// swift-format-ignore-file",
      "// Generated by SnippetTests; do not edit.",
      "// Regenerate with: make snippets",
      "",
      "let allSnippets: [Snippet] = [",
    ]
    for block in blocks where block.requires == nil {
      out.append(
        "  Snippet(name: \"\(block.name)\", source: \"\(block.source)\", "
          + "run: \(block.identifier).run),")
    }
    out.append("]")
    return out.joined(separator: "\n") + "\n"
  }

  /// Every generated file by name (inside `Tests/SnippetTests/Generated`).
  func generatedFiles() throws -> [String: String] {
    let blocks = try allBlocks()
    var files = ["Snippets.swift": registry(of: blocks)]
    for block in blocks { files[block.name + ".swift"] = source(of: block) }
    return files
  }
}
