import LegibleDiscovery
import LegibleTokens

#if SwiftSources
  import LegibleSwiftSources
#endif

/// What `legible audit` and `legible extract` read when given no spec: token files, folders and
/// stylesheets (`SpecDiscovery`) and, when this `legible` was built with the `SwiftSources`
/// trait (the default), Swift sources (`ProjectDiscovery`).
///
/// Built without that trait (`make demo`), a Swift path is refused with exit 2 and the command
/// that builds the reader; it is never skipped, which would pass an audit of nothing.
struct ProjectReading {
  /// What was read and found.
  struct Result {
    /// The components found.
    var found: DiscoveredComponents
    /// The tokens token discovery read (for `"{token}"` references).
    var tokens: TokenSet
    /// Warnings and notes of reading, in order.
    var diagnostics: [ImportDiagnostic]
    /// Every file read (inputs an output must not overwrite).
    var files: [String]
    /// Why nothing was found, for an error, when ``found`` has no component.
    var nothingFoundMessage: String
  }

  /// Token discovery's settings (pages, references, presets).
  var tokens: SpecDiscovery

  /// Reads `paths`.
  ///
  /// - Throws: An input error for a missing or unreadable path, or a Swift path in a build
  ///   without the Swift-source reader.
  func discover(_ paths: [String]) throws(CommandError) -> Result {
    #if SwiftSources
      do {
        let result = try ProjectDiscovery(tokens: tokens).discover(paths)
        return Result(
          found: result.found, tokens: result.tokens, diagnostics: result.diagnostics,
          files: result.files, nothingFoundMessage: result.nothingFoundMessage)
      } catch {
        throw .input(error.description)
      }
    #else
      if let path = paths.first(where: SwiftFileSearch.claims) {
        throw .input(Self.withoutSwiftSources(path))
      }
      do {
        let result = try tokens.discover(paths)
        return Result(
          found: result.found, tokens: result.tokens, diagnostics: result.tokens.diagnostics,
          files: result.contents.files,
          nothingFoundMessage: result.found.components.isEmpty
            ? result.nothingFoundMessage(for: paths) : "")
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
