import Foundation
import LegibleAudit
import LegibleTokens

/// Loads the token files an audit spec lists under `"tokens"` (relative to the spec).
enum AuditTokens {
  /// The spec's tokens as a table, or `nil` when it lists none; import diagnostics go to
  /// standard error.
  ///
  /// - Throws: ``CommandError/input(_:)`` naming the file for unreadable specs or token files.
  static func load(specPath: String, extra: [String] = [], context: CommandContext)
    throws(CommandError) -> ColorTokenTable?
  {
    guard FileManager.default.fileExists(atPath: specPath) else { return nil }
    let paths: [String]
    do {
      paths = try extra + ColorTokenTable.tokenPaths(ofSpecAt: specPath)
    } catch {
      throw .input(error.description)
    }
    guard !paths.isEmpty else { return nil }
    let set: TokenSet
    do {
      set = try TokenLoader().load(paths)
    } catch {
      throw .input(error.description)
    }
    for diagnostic in set.diagnostics where diagnostic.severity == .warning {
      context.streams.error.write(diagnostic.description + "\n")
    }
    return set.colorTokenTable
  }
}
