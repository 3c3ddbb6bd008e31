import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleTokens

/// Discovery over what a team ships: Swift sources (``SwiftComponentDiscovery``) and token
/// files, folders and stylesheets (`SpecDiscovery`), joined into one set of components.
///
/// A path is read as Swift when it is a `.swift` file or a folder holding one (its asset
/// catalogs then resolve `Color("Name")`); every other path goes to token discovery.
public struct ProjectDiscovery: Sendable {
  /// What was read and found.
  public struct Result: Sendable {
    /// The components of both discoveries.
    public var found: DiscoveredComponents
    /// The tokens token discovery read (for `"{token}"` references), empty for Swift alone.
    public var tokens: TokenSet
    /// Warnings and notes of reading, in order.
    public var diagnostics: [ImportDiagnostic]
    /// Every file read (inputs an output must not overwrite).
    public var files: [String]
    /// Why nothing was found, for an error, when ``found`` has no component.
    public var nothingFoundMessage: String
  }

  /// Token discovery's settings (pages, references, presets).
  public var tokens: SpecDiscovery

  /// Creates a discovery.
  public init(tokens: SpecDiscovery = SpecDiscovery()) {
    self.tokens = tokens
  }

  /// Reads `paths`.
  ///
  /// - Throws: `ImportError` for a missing path or unreadable named input (file and line).
  public func discover(_ paths: [String]) throws(ImportError) -> Result {
    let swiftPaths = paths.filter(SwiftComponentDiscovery.claims)
    let tokenPaths = paths.filter { !swiftPaths.contains($0) }
    var found = DiscoveredComponents()
    var tokenSet = TokenSet(tokens: [])
    var diagnostics: [ImportDiagnostic] = []
    var files: [String] = []
    var message = ""
    if !tokenPaths.isEmpty {
      let result = try tokens.discover(tokenPaths)
      found = result.found
      tokenSet = result.tokens
      diagnostics += result.tokens.diagnostics
      files += result.contents.files
      if result.found.components.isEmpty { message = result.nothingFoundMessage(for: tokenPaths) }
    }
    if !swiftPaths.isEmpty {
      let swift = try SwiftComponentDiscovery(pages: tokens.pages).discover(swiftPaths)
      diagnostics += swift.diagnostics
      files += swift.files
      if swift.found.components.isEmpty {
        let text =
          swiftPaths.joined(separator: ", ")
          + ": no button found in \(swift.files.count) Swift file"
          + (swift.files.count == 1 ? "" : "s")
          + "; Legible reads SwiftUI ButtonStyle types and UIKit buttons whose colours code sets (docs/swift-sources.md)"
        message = message.isEmpty ? text : message + "; " + text
      }
      // Notes also given as diagnostics (what `legible audit` prints) are given once.
      var swiftFound = swift.found
      let printed = Set(
        swift.diagnostics.filter { $0.severity == .note }.map { "\($0.name ?? "")\n\($0.message)" })
      swiftFound.notes.removeAll { printed.contains("\($0.subject ?? "")\n\($0.message)") }
      found = Self.join(found, swiftFound)
    }
    return Result(
      found: found, tokens: tokenSet, diagnostics: diagnostics, files: files,
      nothingFoundMessage: message)
  }

  /// Token and Swift components together; the Swift ones sit on their own page surface when
  /// both have one.
  static func join(_ first: DiscoveredComponents, _ second: DiscoveredComponents)
    -> DiscoveredComponents
  {
    guard !first.components.isEmpty else {
      var joined = second
      joined.notes = first.notes + second.notes
      return joined
    }
    guard !second.components.isEmpty else {
      var joined = first
      joined.notes += second.notes
      return joined
    }
    var joined = first
    var components = second.components
    let surface = "page (Swift sources)"
    for offset in components.indices where components[offset].surface == "page" {
      components[offset].surface = surface
      components[offset].themes = second.themes.isEmpty ? nil : second.themes
    }
    if let page = second.surfaces["page"] {
      joined.surfaces[surface] = page
      joined.surfaceSources[surface] = second.surfaceSources["page"]
    }
    joined.components += components
    for theme in second.themes where !joined.themes.contains(theme) { joined.themes.append(theme) }
    joined.notes += second.notes
    return joined
  }
}
