import Dispatch
import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleInterfaceBuilder
import LegibleTokens

/// Button components read from Swift sources: SwiftUI `ButtonStyle`s evaluated per state, UIKit
/// `UIButton` subclasses and the buttons code configures, with the file:line of every colour.
///
/// Colours are evaluated, not matched: literals, constants across files, the tree's own
/// helpers, asset catalog colours of the same tree (each appearance a theme), and system colours
/// from `AppleSystemColors`. What evaluation cannot see into makes the state needs-review,
/// naming the expression and its position.
///
/// ```swift
/// let found = try SwiftComponentDiscovery().discover(["Sources"]).found
/// let report = try Auditor().audit(found.spec(name: "App"))
/// ```
public struct SwiftComponentDiscovery: Sendable {
  /// What was read and found.
  public struct Result: Sendable {
    /// The components, themes, surfaces and notes.
    public var found: DiscoveredComponents
    /// Files skipped or read with a problem (met while walking a folder), and the notes about
    /// button styling no component covers (also in ``found``'s notes), which `legible audit`
    /// prints.
    public var diagnostics: [ImportDiagnostic]
    /// The Swift files read.
    public var files: [String]
  }

  /// The page colour per theme (`""` for theme-less), from `legible.json`'s `discovery.page`.
  public var pages: [String: CSSColor]
  /// Colours a team states for expressions the evaluator cannot see into (`facts.colors`).
  public var expressionFacts: [(expression: String, colors: [String: CSSColor], at: String)] = []
  /// The app-wide tint a team states where no code read sets one (`facts.tint`).
  public var tintFact: (colors: [String: CSSColor], at: String)?
  /// The one appearance the app declares (``AppAppearanceDeclaration``), the only one audited.
  package var declaredAppearance: String?

  /// Where the syntax trees and the index over them go once a discovery is done with them:
  /// `nil` frees them on another thread while the caller goes on; the `legible` process hands
  /// them to its keeper, which leaves them for `exit` to reclaim (freeing them took a core
  /// from the report's writer for a tenth of `legible extract` on issue 20's 2,000 files).
  package var keepsSyntax: (@Sendable (Any) -> Void)?

  /// Creates a discovery.
  public init(pages: [String: CSSColor] = [:]) {
    self.pages = pages
  }

  /// Whether `path` is a Swift file or a folder holding one (what this discovery reads).
  public static func claims(_ path: String) -> Bool {
    ProjectFileSearch.claims(path)
  }

  /// Evaluates Swift sources given as text (path, text), without asset catalogs or a file
  /// system: the fuzz target's entry point, and what ``discover(_:)`` does after reading. A
  /// source SwiftParser cannot parse in bounded time (``SwiftParseBound``) is left out.
  package func discover(sources: [(path: String, text: String)]) -> DiscoveredComponents {
    let files = sources.compactMap { source -> SwiftSourceFile? in
      guard (try? SwiftParseBound.check(source.text, path: source.path)) != nil else { return nil }
      return SwiftSourceFile(path: source.path, text: source.text)
    }
    let index = SwiftDeclarationIndex(files: files)
    var assets = AssetColorTable()
    assets.facts = ExpressionFacts(expressionFacts)
    var builder = SwiftSpecBuilder(index: index, assets: assets, pages: pages)
    builder.appTint = AppTintSites(index: index, assets: assets).tint()
    builder.build()
    return builder.result
  }

  /// Reads the Swift files and asset catalogs under `paths` and evaluates their buttons.
  ///
  /// - Throws: `ImportError` for a path that does not exist, or a Swift file named in `paths`
  ///   that cannot be read (not UTF-8, binary, over the size limit, or bracket structures
  ///   SwiftParser cannot parse in bounded time), with the file and line.
  public func discover(_ paths: [String]) throws(ImportError) -> Result {
    try discover(paths, documents: []).swift
  }

  /// Reads the Swift files under `paths` and the storyboards and xibs under `documents`
  /// together: a document's button whose class or runtime attributes the Swift code defines is
  /// evaluated with that code (``InterfaceBuilderLink``).
  package func discover(_ paths: [String], documents: [String]) throws(ImportError) -> (
    swift: Result, documents: InterfaceBuilderDiscovery.Result?
  ) {
    var tree = try SwiftTree(paths: paths)
    let files = try tree.parse()
    let index = SwiftDeclarationIndex(files: files)
    var assets = AssetColorTable(tokens: tree.assetTokens, unread: tree.assetWarnings)
    assets.accent = AccentColorSetting.read(paths + documents)
    assets.facts = ExpressionFacts(expressionFacts)
    var builder = SwiftSpecBuilder(index: index, assets: assets, pages: pages)
    // The code's tint wins; a stated fact stands in where no code read sets one.
    let appTint =
      AppTintSites(index: index, assets: assets).tint()
      ?? tintFact.flatMap { AppTint(fact: $0.colors, at: $0.at) }
    builder.appTint = appTint
    builder.declaredAppearance = declaredAppearance
    var documentResult: InterfaceBuilderDiscovery.Result?
    if !documents.isEmpty {
      let link = InterfaceBuilderLink(index: index, assets: assets, pages: pages)
      var used: Set<String> = []
      var documentReader = InterfaceBuilderDiscovery(
        pages: pages, expressionFacts: expressionFacts)
      documentReader.declaredAppearance = declaredAppearance
      documentReader.accent = assets.accent
      documentResult = try documentReader.discover(
        documents, appTint: appTint
      ) { buttons, themes in
        // Each button is its own probe and evaluator: on every core, results in button order.
        let states = ConcurrentResults<
          (button: IBButton, document: IBDocument), IBLinkedStates?
        >.map(buttons) { link.states($0.button, in: $0.document, themes: themes) }
        for (entry, linked) in zip(buttons, states) where linked != nil {
          if let type = link.linkedType(entry.button) { used.insert(type) }
        }
        return states
      }
      builder.usedByDocuments = used
    }
    builder.build()
    var found = builder.result
    found.tokenFiles = []
    found.makeNamesUnique()
    let result = Result(
      found: found, diagnostics: tree.diagnostics + builder.diagnostics, files: files.map(\.path))
    // Freeing the syntax trees and the index over them took a tenth of `legible extract` on
    // issue 20's 2,000 files, on the calling thread after everything else; nothing returned
    // holds them, so they are kept for exit, or freed on another thread while the caller
    // writes its report.
    if let keepsSyntax {
      keepsSyntax((files, index, builder))
    } else {
      SyntaxRelease.elsewhere(files, index, builder)
    }
    return (result, documentResult)
  }
}

/// Values whose last references are handed to another thread, which frees them there: nothing
/// else holds them once the caller has returned, so no thread reads them while they are freed.
private final class SyntaxRelease: @unchecked Sendable {
  private var values: [Any]

  private init(_ values: [Any]) { self.values = values }

  static func elsewhere(_ values: Any...) {
    let release = SyntaxRelease(values)
    DispatchQueue.global(qos: .utility).async { release.values.removeAll() }
  }
}
