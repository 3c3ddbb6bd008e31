import Foundation
import LegibleJSON

/// A reader for one source format (DTCG JSON, Style Dictionary, Tokens Studio, Xcode asset
/// catalogs, Android resources, CSS custom properties, Theo YAML…).
///
/// Importers are listed in ``TokenImporters/all``; ``TokenLoader`` picks one per file by name and
/// content, or by ``format`` when the user forces one.
public protocol TokenImporter: Sendable {
  /// The format's stable identifier, used by ``TokenLoader/format`` and in diagnostics
  /// (kebab-case: `dtcg`, `style-dictionary`, `tokens-studio`, `json5`, `asset-catalog`,
  /// `android`, `css`, `theo-yaml`).
  static var format: String { get }

  /// A one-line description for help output.
  static var summary: String { get }

  /// Whether this importer reads the file or directory at `path`, judged by its name and, for
  /// files, by the first bytes of its contents (`prefix`, at most 4 KiB; empty for directories).
  static func claims(path: String, isDirectory: Bool, prefix: [UInt8]) -> Bool

  /// Creates the importer.
  init()

  /// Imports every colour token from the file or directory at `path`.
  ///
  /// - Throws: ``ImportError`` for unreadable or malformed input, invalid colours, alias cycles
  ///   and dangling aliases. Unresolvable-but-legal references (system colours, `?attr/`) are
  ///   ``ImportDiagnostic``s in the result, not errors.
  func importTokens(from path: String) throws(ImportError) -> TokenSet

  /// Imports several files of this format that belong together (the stylesheets of one folder,
  /// the files named on one command line), in order, so that references between them resolve.
  /// The default imports each file on its own and merges the results.
  func importTokens(from paths: [String]) throws(ImportError) -> TokenSet
}

extension TokenImporter {
  /// Imports every colour token from the file or directory at a `file:` URL (see
  /// the path form of `importTokens(from:)`).
  ///
  /// - Throws: ``ImportError``, also ``ImportError/Code/unreadableFile`` for a URL that is not a
  ///   `file:` URL.
  public func importTokens(from url: URL) throws(ImportError) -> TokenSet {
    try importTokens(from: try FileURL.path(of: url, orThrow: ImportError.notAFileURL))
  }

  /// Imports each file on its own and merges the results.
  public func importTokens(from paths: [String]) throws(ImportError) -> TokenSet {
    var sets: [TokenSet] = []
    for path in paths { sets.append(try importTokens(from: path)) }
    return TokenSet.merging(sets)
  }
}

/// Every importer, in detection order (the first that claims a path reads it).
public enum TokenImporters {
  /// All importers.
  public static var all: [any TokenImporter.Type] {
    [
      AssetCatalogImporter.self,
      AndroidResourcesImporter.self,
      TokensStudioImporter.self,
      DesignTokensImporter.self,
      StyleDictionaryImporter.self,
      CSSCustomPropertiesImporter.self,
      TheoYAMLImporter.self,
    ]
  }

  /// The importer with the given ``TokenImporter/format`` identifier.
  public static func named(_ format: String) -> (any TokenImporter.Type)? {
    all.first { $0.format == format }
  }
}
