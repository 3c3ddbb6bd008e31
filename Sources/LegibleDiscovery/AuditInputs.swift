import LegibleAudit
import LegibleJSON
import LegibleTokens

/// The paths of `legible audit PATH…` sorted into audit specs and discovery inputs.
///
/// A spec is a JSON file whose top-level object has `"components"` (what
/// `docs/audit-spec.schema.json` requires); everything else (token files and folders,
/// stylesheets, asset catalogs) goes to discovery, in the order given.
public struct AuditInputs: Sendable, Hashable {
  /// Audit spec files.
  public var specs: [String] = []
  /// Token files, folders and stylesheets to discover components in.
  public var discovery: [String] = []

  /// Sorts `paths`.
  public init(_ paths: [String]) {
    for path in paths {
      if Self.isSpec(path) { specs.append(path) } else { discovery.append(path) }
    }
  }

  /// Whether the file at `path` is an audit spec: a `.json` file whose top-level object has a
  /// `"components"` array or a `"$schema"` naming the audit-spec schema, or one no token importer
  /// claims (so the spec reader names what is wrong with it, with its line and column).
  /// Unreadable or malformed JSON counts as a spec for the same reason. A token file's
  /// `"components"` is a group (an object), never an array.
  public static func isSpec(_ path: String) -> Bool {
    guard path.lowercased().hasSuffix(".json") else { return false }
    guard let text = try? AuditSpec.readText(at: path) else { return true }
    guard let document = try? JSONDocument(parsing: text) else { return true }
    guard case .object(let members) = document.root.kind else { return true }
    let components = members.last { $0.key == "components" }?.value
    if case .array = components?.kind { return true }
    if let schema = members.last(where: { $0.key == "$schema" })?.value,
      case .string(let text) = schema.kind, text.contains("audit-spec")
    {
      return true
    }
    return !TokenLoader.claimsFile(path)
  }
}

extension SpecDiscovery.Result {
  /// Why nothing can be audited, when discovery found no component: what was read and how
  /// Legible recognises button states, for an error (exit 2) on `audit` and `extract`.
  public func nothingFoundMessage(for paths: [String]) -> String {
    // Counted per system: `tokens` would merge them first.
    let values = tokenSets.flatMap(\.tokens)
    if values.isEmpty {
      return PathContents.nothingReadMessage(for: paths, contents: contents)
    }
    let files = Set(values.map(\.location.file)).count
    var message = paths.joined(separator: ", ") + ": no components found in "
    message += "\(values.count) colour token values from \(files) file"
    message += files == 1 ? "" : "s"
    message += "; discovery pairs text and background tokens of one component by their names"
    message += " (state words such as hover, pressed, disabled; see docs/discovery.md) or reads"
    message += " CSS rules with state selectors; write an audit spec for these colours"
    message += " (docs/audit-spec.md)"
    return message
  }
}
