import Foundation
import LegibleTokens
import SwiftParser
import SwiftSyntax

/// One Swift file, parsed with SwiftParser, with the line table that turns syntax positions into
/// lines and columns.
///
/// The tree is SwiftParser's, with operator sequences as written (`SequenceExprSyntax`). The
/// evaluator folds a sequence (SwiftOperators' standard table) when it first meets one,
/// ``folded(_:)``: folding every sequence of every file up front rewrote each whole tree, which
/// took as long as parsing it and kept a second tree per file in memory (issue 20).
struct SwiftSourceFile {
  /// The path as given (and as reported).
  var path: String
  /// The tree as parsed.
  var tree: SourceFileSyntax
  /// Lines and columns of the tree's positions.
  var lines: LineTable
  /// The sequences folded so far.
  let folds = SequenceFolds()
  /// The text parsed.
  var text: String

  /// The largest file read: a Swift source file of UI code is far below it; a generated or
  /// binary file above it is refused with a message rather than parsed.
  static let maximumBytes = 8 << 20

  /// Reads and parses `path`.
  ///
  /// - Throws: `ImportError` for a missing or unreadable file, a file over ``maximumBytes``, a
  ///   file that is not UTF-8 text (a binary file named `.swift`), with the file and, for bad
  ///   bytes, the line; a file SwiftParser cannot parse in bounded time (``SwiftParseBound``),
  ///   with the line.
  init(path: String) throws(ImportError) {
    let url = URL(fileURLWithPath: path)
    let data: Data
    do {
      // stat(2), not FileManager's attributes (which look up the owner's and group's names:
      // a tenth of reading a small file).
      var status = stat()
      if stat(path, &status) == 0, Int(status.st_size) > Self.maximumBytes {
        let size = Int(status.st_size)
        throw ImportError(
          .limitExceeded,
          "Swift file of \(size) bytes is over the \(Self.maximumBytes >> 20) MB limit for a "
            + "source file; generated or binary files cannot be read: leave it out of the paths",
          location: FileLocation(file: path))
      }
      data = try Data(contentsOf: url)
    } catch let error as ImportError {
      throw error
    } catch {
      throw ImportError(
        .unreadableFile, "cannot read the Swift file: \(error.localizedDescription)",
        location: FileLocation(file: path))
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ImportError(
        .malformedDocument,
        "not UTF-8 text (a binary file, or another encoding): Swift sources are UTF-8; "
          + "re-save it as UTF-8 or leave it out",
        location: FileLocation(file: path, line: Self.firstBadLine(data)))
    }
    if text.utf8Offset(of: 0) != nil {
      throw ImportError(
        .malformedDocument,
        "contains NUL bytes (a binary file named .swift?); leave it out of the paths",
        location: FileLocation(file: path, line: Self.firstNULLine(data)))
    }
    try SwiftParseBound.check(text, path: path)
    self.init(path: path, text: text)
  }

  /// Parses `text` as the file at `path`; the caller has checked it with ``SwiftParseBound``
  /// (or built it from code that was).
  init(path: String, text: String) {
    self.path = path
    self.text = text
    tree = Parser.parse(source: text)
    lines = LineTable(text)
  }

  /// Whether `word` occurs in the text (anywhere: in code, a comment or a string). A search for
  /// a name in the tree need not walk a file whose text lacks it: walking every node of every
  /// file is what costs, and most files of an app never name, say, `buttonStyle`.
  func mentions(_ word: String) -> Bool {
    text.containsBytes(of: word)
  }

  /// `sequence` (a node of this file) folded into structured expressions (`a ? b : c`,
  /// `97 / 255.0`), the same tree each time it is asked for.
  ///
  /// The folded nodes are a tree of their own, whose positions would start at 0. It is given
  /// `sequence`'s offset in the file as leading spaces, so every position in it is the position
  /// of the same text in the file, and ``location(of:)`` is right for its nodes too. Sequences
  /// nested in it (in parentheses, closures, arguments) are folded when they are met.
  func folded(_ sequence: SequenceExprSyntax) -> ExprSyntax {
    folds.folded(sequence)
  }

  /// Where `node` starts.
  func location(of node: some SyntaxProtocol) -> SwiftLocation {
    let start = lines.location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    return SwiftLocation(file: path, line: start.line, column: start.column)
  }

  /// The syntax errors SwiftParser recovered from, first few, each with its line.
  var syntaxErrors: [SwiftLocation] {
    final class Finder: SyntaxVisitor {
      var found: [Syntax] = []
      override func visit(_ node: MissingExprSyntax) -> SyntaxVisitorContinueKind {
        if found.count < 3 { found.append(Syntax(node)) }
        return .skipChildren
      }
      override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if found.count < 3 { found.append(Syntax(node)) }
        return .skipChildren
      }
    }
    guard tree.hasError else { return [] }
    let finder = Finder(viewMode: .all)
    finder.walk(tree)
    return finder.found.map { location(of: $0) }
  }

  private static func firstBadLine(_ data: Data) -> Int {
    var line = 1
    var index = data.startIndex
    while index < data.endIndex {
      let byte = data[index]
      let length: Int
      switch byte {
      case 0..<0x80: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return line
      }
      if length > 1 {
        let end = index + length
        guard end <= data.endIndex,
          String(data: data[index..<end], encoding: .utf8) != nil
        else { return line }
      }
      if byte == 0x0A { line += 1 }
      index += length
    }
    return line
  }

  private static func firstNULLine(_ data: Data) -> Int {
    var line = 1
    for byte in data {
      if byte == 0 { return line }
      if byte == 0x0A { line += 1 }
    }
    return line
  }
}
