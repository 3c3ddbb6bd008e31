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
      sets.append(try importTokens(from: path, reading: reading, claims: claims, cache: &cache))
    }
    return TokenSet.merging(sets)
  }

  private static func importTokens(
    from path: String,
    reading: (JSONValue, String) throws(ImportError) -> RawDocument,
    claims: (String, [UInt8]) -> Bool,
    cache: inout DocumentCache
  ) throws(ImportError) -> TokenSet {
    var document = try cache.document(path, reading: reading).get()
    var context: [RawToken] = []
    if !AliasResolver.isSelfContained(document.tokens) {
      for sibling in cache.siblings(of: path, where: claims) {
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
