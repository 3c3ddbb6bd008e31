import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleInterfaceBuilder
import LegibleTokens

/// Discovery over what a team ships: Swift sources (``SwiftComponentDiscovery``), storyboards
/// and xibs (`InterfaceBuilderDiscovery`) and token files, folders and stylesheets
/// (`SpecDiscovery`), joined into one set of components.
///
/// A path is read as Swift when it is a `.swift` file or a folder holding one (its asset
/// catalogs then resolve `Color("Name")`), and as Interface Builder when it is a storyboard or
/// xib or a folder holding one (an app project folder is both); every other path goes to token
/// discovery.
public struct ProjectDiscovery: Sendable {
  /// What was read and found.
  public struct Result: Sendable {
    /// The components of both discoveries.
    public var found: DiscoveredComponents
    /// The tokens token discovery read (for `"{token}"` references), empty for Swift alone;
    /// merged into one set when read (an audit never needs them merged).
    public var tokens: TokenSet {
      get { TokenSet.merging(tokenSets) }
      set { tokenSets = [newValue] }
    }
    /// The token sets read, one per design system (``tokens`` merges them).
    package var tokenSets: [TokenSet]
    /// Warnings and notes of reading, in order.
    public var diagnostics: [ImportDiagnostic]
    /// Every file read (inputs an output must not overwrite).
    public var files: [String]
    /// Why nothing was found, for an error, when ``found`` has no component.
    public var nothingFoundMessage: String
  }

  /// Token discovery's settings (pages, references, presets).
  public var tokens: SpecDiscovery
  /// Where the Swift reader's syntax trees go when it is done with them
  /// (``SwiftComponentDiscovery/keepsSyntax``).
  package var keepsSyntax: (@Sendable (Any) -> Void)?

  /// Creates a discovery.
  public init(tokens: SpecDiscovery = SpecDiscovery()) {
    self.tokens = tokens
  }

  /// A note naming where the app declares its one appearance, when it does.
  static func note(of declaration: AppAppearanceDeclaration) -> DiscoveryNote? {
    guard let only = declaration.onlyAppearance, let first = declaration.places.first else {
      return nil
    }
    let more = declaration.places.count - 1
    return DiscoveryNote(
      .skipped,
      "the app declares UIUserInterfaceStyle \(declaration.style ?? only) at \(first)"
        + (more > 0 ? " and \(more) more place\(more == 1 ? "" : "s")" : "")
        + ": it is always drawn in its \(only) appearance, the only one audited",
      subject: "appearance", location: first)
  }

  /// Warnings for the property lists that could not be read, and the note as a diagnostic.
  static func diagnostics(of declaration: AppAppearanceDeclaration) -> [ImportDiagnostic] {
    var diagnostics = declaration.unreadable.map {
      ImportDiagnostic(
        severity: .warning, name: nil,
        message: "\($0.reason); its UIUserInterfaceStyle is not read",
        location: FileLocation(file: $0.path))
    }
    if let note = note(of: declaration), let place = note.location {
      let parts = place.split(separator: ":")
      diagnostics.append(
        ImportDiagnostic(
          severity: .note, name: "appearance", message: note.message,
          location: FileLocation(
            file: parts.dropLast().joined(separator: ":"), line: parts.last.flatMap { Int($0) })))
    }
    return diagnostics
  }

  /// Reads `paths`.
  ///
  /// - Throws: `ImportError` for a missing path or unreadable named input (file and line).
  public func discover(_ paths: [String]) throws(ImportError) -> Result {
    let swiftPaths = paths.filter(SwiftComponentDiscovery.claims)
    let interfaceBuilderPaths = paths.filter(InterfaceBuilderDiscovery.claims)
    let tokenPaths = paths.filter {
      !swiftPaths.contains($0) && !interfaceBuilderPaths.contains($0)
    }
    var found = DiscoveredComponents()
    var tokenSets: [TokenSet] = []
    var diagnostics: [ImportDiagnostic] = []
    var files: [String] = []
    var message = ""
    if !tokenPaths.isEmpty {
      let result = try tokens.discover(tokenPaths)
      found = result.found
      tokenSets = result.tokenSets
      diagnostics += result.diagnostics
      files += result.contents.files
      if result.found.components.isEmpty { message = result.nothingFoundMessage(for: tokenPaths) }
    }
    var documents: InterfaceBuilderDiscovery.Result?
    // The one appearance the app declares (`UIUserInterfaceStyle` in its Info.plist): the
    // other is never drawn, so it is not audited; said once as a note.
    let declaration =
      swiftPaths.isEmpty && interfaceBuilderPaths.isEmpty
      ? nil : AppAppearanceDeclaration.read(swiftPaths + interfaceBuilderPaths)
    if let declaration {
      diagnostics += Self.diagnostics(of: declaration)
      if let note = Self.note(of: declaration) { found.notes.append(note) }
    }
    if !swiftPaths.isEmpty {
      var reader = SwiftComponentDiscovery(pages: tokens.pages)
      reader.expressionFacts = tokens.expressionFacts
      reader.tintFact = tokens.tintFact
      reader.keepsSyntax = keepsSyntax
      reader.declaredAppearance = declaration?.onlyAppearance
      let (swift, linked) = try reader.discover(swiftPaths, documents: interfaceBuilderPaths)
      documents = linked
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
      found = DiscoveredComponents.joining(found, swiftFound, label: "Swift sources")
    } else if !interfaceBuilderPaths.isEmpty {
      var reader = InterfaceBuilderDiscovery(
        pages: tokens.pages, expressionFacts: tokens.expressionFacts)
      reader.declaredAppearance = declaration?.onlyAppearance
      documents = try reader.discover(
        interfaceBuilderPaths,
        appTint: tokens.tintFact.flatMap { AppTint(fact: $0.colors, at: $0.at) }, link: nil)
    }
    if let documents {
      diagnostics += documents.diagnostics
      files += documents.files
      if documents.found.components.isEmpty {
        let text =
          interfaceBuilderPaths.joined(separator: ", ")
          + ": no button with a title in \(documents.files.count) storyboard or xib file"
          + (documents.files.count == 1 ? "" : "s")
        message = message.isEmpty ? text : message + "; " + text
      }
      found = DiscoveredComponents.joining(found, documents.found, label: "Interface Builder")
    }
    found.makeNamesUnique()
    return Result(
      found: found, tokenSets: tokenSets, diagnostics: diagnostics, files: files,
      nothingFoundMessage: message)
  }
}
