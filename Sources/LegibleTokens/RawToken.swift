import LegibleAudit
import LegibleColor

/// A token as read from a document, before aliases are followed: one theme's value of one name.
struct RawToken: Sendable {
  /// A literal colour or a reference to another token.
  enum Value: Sendable {
    case color(Color)
    case alias(String)
  }

  /// A change applied to the resolved value, in order.
  enum Operation: Sendable {
    /// Replaces the alpha (Primer `alpha`, Carbon `alphaModifiers`, Tokens Studio `alpha`).
    case setAlpha(Double)
    /// A Tokens Studio colour modifier (`lighten`, `darken`, `mix`).
    case studio(StudioModifier)
  }

  var name: String
  var theme: String?
  var value: Value
  var location: SourceLocation
  var extensions: String?
  var operations: [Operation] = []
}

/// Raw tokens from one document plus what was skipped while reading it.
struct RawDocument: Sendable {
  var tokens: [RawToken] = []
  var diagnostics: [ImportDiagnostic] = []
  /// Names of tokens that exist but are not colours (aliases to them are skipped quietly).
  var nonColorNames: Set<String> = []
  /// How many non-colour tokens were skipped.
  var skippedNonColor = 0

  mutating func append(_ other: RawDocument) {
    tokens += other.tokens
    diagnostics += other.diagnostics
    nonColorNames.formUnion(other.nonColorNames)
    skippedNonColor += other.skippedNonColor
  }

  /// A note summarising the skipped non-colour tokens, if any.
  func skippedNote(file: String) -> ImportDiagnostic? {
    guard skippedNonColor > 0 else { return nil }
    return ImportDiagnostic(
      severity: .note, name: nil,
      message: "skipped \(skippedNonColor) non-colour token\(skippedNonColor == 1 ? "" : "s")",
      location: SourceLocation(file: file))
  }
}

extension RawDocument {
  /// Imports one JSON token file: reads it into raw tokens, and when its aliases point outside it,
  /// reads the sibling files of the same format as context, then resolves every alias.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - reading: The format's reader from a parsed document to raw tokens.
  ///   - claims: Whether a sibling file (path, first bytes) is of the same format.
  static func importTokens(
    from path: String,
    reading: (JSONValue, String) throws(ImportError) -> RawDocument,
    claims: (String, [UInt8]) -> Bool
  ) throws(ImportError) -> TokenSet {
    var document = try reading(try JSONSupport.read(path), path)
    var context: [RawToken] = []
    if !AliasResolver.isSelfContained(document.tokens) {
      for sibling in JSONSupport.siblings(of: path, where: claims) {
        guard let value = try? JSONSupport.read(sibling),
          let raw = try? reading(value, sibling)
        else { continue }
        context += raw.tokens
        document.nonColorNames.formUnion(raw.nonColorNames)
      }
    }
    var resolver = AliasResolver(
      primary: document.tokens, context: context, nonColor: document.nonColorNames)
    let (tokens, diagnostics) = try resolver.resolve()
    var all = document.diagnostics + diagnostics
    if let note = document.skippedNote(file: path) { all.append(note) }
    return TokenSet(tokens: tokens, diagnostics: all)
  }
}
