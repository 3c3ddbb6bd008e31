import LegibleTokens

/// A linear scan of a Swift file's bytes that refuses, before SwiftParser 603.0.2 sees it, the
/// structures on which that parser's work is unbounded (issue 20, "never a hang").
///
/// SwiftParser 603.0.2 (swift-syntax `Sources/SwiftParser/Types.swift`,
/// `Parser.Lookahead.canParseCollectionTypeBody()`) explores the element of every `[` twice,
/// once as InlineArray sugar (`[3 of Int]`, SE-0483, `canParseInlineArrayTypeBody()`) and once
/// as a type (`canParseType()`); the parser asks that lookahead at every `[` it parses
/// (`Parser.isAtStartOfInlineArrayTypeBody()`, from `parseCollectionType()` and
/// `parseSpecialCollectionLiteral(…)`). A `[` nested as the start of another's element doubles
/// the work: `extension [[[…[UIButton {` with 24 brackets takes 6.5 s, each bracket more twice
/// that (docs/limits.md). The lookahead does not count nesting (the parser's
/// `maximumNestingLevel` does not bound it), so deep runs of `[` or of `<` also overflow the
/// stack.
///
/// A run of attributes is the other: before each statement the parser looks past every
/// attribute and modifier that follows (`TokenConsumer.atStartOfDeclaration` →
/// `Lookahead.skipAttributesAndModifiers`, skipping each argument list whole), but when an
/// argument list holds what stops the real parse (`@a(func)`), it then reads one attribute and
/// looks past all the rest again: 2,000 lines of `@a(func)` take 3.4 s, 8,000 take 53 s.
///
/// The scan estimates that work without lexing Swift exactly: every token costs 2^k, k the
/// number of open `[` still "live", that is with nothing between them and the token that ends
/// a type (a string, `=`, `{`, a `,` directly in `[`, …); such a token ends the lookahead of
/// every open bracket. That over-estimates (a `[` after a `:` is explored once), never
/// under-estimates, for the code it reads as code; comments and string literals are skipped as
/// Swift's lexer skips them. A token inside a run of attributes (`@`, names, modifiers, argument
/// lists, nothing else between them) costs twice the number of attributes of the run so far.
struct SwiftParseBound {
  /// Estimated lookahead steps a file may cost: a fixed allowance plus some per byte (plain code
  /// costs about one step per token, a few bytes). 2^21 steps is about 0.4 s in a release
  /// build on the shared machine (`extension` + 20 `[`); at 8 MB the allowance is 34 M steps,
  /// about 7 s.
  static let allowance = 1 << 21
  /// Steps allowed per byte of the file, above ``allowance``.
  static let stepsPerByte = 4
  /// Open brackets (`(`, `[`, `{`) allowed at once: SwiftParser's own release limit
  /// (`Parser.defaultMaximumNestingLevel`, 256), beyond which it stops parsing anyway; its
  /// lookahead, which has no limit, overflowed an 8 MB stack at about 600 `[` (and at about 1,100
  /// `a<`).
  static let maximumDepth = 256
  /// Unclosed `<` allowed in one run of type-like tokens (`A<B<C<…`, generic arguments the
  /// lookahead recurses into).
  static let maximumAngles = 256

  /// What the scan found too much of.
  enum Excess: Equatable {
    /// Square brackets nested as each other's element `depth` deep from `line`, an estimated
    /// `steps` of lookahead.
    case squareRun(line: Int, depth: Int, steps: Int)
    /// Brackets open `maximumDepth` deep at `line`.
    case depth(line: Int)
    /// `<` open `maximumAngles` deep in a run of type-like tokens at `line`.
    case angles(line: Int)
    /// `count` attributes in a row from `line`, an estimated `steps` of lookahead.
    case attributeRun(line: Int, count: Int, steps: Int)
  }

  /// Throws the refusal for `text`, or returns when SwiftParser's work on it is bounded.
  static func check(_ text: String, path: String) throws(ImportError) {
    guard let excess = scan(text) else { return }
    let head = "SwiftParser 603.0.2 cannot parse this file in bounded time: "
    let message: String
    let line: Int
    switch excess {
    case .squareRun(let start, let depth, let steps):
      line = start
      message =
        head + "square brackets nested at least \(depth) deep from here, each one the start of the "
        + "last one's element, double its lookahead at every level (about \(steps) steps, over "
        + "the \(allowance + stepsPerByte * text.utf8.count) allowed); fix: close the brackets "
        + "or name the inner types (typealias), or leave the file out of the paths"
    case .depth(let at):
      line = at
      message =
        head + "brackets ( [ { open \(maximumDepth) deep here, beyond the parser's nesting "
        + "limit; fix: close the brackets, or leave the file out of the paths"
    case .attributeRun(let start, let count, let steps):
      line = start
      message =
        head + "\(count) attributes in a row from here, which the parser rereads from each "
        + "attribute when their arguments stop it (a declaration keyword inside @a(…)), about "
        + "\(steps) steps, over the \(allowance + stepsPerByte * text.utf8.count) allowed; fix: "
        + "correct the attributes' arguments, or leave the file out of the paths"
    case .angles(let at):
      line = at
      message =
        head + "\(maximumAngles) unclosed < in one type-like run here (A<B<C<…), which the "
        + "parser's lookahead recurses into; fix: close them, or leave the file out of the paths"
    }
    throw ImportError(.limitExceeded, message, location: FileLocation(file: path, line: line))
  }

  /// The first excess in `text`, or nil. Linear in the bytes, no recursion.
  static func scan(_ text: String) -> Excess? {
    var copy = text
    return copy.withUTF8 { bytes in
      var scanner = SwiftParseBoundScanner(bytes: bytes)
      return scanner.run()
    }
  }
}
