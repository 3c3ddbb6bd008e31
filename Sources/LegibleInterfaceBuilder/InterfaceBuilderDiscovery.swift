import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleTokens

/// Button components read from Interface Builder documents (storyboards and xibs): per-state
/// title colours, the button's background and tint, configurations, runtime attributes and
/// the view behind it, every colour converted from the encoding Xcode wrote (Generic RGB,
/// Generic Gray, grey gamma 2.2, Display P3, system and asset colours) with its file:line.
///
/// A background image that is one flat colour (found among the folders and asset catalogs read,
/// decoded with libpng) is the state's fill. What the XML cannot say (a custom class's code, a
/// system button's own highlighted look, a background image that is not one flat colour, an
/// image behind the button) makes the state needs-review, with the reason.
///
/// ```swift
/// let found = try InterfaceBuilderDiscovery().discover(["MyApp"]).found
/// let report = try Auditor().audit(found.spec(name: "MyApp"))
/// ```
public struct InterfaceBuilderDiscovery: Sendable {
  /// What was read and found.
  public struct Result: Sendable {
    /// The components, themes, surfaces and notes.
    public var found: DiscoveredComponents
    /// Documents and catalogs skipped or read with a problem while walking a folder.
    public var diagnostics: [ImportDiagnostic]
    /// The storyboards and xibs read.
    public var files: [String]
  }

  /// The page colour per theme (`""` for theme-less), from `legible.json`'s `discovery.page`.
  public var pages: [String: CSSColor]

  /// Colours a team states for what the files cannot give (`legible.json` `facts.colors`): a
  /// named colour no asset catalog read defines is looked up as `UIColor(named: "Name")`.
  public var expressionFacts: [(expression: String, colors: [String: CSSColor], at: String)] = []
  /// The one appearance the app declares (``AppAppearanceDeclaration``), the only one audited.
  package var declaredAppearance: String?
  /// The accent colour's build setting when the caller has read it already (the Swift reader,
  /// over these paths and its own); else it is read here.
  package var accent: AccentColorSetting?

  /// Creates a discovery.
  public init(
    pages: [String: CSSColor] = [:],
    expressionFacts: [(expression: String, colors: [String: CSSColor], at: String)] = []
  ) {
    self.pages = pages
    self.expressionFacts = expressionFacts
  }

  /// Per document, how many of its buttons are notes rather than components (image-only, or
  /// drawing no title or image): `legible audit` prints diagnostics, not notes, so without
  /// these it would leave buttons out without a word. `legible extract` lists each.
  static func notAudited(_ documents: [IBDocument], notes: [DiscoveryNote]) -> [ImportDiagnostic] {
    var imageOnly: [String: Int] = [:]
    var nothing: [String: Int] = [:]
    for note in notes where note.kind == .skipped {
      guard let location = note.location, let colon = location.lastIndex(of: ":") else {
        continue
      }
      let path = String(location[..<colon])
      if note.message.hasPrefix(IBSpecBuilder.imageOnlyMessage) {
        imageOnly[path, default: 0] += 1
      } else if note.message.hasPrefix(IBSpecBuilder.drawsNothingMessage) {
        nothing[path, default: 0] += 1
      }
    }
    return documents.compactMap { document in
      let images = imageOnly[document.path] ?? 0
      let empty = nothing[document.path] ?? 0
      guard images + empty > 0 else { return nil }
      var parts: [String] = []
      if images > 0 {
        parts.append(
          "\(images) image-only (an image, symbol or glyph and no title; that contrast, WCAG 1.4.11, is in a bitmap Legible does not measure)"
        )
      }
      if empty > 0 {
        parts.append("\(empty) with no title, title colour or image (no text is drawn)")
      }
      let total = images + empty
      return ImportDiagnostic(
        severity: .note, name: nil,
        message: "\(total) button\(total == 1 ? "" : "s") not audited, listed with their lines by "
          + "`legible extract`: " + parts.joined(separator: "; "),
        location: FileLocation(file: document.path))
    }
  }

  /// Whether `path` is a storyboard or xib, or a folder holding one.
  public static func claims(_ path: String) -> Bool {
    ProjectFileSearch.holdsInterfaceBuilder(path)
  }

  /// Reads the storyboards, xibs and asset catalogs under `paths`, and the background images the
  /// buttons name among the image files and image sets there.
  ///
  /// - Throws: `ImportError` for a path that does not exist, or a document named in `paths`
  ///   that cannot be read (malformed XML, a DTD, too large or too deep, a colour that is not
  ///   one), with the file and line. A document met while walking a folder that cannot be read
  ///   is a warning in ``Result/diagnostics``.
  public func discover(_ paths: [String]) throws(ImportError) -> Result {
    try discover(paths, link: nil)
  }

  /// ``discover(_:)`` with the Swift-source reader's `link` giving the states of buttons whose
  /// code it has read, and the app-wide tint its code sets (`appTint`).
  package func discover(
    _ paths: [String], appTint: AppTint? = nil, link: IBSpecBuilder.Link?
  ) throws(ImportError) -> Result {
    var named: [String] = []
    var walked: [String] = []
    var catalogs: [String] = []
    var folders: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ImportError(
          .unreadableFile, "no such file or folder", location: FileLocation(file: path))
      }
      if isDirectory.boolValue {
        if path.hasSuffix(".xcassets") {
          catalogs.append(path)
        } else {
          folders.append(path)
          walked += ProjectFileSearch.interfaceBuilderFiles(under: path)
          catalogs += ProjectFileSearch.assetCatalogs(under: path)
        }
      } else if ProjectFileSearch.interfaceBuilderSuffixes.contains(where: path.hasSuffix) {
        named.append(path)
      }
    }
    var diagnostics: [ImportDiagnostic] = []
    var tokens: [Token] = []
    var assetWarnings: [ImportDiagnostic] = []
    for catalog in catalogs {
      do {
        let set = try AssetCatalogImporter().importTokens(from: catalog)
        tokens += set.tokens
        assetWarnings += set.diagnostics
        diagnostics += AssetColorTable.described(set.diagnostics)
      } catch {
        diagnostics.append(
          ImportDiagnostic(
            severity: .warning, name: nil, message: error.message,
            location: error.location ?? FileLocation(file: catalog)))
      }
    }
    var documents: [IBDocument] = []
    var files: [String] = []
    var skipped: [DiscoveryNote] = []
    for path in named + walked where !files.contains(path) { files.append(path) }
    // Each document is read (libxml2, then its buttons) on every core; what was read is taken
    // in path order, so the first error of a named document is the one thrown, as before.
    let reads = ComponentWork.map(files) { path -> Swift.Result<IBDocument?, ImportError> in
      do throws(ImportError) {
        return .success(try IBDocumentReader.read(path: path))
      } catch {
        return .failure(error)
      }
    }
    for (path, read) in zip(files, reads) {
      do throws(ImportError) {
        if let document = try read.get() {
          documents.append(document)
        } else {
          skipped.append(
            DiscoveryNote(
              .skipped, "a macOS (AppKit) document; Legible reads iOS (CocoaTouch) ones",
              location: path))
        }
      } catch {
        if named.contains(path) { throw error }
        diagnostics.append(
          ImportDiagnostic(
            severity: .warning, name: nil, message: error.message + "; the document is skipped",
            location: error.location ?? FileLocation(file: path)))
      }
    }
    // The image files and sets are listed only when a button names a background image.
    let namesImages = documents.contains { document in
      document.buttons.contains { button in
        button.states.values.contains { $0.backgroundImage != nil }
      }
    }
    var assets = AssetColorTable(tokens: tokens, unread: assetWarnings)
    assets.facts = ExpressionFacts(expressionFacts)
    assets.accent = accent ?? AccentColorSetting.read(paths)
    var builder = IBSpecBuilder(
      assets: assets, pages: pages,
      images: namesImages
        ? IBImageTable(folders: folders, catalogs: catalogs)
        : IBImageTable(folders: [], catalogs: []))
    builder.link = link
    builder.appTint = appTint
    builder.declaredAppearance = declaredAppearance
    builder.add(documents)
    var found = builder.result
    diagnostics += Self.notAudited(documents, notes: found.notes)
    found.notes = skipped + found.notes
    found.makeNamesUnique()
    for document in documents where !document.colorMatched {
      found.notes.append(
        DiscoveryNote(
          .ambiguous,
          "no colorMatched=\"YES\": saved by Xcode 7 or earlier (toolsVersion \(document.toolsVersion ?? "?")); its calibrated colours may have been drawn unconverted, so states using them are marked for review",
          location: "\(document.path):\(document.line)"))
    }
    return Result(found: found, diagnostics: diagnostics, files: files)
  }
}
