import Foundation
import LegibleColor
import LegibleJSON

/// A token as read from a document, before aliases are followed: one theme's value of one name.
struct RawToken: Sendable {
  /// A literal colour or a reference to another token.
  enum Value: Sendable {
    case color(CSSColor)
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
  var location: FileLocation
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
  /// Tokens with no `$type` on themselves or any group whose value parses as a colour, read as
  /// colours (DTCG asks for a type; a note names them).
  var untypedColors: [String] = []

  /// Counts a token that exists but is not a colour, so aliases to it are skipped quietly.
  mutating func skipNonColor(_ name: String) {
    nonColorNames.insert(name)
    skippedNonColor += 1
  }

  mutating func append(_ other: RawDocument) {
    tokens += other.tokens
    diagnostics += other.diagnostics
    nonColorNames.formUnion(other.nonColorNames)
    skippedNonColor += other.skippedNonColor
    untypedColors += other.untypedColors
  }

  /// A note naming the tokens read as colours without a `$type`, if any.
  func untypedNote(file: String) -> ImportDiagnostic? {
    guard let first = untypedColors.first else { return nil }
    let count = untypedColors.count
    let more = count > 1 ? " and \(count - 1) more" : ""
    return ImportDiagnostic(
      severity: .note, name: nil,
      message:
        "read \(count) token\(count == 1 ? "" : "s") without a $type (none on the token or its groups) as colour\(count == 1 ? "" : "s"), since the value\(count == 1 ? " parses" : "s parse") as CSS colours (\(first)\(more)); add \"$type\": \"color\" to the token or a group to say so",
      location: FileLocation(file: file))
  }

  /// Whether a colour-typed value is a gradient (`linear-gradient(…)`, `radial-gradient(…)`,
  /// `conic-gradient(…)`, repeating ones): an image, not a colour; such a token is skipped as a
  /// non-colour token, never reported as a malformed colour.
  static func isGradient(_ text: String) -> Bool {
    let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
    return ["linear-gradient(", "radial-gradient(", "conic-gradient(", "repeating-"].contains {
      lower.hasPrefix($0)
    }
  }

  /// Whether a value computes a colour from references (`hsla({a.h}, {a.s}, {a.l}, 1)`, Tokens
  /// Studio's and Style Dictionary's expressions): valid in its tool, not evaluated here.
  static func embedsReferences(_ text: String) -> Bool {
    guard let open = text.firstIndex(of: "{") else { return false }
    return text[open...].contains("}")
  }

  /// Skips a token whose value is an expression over references, with a warning naming it.
  mutating func skipExpression(_ name: String, _ text: String, at location: FileLocation) {
    diagnostics.append(
      ImportDiagnostic(
        severity: .warning, name: name,
        message: "references inside expressions are not evaluated (\"\(text)\"); token skipped",
        location: location))
  }

  /// Records a malformed value as an error diagnostic (the token is left out, reading goes on);
  /// any other error still stops the import.
  mutating func recordInvalid(_ error: ImportError) throws(ImportError) {
    guard error.code == .invalidColorValue else { throw error }
    diagnostics.append(
      ImportDiagnostic(
        severity: .error, name: nil,
        message: error.message,
        location: error.location ?? FileLocation(file: "")))
  }

  /// Records a colour string that does not parse (`name: invalid colour "…" (character N): …`)
  /// as an error diagnostic at `location`.
  mutating func recordInvalidColor(
    _ name: String, _ text: String, _ error: ColorParseError, at location: FileLocation
  ) {
    diagnostics.append(
      ImportDiagnostic(
        severity: .error, name: nil,
        message:
          "\(name): invalid colour \"\(text)\" (character \(error.position + 1)): \(error.message)",
        location: location))
  }

  /// A note summarising the skipped non-colour tokens, if any.
  func skippedNote(file: String) -> ImportDiagnostic? {
    guard skippedNonColor > 0 else { return nil }
    return ImportDiagnostic(
      severity: .note, name: nil,
      message: "skipped \(skippedNonColor) non-colour token\(skippedNonColor == 1 ? "" : "s")",
      location: FileLocation(file: file))
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
    var cache = DocumentCache()
    return try importTokens(from: path, reading: reading, claims: claims, cache: &cache)
  }

  /// Imports several files of one format, each as ``importTokens(from:reading:claims:)`` would,
  /// merged in order; a file is read, parsed and listed as a sibling once per batch, not once per
  /// file that needs it as context (a folder of N files that alias each other was N² parses).
  static func importTokens(
    from paths: [String],
    reading: (JSONValue, String) throws(ImportError) -> RawDocument,
    claims: (String, [UInt8]) -> Bool
  ) throws(ImportError) -> TokenSet {
    var cache = DocumentCache()
    var sets: [TokenSet] = []
    for path in paths {
      sets.append(
        try importTokens(
          from: path, reading: reading, claims: claims, cache: &cache, batch: paths))
    }
    return TokenSet.merging(sets)
  }

  /// One file of a batch. Its aliases are looked up, when it does not define them, in the files
  /// of its own folder, then in the other files of the batch (a tokens package splits palette,
  /// semantic and component tokens into folders): every file of the batch that is theme-less
  /// or of the file's own theme (``JSONSupport/theme(ofFile:)``: a `dark/` folder's aliases
  /// resolve within dark and the theme-less base, never in `light/`).
  private static func importTokens(
    from path: String,
    reading: (JSONValue, String) throws(ImportError) -> RawDocument,
    claims: (String, [UInt8]) -> Bool,
    cache: inout DocumentCache,
    batch: [String] = []
  ) throws(ImportError) -> TokenSet {
    var document = try cache.document(path, reading: reading).get()
    var context: [RawToken] = []
    if !AliasResolver.isSelfContained(document.tokens) {
      let theme = JSONSupport.theme(ofFile: path)
      let siblings = cache.siblings(of: path, where: claims)
      var seen = Set(siblings)
      seen.insert(path)
      var others: [String] = []
      for file in batch where !seen.contains(file) {
        seen.insert(file)
        let other = JSONSupport.theme(ofFile: file)
        if other == nil || other == theme { others.append(file) }
      }
      for sibling in siblings + others {
        guard let raw = try? cache.document(sibling, reading: reading).get() else { continue }
        context += raw.tokens
        document.nonColorNames.formUnion(raw.nonColorNames)
      }
    }
    var resolver = AliasResolver(
      primary: document.tokens, context: context, nonColor: document.nonColorNames)
    let (tokens, diagnostics) = try resolver.resolve()
    var all = document.diagnostics + diagnostics
    if let note = document.skippedNote(file: path) { all.append(note) }
    if let note = document.untypedNote(file: path) { all.append(note) }
    return TokenSet(tokens: tokens, diagnostics: all)
  }
}

/// Parsed documents and sibling listings of one import batch.
struct DocumentCache {
  private var documents: [String: Result<RawDocument, ImportError>] = [:]
  private var listings: [String: [String]] = [:]

  /// The file read into raw tokens, or the error reading it gave (each file read once).
  mutating func document(
    _ path: String, reading: (JSONValue, String) throws(ImportError) -> RawDocument
  ) -> Result<RawDocument, ImportError> {
    if let known = documents[path] { return known }
    let result: Result<RawDocument, ImportError>
    do throws(ImportError) {
      result = .success(try reading(try JSONSupport.read(path), path))
    } catch {
      result = .failure(error)
    }
    documents[path] = result
    return result
  }

  /// `JSONSupport/siblings(of:where:)`, listing each directory once per batch.
  mutating func siblings(of path: String, where claims: (String, [UInt8]) -> Bool) -> [String] {
    let directory = (path as NSString).deletingLastPathComponent
    let all: [String]
    if let known = listings[directory] {
      all = known
    } else {
      all = JSONSupport.claimedFiles(inDirectoryOf: path, where: claims)
      listings[directory] = all
    }
    return all.filter {
      ($0 as NSString).lastPathComponent != (path as NSString).lastPathComponent
    }
  }
}
