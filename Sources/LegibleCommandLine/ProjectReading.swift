import LegibleDiscovery
import LegibleInterfaceBuilder
import LegibleTokens

#if SwiftSources
  import LegibleSwiftSources
#endif

/// What `legible audit` and `legible extract` read when given no spec: token files, folders and
/// stylesheets (`SpecDiscovery`), storyboards and xibs (`InterfaceBuilderDiscovery`) and, when
/// this `legible` was built with the `SwiftSources` trait (the default), Swift sources, linked
/// with the documents that use their classes (`ProjectDiscovery`).
///
/// Built without that trait (`make demo`), a Swift path is refused with exit 2 and the command
/// that builds the reader; it is never skipped, which would pass an audit of nothing.
struct ProjectReading {
  /// What was read and found.
  struct Result {
    /// The components found.
    var found: DiscoveredComponents
    /// The tokens token discovery read (for `"{token}"` references), one set per design
    /// system: `legible extract` merges them (``tokens``); an audit never needs them.
    var tokenSets: [TokenSet]
    /// The tokens, merged into one set sorted by name.
    var tokens: TokenSet { TokenSet.merging(tokenSets) }
    /// Warnings and notes of reading, in order.
    var diagnostics: [ImportDiagnostic]
    /// Every file read (inputs an output must not overwrite).
    var files: [String]
    /// Why nothing was found, for an error, when ``found`` has no component.
    var nothingFoundMessage: String
  }

  /// Token discovery's settings (pages, references, presets).
  var tokens: SpecDiscovery
  /// The run's keeper: in the `legible` process it keeps the Swift reader's syntax trees until
  /// exit rather than have them freed while the report is written.
  var keeper = ValueKeeper(keeps: false)

  /// Reads `paths`.
  ///
  /// - Throws: An input error for a missing or unreadable path, or a Swift path in a build
  ///   without the Swift-source reader.
  func discover(_ paths: [String]) throws(CommandError) -> Result {
    #if SwiftSources
      do {
        var discovery = ProjectDiscovery(tokens: tokens)
        if keeper.keeps {
          let keeper = keeper
          discovery.keepsSyntax = { keeper.keep($0) }
        }
        let result = try discovery.discover(paths)
        return Result(
          found: result.found, tokenSets: result.tokenSets, diagnostics: result.diagnostics,
          files: result.files, nothingFoundMessage: result.nothingFoundMessage)
      } catch {
        throw .input(error.description)
      }
    #else
      if let path = paths.first(where: ProjectFileSearch.claims) {
        throw .input(Self.withoutSwiftSources(path))
      }
      let documentPaths = paths.filter(InterfaceBuilderDiscovery.claims)
      let tokenPaths = paths.filter { !documentPaths.contains($0) }
      do {
        var result = Result(
          found: DiscoveredComponents(), tokenSets: [], diagnostics: [], files: [],
          nothingFoundMessage: "")
        if !tokenPaths.isEmpty {
          let read = try tokens.discover(tokenPaths)
          result = Result(
            found: read.found, tokenSets: read.tokenSets, diagnostics: read.diagnostics,
            files: read.contents.files,
            nothingFoundMessage: read.found.components.isEmpty
              ? read.nothingFoundMessage(for: tokenPaths) : "")
        }
        if !documentPaths.isEmpty {
          let read = try InterfaceBuilderDiscovery(
            pages: tokens.pages, expressionFacts: tokens.expressionFacts
          ).discover(
            documentPaths,
            appTint: tokens.tintFact.flatMap { AppTint(fact: $0.colors, at: $0.at) }, link: nil)
          result.diagnostics += read.diagnostics
          result.files += read.files
          if read.found.components.isEmpty {
            let text =
              documentPaths.joined(separator: ", ")
              + ": no button with a title in \(read.files.count) storyboard or xib file"
              + (read.files.count == 1 ? "" : "s")
            result.nothingFoundMessage +=
              (result.nothingFoundMessage.isEmpty ? "" : "; ") + text
          }
          result.found = DiscoveredComponents.joining(
            result.found, read.found, label: "Interface Builder")
        }
        result.found.makeNamesUnique()
        if !result.found.components.isEmpty { result.nothingFoundMessage = "" }
        return result
      } catch {
        throw .input(error.description)
      }
    #endif
  }

  /// The refusal of a Swift path by a build without the Swift-source reader.
  static func withoutSwiftSources(_ path: String) -> String {
    path
      + ": Swift sources, and this legible was built without its Swift-source reader (the "
      + "SwiftSources package trait, which make demo leaves off to skip building swift-syntax). "
      + "Build the full tool with `make build` or `swift build --product legible`, or pass only "
      + "token files, folders and stylesheets"
  }
}
