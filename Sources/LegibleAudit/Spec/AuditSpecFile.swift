import Foundation
import LegibleTokens

/// An audit spec read from its file together with the token files it names: what
/// `legible audit` audits for each spec path.
///
/// The spec file is read once. The token files are its `"tokens"` (resolved against the spec's
/// directory) after any `additionalTokenFiles` (the `"tokens"` of `legible.json`); they are
/// loaded with LegibleTokens' `TokenLoader` into one table the spec's `"{token.name}"`
/// colours resolve against. Errors come in the order a reader fixes them: the spec's JSON and
/// its `"tokens"` list, then the token files, then the spec's contents.
///
/// ```swift
/// let file = try AuditSpecFile(contentsOfFile: "Examples/themed-chips.json")
/// let report = try Auditor().audit(file.spec)
/// for warning in file.warnings { print(warning) }  // unresolved aliases, with file:line
/// ```
public struct AuditSpecFile: Sendable {
  /// Why a spec file, or a token file it names, could not be read.
  public enum LoadError: Error, Sendable, CustomStringConvertible {
    /// The spec is unreadable, malformed or invalid (file, line and JSON path).
    case spec(AuditSpecError)
    /// A token file is unreadable or malformed (file and line).
    case tokens(ImportError)

    /// The underlying error's message.
    public var description: String {
      switch self {
      case .spec(let error): error.description
      case .tokens(let error): error.description
      }
    }
  }

  /// The spec file's path, as given.
  public let path: String
  /// The parsed and validated spec, its token references resolved.
  public let spec: AuditSpec
  /// The token files read, in load order (empty when neither the spec nor the caller names
  /// any): inputs a report must never overwrite.
  public let tokenFiles: [String]
  /// The token importers' warnings (an alias that does not resolve, a system colour, …), each
  /// with its file and line, for the caller to show.
  public let warnings: [ImportDiagnostic]

  /// Reads the spec at `path` and the token files it names.
  ///
  /// - Parameters:
  ///   - path: The spec file.
  ///   - additionalTokenFiles: Token files loaded before the spec's own (paths as given).
  ///   - loader: The token loader (its `format` forces one importer for every file).
  ///   - onWarning: Called with each of ``warnings`` as soon as the token files are loaded,
  ///     before the spec is validated, so a caller shows them also when the spec then fails.
  /// - Throws: ``LoadError/spec(_:)`` for a missing, unreadable, malformed or invalid spec
  ///   (also an unknown token reference, with the import diagnostic that explains it), and
  ///   ``LoadError/tokens(_:)`` for a token file that cannot be read.
  public init(
    contentsOfFile path: String, additionalTokenFiles: [String] = [],
    loader: TokenLoader = TokenLoader(), onWarning: (ImportDiagnostic) -> Void = { _ in }
  ) throws(LoadError) {
    let text: String
    let listed: [String]
    do throws(AuditSpecError) {
      text = try AuditSpec.readText(at: path)
      listed = try ColorTokenTable.tokenPaths(inSpecText: text, file: path)
    } catch {
      throw .spec(error)
    }
    let files = additionalTokenFiles + listed
    var table: ColorTokenTable?
    var warnings: [ImportDiagnostic] = []
    if !files.isEmpty {
      do throws(ImportError) {
        let set = try loader.load(files)
        // A spec's token files are exact inputs: a malformed value in one stops the audit.
        if let bad = set.diagnostics.first(where: { $0.severity == .error }) {
          throw ImportError(.invalidColorValue, bad.message, location: bad.location)
        }
        warnings = set.diagnostics.filter { $0.severity == .warning }
        warnings.forEach(onWarning)
        table = set.colorTokenTable
      } catch {
        throw .tokens(error)
      }
    }
    do throws(AuditSpecError) {
      spec = try AuditSpec(json: text, file: path, tokens: table)
    } catch {
      throw .spec(error)
    }
    self.path = path
    self.tokenFiles = files
    self.warnings = warnings
  }
}
