import LegibleAudit
import LegibleColor
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing

@testable import LegibleSwiftSources

/// Operator sequences are folded when evaluation meets them (`SwiftSourceFile.folded(_:)`), not
/// by rewriting every file after parsing (issue 20: that rewrite took as long as parsing, and kept
/// a second tree per file). A folded sequence is a tree of its own, so these tests check that
/// its positions are still the file's: every token where SwiftOperators' whole-tree fold
/// (`foldAll`, what Legible used before) puts it, and a needs-review reason inside nested
/// sequences pointing at the line and column of the text.
@Suite("Swift sources: operator sequences folded on use")
struct SequenceFoldTests {
  static let source = """
    import SwiftUI

    enum Theme {
        static let blue = Color(red: 0, green: (0x60 + 1) / 255.0, blue: 205 / 255.0)
        static let dim = Color.white.opacity(179 / 255.0)
    }

    struct FoldedStyle: ButtonStyle {
        @Environment(\\.isEnabled) var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(configuration.isPressed ? (isEnabled ? runtimeTheme.text : Theme.dim) : (isEnabled ? .white : Theme.dim))
                .background(isEnabled && !configuration.isPressed ? Theme.blue : Color(red: 188 / 255.0, green: 224 / 255.0, blue: 253 / 255.0))
                .opacity(configuration.isPressed ? 0.8 : 1)
        }
    }
    """

  /// The tokens of a tree with their positions in the file and their text.
  static func tokens(_ node: some SyntaxProtocol) -> [String] {
    node.tokens(viewMode: .sourceAccurate).map {
      "\($0.positionAfterSkippingLeadingTrivia.utf8Offset):\($0.text)"
    }
  }

  @Test(
    "Each sequence folded on use has every token where foldAll puts it (the fixture and the recipes of Examples/ios-recipes)"
  )
  func foldedTokensKeepTheirFilePositions() throws {
    let texts = [Self.source] + (try RecipeSources.texts())
    var compared = 0
    for text in texts {
      let file = SwiftSourceFile(path: "F.swift", text: text)
      let whole = OperatorTable.standardOperators.foldAll(file.tree) { _ in }
      // The structures SwiftOperators made for the whole file, by where they start (the
      // outermost of those starting at one place: `a && b ? x : y` and its `a && b`).
      var reference: [Int: [String]] = [:]
      for node in Self.folded(in: whole)
      where reference[node.positionAfterSkippingLeadingTrivia.utf8Offset] == nil {
        reference[node.positionAfterSkippingLeadingTrivia.utf8Offset] = Self.tokens(node)
      }
      var pending = Self.sequences(in: Syntax(file.tree))
      while let sequence = pending.popLast() {
        let folded = file.folded(sequence)
        // Folding does not move or drop a token.
        #expect(Self.tokens(folded) == Self.tokens(sequence))
        #expect(file.folded(sequence).id == folded.id, "the same fold each time")
        let start = folded.positionAfterSkippingLeadingTrivia.utf8Offset
        #expect(start == sequence.positionAfterSkippingLeadingTrivia.utf8Offset)
        #expect(
          file.location(of: folded) == file.location(of: sequence),
          "the line and column of the sequence")
        if folded.kind != .sequenceExpr {
          #expect(reference[start] == Self.tokens(folded), "as foldAll folds it")
          compared += 1
        }
        // Sequences nested in this one (in parentheses, arguments, closures) are folded when
        // they are met, from the folded tree.
        pending += Self.sequences(in: Syntax(folded)).filter { $0.id != sequence.id }
      }
    }
    #expect(compared >= 12, "the fixture alone has 12 sequences")
  }

  @Test(
    "Values inside nested sequences are evaluated; a needs-review there names the line and column of its text"
  )
  func nestedSequencesEvaluateWithTheirPositions() throws {
    let found = SwiftComponentDiscovery().discover(sources: [("Buttons.swift", Self.source)])
    let style = try #require(found.components.first { $0.name == "FoldedStyle" })
    let normal = try #require(style.states["normal"])
    // (0x60 + 1) / 255.0 and 205 / 255.0: rgb(0, 97, 205), recipe 2's blue, with white text.
    #expect(
      Self.color(normal.background)?.isApproximatelyEqual(
        to: CSSColor(rgb: 0x0061CD), tolerance: 1e-12) == true)
    #expect(
      Self.color(normal.text)?.isApproximatelyEqual(to: CSSColor(rgb: 0xFFFFFF), tolerance: 1e-12)
        == true)
    #expect(normal.review == nil)
    // The text colour is stated at line 12, where `.foregroundColor(` is.
    #expect(normal.sources["text"]?.source(theme: nil)?.line == 12)
    // Disabled: white at 179/255 over rgb(188, 224, 253).
    let disabled = try #require(style.states["disabled"])
    #expect(
      Self.color(disabled.background)?.isApproximatelyEqual(
        to: CSSColor(rgb: 0xBCE0FD), tolerance: 1e-12) == true)
    let dim = try #require(Self.color(disabled.text))
    #expect(
      dim.isApproximatelyEqual(
        to: CSSColor(rgb: 0xFFFFFF).withAlpha(179 / 255.0), tolerance: 1e-12), "\(dim)")
    // Pressed: the whole button at 0.8, and the text a runtime theme's, three sequences deep.
    let pressed = try #require(style.states["pressed"])
    #expect(pressed.opacity == 0.8)
    let review = try #require(pressed.review)
    let column = try #require(Self.column(of: "runtimeTheme.text", line: 12))
    #expect(review.contains("runtimeTheme"), "\(review)")
    #expect(review.contains("Buttons.swift:12:\(column)"), "\(review)")
  }

  static func color(_ value: ColorValue?) -> CSSColor? {
    guard case .color(let color)? = value else { return nil }
    return color
  }

  static func column(of needle: String, line: Int) -> Int? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard line - 1 < lines.count, let range = lines[line - 1].range(of: needle) else { return nil }
    return lines[line - 1].distance(from: lines[line - 1].startIndex, to: range.lowerBound) + 1
  }

  static func sequences(in root: Syntax) -> [SequenceExprSyntax] {
    final class Finder: SyntaxVisitor {
      var found: [SequenceExprSyntax] = []
      override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(root)
    return finder.found
  }

  static func folded(in root: Syntax) -> [ExprSyntax] {
    final class Finder: SyntaxVisitor {
      var found: [ExprSyntax] = []
      override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(ExprSyntax(node))
        return .visitChildren
      }
      override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(ExprSyntax(node))
        return .visitChildren
      }
      override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(ExprSyntax(node))
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(root)
    return finder.found
  }
}
