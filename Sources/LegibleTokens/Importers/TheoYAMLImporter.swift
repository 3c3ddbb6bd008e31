// Salesforce Theo design tokens in YAML (salesforce-ux/theo README.md "Spec", lib/definition.js;
// docs/tokens.md "Theo YAML"), the format of the Salesforce Lightning Design System's
// design-tokens/*.yml. YAML is read with libyaml (LegibleYAML).
// - `props:` NAME → {value, comment, type, category …} (or a list of {name, value …}) and
//   `aliases:` NAME → value (or {value}) become tokens named as written; `global:` gives every
//   prop of the file its `type` (and the rest of Theo's defaults, which Legible does not use).
// - `imports:` are files relative to the importing one; their aliases are visible to it, their
//   definitions are not its tokens (each file's tokens are its own, as with the JSON formats'
//   sibling files). A missing import is an error at the import, a cycle names the files.
// - `{!NAME}` references are replaced by the alias's value, also inside a longer value, chains
//   followed; a cycle is an error naming the chain, an unknown alias a warning.
// - Values that are not one colour (gradients, sizes, props whose `type` is not `color`) are
//   skipped and counted in one note; a `type: color` prop whose value is not a colour (other
//   than a gradient) is an error.

import Foundation
import LegibleColor

/// Imports Salesforce Theo YAML token files (`props`, `aliases`, `global`, `imports`).
public struct TheoYAMLImporter: TokenImporter {
  /// `theo-yaml`.
  public static let format = "theo-yaml"
  /// One-line description.
  public static let summary =
    "Salesforce Theo YAML (*.yml, *.yaml): props, aliases, imports, {!ALIAS} references"

  /// Creates the importer.
  public init() {}

  /// Claims `.yml` and `.yaml` files whose first 4 KiB have a top-level `props:`, `aliases:`
  /// or `imports:` key (a line that starts with it).
  public static func claims(path: String, isDirectory: Bool, prefix: [UInt8]) -> Bool {
    guard !isDirectory else { return false }
    let name = path.lowercased()
    guard name.hasSuffix(".yml") || name.hasSuffix(".yaml") else { return false }
    let keys = ["props:", "aliases:", "imports:"].map { Array($0.utf8) }
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
      for key in keys where line.starts(with: key) {
        let next = line.dropFirst(key.count).first
        if next == nil || next == 0x20 || next == 0x09 || next == 0x0D || next == 0x23 {
          return true
        }
      }
    }
    return false
  }

  /// Imports the colour tokens of one file.
  public func importTokens(from path: String) throws(ImportError) -> TokenSet {
    try importTokens(from: [path])
  }

  /// Imports several files of one folder or command line, each as on its own (its own props
  /// and aliases), reading and parsing each file and import once for the whole batch.
  public func importTokens(from paths: [String]) throws(ImportError) -> TokenSet {
    var graph = TheoImportGraph()
    var resolver = TheoAliasResolver()
    var sets: [TokenSet] = []
    for path in paths {
      let document = try graph.document(path)
      _ = try graph.scope(of: path)
      var tokens: [Token] = []
      var diagnostics: [ImportDiagnostic] = []
      var skipped = 0
      for definition in document.aliases + document.props {
        guard definition.value != nil, definition.type == nil || definition.type == "color" else {
          skipped += 1
          continue
        }
        switch try resolver.resolve(definition, graph: &graph) {
        case .unresolved(let chain, let reason):
          diagnostics.append(
            ImportDiagnostic(
              severity: .warning, name: definition.name,
              message: TheoAliasResolver.Outcome.message(chain: chain, reason: reason),
              location: definition.location))
        case .text(let text, let resolvedFrom):
          let css = text.trimmingCharacters(in: .whitespaces)
          do {
            let color = try CSSColor(css: css)
            tokens.append(
              Token(
                name: definition.name, color: color, location: definition.location,
                resolvedFrom: resolvedFrom, description: definition.comment))
          } catch {
            guard definition.type == "color", !css.lowercased().contains("gradient(") else {
              skipped += 1
              continue
            }
            // One malformed value is reported with its place; the rest is read (as every
            // importer does: DTCG, Style Dictionary, Tokens Studio).
            diagnostics.append(
              ImportDiagnostic(
                severity: .error, name: nil,
                message:
                  "\(definition.name): invalid colour \"\(css)\" (character \(error.position + 1)): "
                  + "\(error.message); a prop of type color needs a CSS colour",
                location: definition.location))
          }
        }
      }
      if skipped > 0 {
        diagnostics.append(
          ImportDiagnostic(
            severity: .note, name: nil,
            message: "skipped \(skipped) non-colour token\(skipped == 1 ? "" : "s")",
            location: FileLocation(file: path)))
      }
      sets.append(TokenSet(tokens: tokens, diagnostics: diagnostics))
    }
    return TokenSet.merging(sets)
  }
}
