// Android resources (https://developer.android.com/guide/topics/resources/more-resources#CSSColor,
// https://developer.android.com/guide/topics/resources/color-list-resource,
// https://developer.android.com/guide/topics/resources/providing-resources#AlternativeResources).
// Hex colours use the Android digit order (#RGB #ARGB #RRGGBB #AARRGGBB, alpha first).
// See docs/tokens.md ("Android resources") for names, themes and states.

import Foundation
import LegibleColor

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads colours from an Android `res` folder, a `values*/…xml` file with a `<resources>` root or
/// a `color*/…xml` colour state list.
///
/// - `<color name="x">` → token `x`; `@color/` references are followed (cycles are errors),
///   `@android:color/white|black|transparent` are resolved, other framework colours and
///   unresolvable `?attr/` references are warnings.
/// - Qualifiers: `values` is theme-less, `values-night` is `dark` (`notnight` is `light`); other
///   qualifiers are appended (`dark-v27`). A name defined in `values` and overridden in
///   `values-night` gives `light` and `dark` tokens; one defined only in `values` is theme-less
///   and applies to every theme.
/// - Theme styles (a `<style>` whose last name component is `Light` or `Dark`, such as
///   `Theme.App.Dark`) define the `light` and `dark` themes for `?attr/` references; their colour
///   items, parents included, become tokens `attr/<item>`.
/// - A state list `color/button_text.xml` becomes one token per `<item>`:
///   `button_text[state_pressed]`, `button_text[state_enabled=false]`, `button_text[default]`;
///   `android:alpha` / `app:alpha` multiplies the colour's alpha. The first matching item wins.
public struct AndroidResourcesImporter: TokenImporter {
  /// `android`.
  public static let format = "android"
  /// A one-line description.
  public static let summary =
    "Android resources (res/, values*/colors.xml, color/*.xml state lists)"

  /// Claims `res` directories, XML files with a `<resources>` root and colour state lists in a
  /// `color*` folder.
  public static func claims(path: String, isDirectory: Bool, prefix: [UInt8]) -> Bool {
    let url = URL(fileURLWithPath: path)
    if isDirectory { return url.lastPathComponent == "res" }
    guard url.pathExtension.lowercased() == "xml" else { return false }
    let head = String(decoding: prefix, as: UTF8.self)
    if head.contains("<resources") { return true }
    let folder = url.deletingLastPathComponent().lastPathComponent
    return head.contains("<selector") && (folder == "color" || folder.hasPrefix("color-"))
  }

  /// Creates the importer.
  public init() {}

  /// Imports a `res` folder, or one file (resolving references against its enclosing `res`
  /// folder when there is one, and emitting only that file's tokens).
  public func importTokens(from path: String) throws(ImportError) -> TokenSet {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ImportError(
        .unreadableFile, "no such file or directory; check the path",
        location: FileLocation(file: path))
    }
    var model = Model()
    var only: String?
    if isDirectory.boolValue {
      try model.load(resDirectory: path)
    } else {
      let folder = (path as NSString).deletingLastPathComponent
      let folderName = (folder as NSString).lastPathComponent
      let res = (folder as NSString).deletingLastPathComponent
      if Model.qualifiers(of: folderName) != nil, (res as NSString).lastPathComponent == "res" {
        try model.load(resDirectory: res)
        only = (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent)
      } else {
        try model.load(file: path, folder: folderName)
      }
    }
    return try model.tokens(onlyFile: only)
  }
}

// MARK: - Model

/// Everything read from one `res` folder.
private struct Model {
  struct Definition {
    var value: String
    var location: FileLocation
  }

  struct Style {
    var name: String
    var parent: String?
    var items: [(name: String, definition: Definition)]
  }

  struct SelectorItem {
    var states: [(String, Bool)]
    var color: String?
    var alpha: String?
    var location: FileLocation
  }

  struct Selector {
    var name: String
    var theme: String?
    var items: [SelectorItem]
    var file: String
  }

  /// `colors[name][theme]`.
  var colors: [String: [String?: Definition]] = [:]
  var styles: [String: Style] = [:]
  var selectors: [Selector] = []
  var diagnostics: [ImportDiagnostic] = []

  /// What a resource folder's qualifiers say.
  struct Qualifiers: Equatable {
    /// The theme: `dark` for `values-night-v27`, `nil` for `values`.
    var theme: String?
  }

  /// The qualifiers of a folder Legible reads (`values*` or `color*`), or `nil` for any other
  /// folder.
  static func qualifiers(of folder: String) -> Qualifiers? {
    let parts = folder.split(separator: "-").map(String.init)
    guard let first = parts.first, first == "values" || first == "color" else { return nil }
    var night: String?
    var rest: [String] = []
    for part in parts.dropFirst() {
      switch part {
      case "night": night = "dark"
      case "notnight": night = "light"
      default: rest.append(part)
      }
    }
    let all = (night.map { [$0] } ?? []) + rest
    return Qualifiers(theme: all.isEmpty ? nil : all.joined(separator: "-"))
  }

  mutating func load(resDirectory: String) throws(ImportError) {
    let folders: [String]
    do {
      folders = try FileManager.default.contentsOfDirectory(atPath: resDirectory).sorted()
    } catch {
      throw ImportError(
        .unreadableFile, "cannot list the directory: \(error.localizedDescription)",
        location: FileLocation(file: resDirectory))
    }
    for folder in folders where Self.qualifiers(of: folder) != nil {
      let directory = (resDirectory as NSString).appendingPathComponent(folder)
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for entry in entries.sorted() where entry.lowercased().hasSuffix(".xml") {
        try load(file: (directory as NSString).appendingPathComponent(entry), folder: folder)
      }
    }
  }

  mutating func load(file: String, folder: String) throws(ImportError) {
    let text = try TokenLoader.readText(file)
    let theme = Self.qualifiers(of: folder)?.theme
    let document = try XMLTree.parse(text, file: file)
    let location = { (line: Int, path: String) in
      FileLocation(file: file, line: line, path: path)
    }
    switch document.name {
    case "resources":
      for element in document.children {
        switch element.name {
        case "color", "item":
          guard let name = element.attributes["name"],
            element.name == "color" || element.attributes["type"] == "color"
          else { continue }
          let path = "resources/color[@name='\(name)']"
          colors[name, default: [:]][theme] = Definition(
            value: element.text.trimmingWhitespace(.whitespacesAndNewlines),
            location: location(element.line, path))
        case "style":
          guard let name = element.attributes["name"] else { continue }
          var style = Style(name: name, parent: element.attributes["parent"], items: [])
          for item in element.children where item.name == "item" {
            guard let itemName = item.attributes["name"] else { continue }
            style.items.append(
              (
                itemName,
                Definition(
                  value: item.text.trimmingWhitespace(.whitespacesAndNewlines),
                  location: location(
                    item.line, "resources/style[@name='\(name)']/item[@name='\(itemName)']"))
              ))
          }
          if theme == nil || styles[name] == nil { styles[name] = style }
        default: continue
        }
      }
    case "selector":
      guard Self.qualifiers(of: folder) != nil, folder.hasPrefix("color") else { return }
      let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      var selector = Selector(name: name, theme: theme, items: [], file: file)
      for (index, item) in document.children.enumerated() where item.name == "item" {
        var states: [(String, Bool)] = []
        for (key, value) in item.attributeOrder {
          let local = key.split(separator: ":").last.map(String.init) ?? key
          if local.hasPrefix("state_") { states.append((local, value != "false")) }
        }
        let color = item.attributes["android:color"] ?? item.attributes["color"]
        let alpha = item.attributes["android:alpha"] ?? item.attributes["app:alpha"]
        selector.items.append(
          SelectorItem(
            states: states, color: color, alpha: alpha,
            location: location(item.line, "selector/item[\(index + 1)]")))
      }
      selectors.append(selector)
    default:
      return
    }
  }

  // MARK: Resolution

  enum Failure: Error {
    case unresolvable(String)
    case error(ImportError)
  }

  /// Theme styles: `light`/`dark` → style name (the first in sorted order when several match).
  func themeStyles() -> [String: String] {
    var result: [String: String] = [:]
    for name in styles.keys.sorted() {
      guard let last = name.split(separator: ".").last?.lowercased(),
        last == "light" || last == "dark", result[last] == nil
      else { continue }
      result[last] = name
    }
    return result
  }

  static let frameworkColors: [String: CSSColor] = [
    "white": CSSColor(.sRGB, 1, 1, 1), "black": CSSColor(.sRGB, 0, 0, 0),
    "transparent": CSSColor(.sRGB, 0, 0, 0, alpha: 0),
  ]

  /// The definition of colour `name` in `theme` (exact qualifier, then its night part, then base).
  func colorDefinition(_ name: String, theme: String?) -> Definition? {
    guard let defs = colors[name] else { return nil }
    if let exact = defs[theme] { return exact }
    if let theme, let night = theme.split(separator: "-").first.map(String.init),
      let found = defs[night]
    {
      return found
    }
    if theme == "light", let found = defs["light"] { return found }
    return defs[nil] ?? nil
  }

  /// The item `name` of a theme's style, following parents (explicit, or implied by the dotted
  /// name).
  func styleItem(_ name: String, theme: String?) -> Definition? {
    guard let theme,
      let styleName = themeStylesSnapshot[
        theme.split(separator: "-").first.map(
          String.init) ?? theme]
    else { return nil }
    var current: String? = styleName
    var seen: Set<String> = []
    while let styleName = current, !seen.contains(styleName) {
      seen.insert(styleName)
      guard let style = styles[styleName] else { return nil }
      if let item = style.items.last(where: { $0.name == name }) { return item.definition }
      if let parent = style.parent {
        current = parent.hasPrefix("@style/") ? String(parent.dropFirst(7)) : parent
      } else if let dot = styleName.lastIndex(of: ".") {
        current = String(styleName[..<dot])
      } else {
        current = nil
      }
    }
    return nil
  }

  var themeStylesSnapshot: [String: String] = [:]

  /// Resolves a value string in a theme. `chain` holds the references followed so far.
  func resolve(_ raw: String, theme: String?, location: FileLocation, chain: [String])
    throws(Failure) -> (CSSColor, [String])
  {
    let value = raw.trimmingWhitespace(.whitespacesAndNewlines)
    guard chain.count < 128 else {
      throw .error(
        ImportError(
          .limitExceeded,
          "references are nested more than 128 deep, starting "
            + chain.prefix(4).joined(separator: " → ") + " → …", location: location))
    }
    if value.hasPrefix("#") {
      do {
        return (try CSSColorParser(hexDialect: .android).parse(value), chain)
      } catch {
        throw .error(
          ImportError(
            .invalidColorValue,
            "invalid colour '\(value)': \(error.message); Android colours are #RGB, #ARGB, "
              + "#RRGGBB or #AARRGGBB (alpha first)", location: location))
      }
    }
    if value.hasPrefix("@android:color/") {
      let name = String(value.dropFirst("@android:color/".count))
      if let color = Self.frameworkColors[name] { return (color, chain + [value]) }
      throw .unresolvable(
        "'\(value)' is an Android framework colour that depends on the OS version; "
          + "Legible resolves only @android:color/white, black and transparent")
    }
    if value.hasPrefix("@color/") || value.hasPrefix("@+color/") {
      let name = String(value.split(separator: "/", maxSplits: 1).last ?? "")
      let link = "@color/" + name
      if chain.contains(link) {
        throw .error(
          ImportError(
            .aliasCycle,
            "colour references form a cycle: " + (chain + [link]).joined(separator: " → "),
            location: location))
      }
      guard let definition = colorDefinition(name, theme: theme) else {
        throw .unresolvable(
          "'\(value)' names no <color> resource in the imported values folders (a library's "
            + "or a missing resource); define it or fix the name")
      }
      return try resolve(
        definition.value, theme: theme, location: definition.location, chain: chain + [link])
    }
    if value.hasPrefix("?") {
      let name = String(value.dropFirst()).replacingOccurrences(of: "attr/", with: "")
      let link = "?attr/" + name
      guard let theme else {
        throw .unresolvable(
          "'\(value)' is a theme attribute; it resolves only in a theme (no Light/Dark theme "
            + "style defines it)")
      }
      if chain.contains(link) {
        throw .error(
          ImportError(
            .aliasCycle,
            "theme attributes form a cycle: " + (chain + [link]).joined(separator: " → "),
            location: location))
      }
      guard let definition = styleItem(name, theme: theme) else {
        throw .unresolvable(
          "'\(value)' is a theme attribute that the \(theme) theme style does not set")
      }
      return try resolve(
        definition.value, theme: theme, location: definition.location, chain: chain + [link])
    }
    if value.hasPrefix("@") || chain.last?.hasPrefix("?") == true {
      throw .unresolvable("'\(value)' is not a colour")
    }
    throw .error(
      ImportError(
        .invalidColorValue,
        "invalid colour '\(value)'; write #RGB, #ARGB, #RRGGBB, #AARRGGBB or @color/name",
        location: location))
  }

  /// The contexts a value is resolved in: theme-less, each qualifier theme, each theme style.
  func contexts() -> [String?] {
    var themes: Set<String> = []
    for defs in colors.values { for key in defs.keys { if let key { themes.insert(key) } } }
    for selector in selectors { if let theme = selector.theme { themes.insert(theme) } }
    for theme in themeStylesSnapshot.keys { themes.insert(theme) }
    return [nil] + themes.sorted().map { Optional($0) }
  }

  mutating func tokens(onlyFile: String?) throws(ImportError) -> TokenSet {
    themeStylesSnapshot = themeStyles()
    let contexts = contexts()
    var tokens: [Token] = []
    var diagnostics = diagnostics

    // Evaluates one value in every context and collects tokens or one diagnostic.
    func emit(
      name: String, raw: (String?) -> (String, FileLocation)?, alpha: Double = 1,
      file: String, start: [String] = []
    ) throws(ImportError) {
      if let onlyFile, file != onlyFile { return }
      var values = ThemedValues(name: name)
      var firstProblem: (String, FileLocation)?
      var themedProblems: [(String, FileLocation)] = []
      for context in contexts {
        guard let (text, location) = raw(context) else { continue }
        do {
          let (color, chain) = try resolve(
            text, theme: context, location: location, chain: start)
          let value = ThemedValues.Value(
            color: alpha == 1 ? color : color.multiplyingAlpha(by: alpha), location: location,
            resolvedFrom: Array(chain.dropFirst(start.count)))
          if let context { values.themes[context] = value } else { values.base = value }
        } catch {
          switch error {
          case .error(let importError): throw importError
          case .unresolvable(let message):
            if firstProblem == nil { firstProblem = (message, location) }
            // A theme attribute is expected to fail without a theme.
            if context != nil || !text.hasPrefix("?"),
              !themedProblems.contains(where: { $0.1 == location })
            {
              themedProblems.append(((context.map { "theme \($0): " } ?? "") + message, location))
            }
          }
        }
      }
      let produced = values.tokens()
      // Nothing resolved: one warning. Some themes resolved: a warning for each theme that did
      // not (it would otherwise silently fall back to the theme-less value).
      let problems = produced.isEmpty ? (firstProblem.map { [$0] } ?? []) : themedProblems
      for (message, location) in problems {
        diagnostics.append(
          ImportDiagnostic(severity: .warning, name: name, message: message, location: location))
      }
      tokens += produced
    }

    for name in colors.keys.sorted() {
      guard let defs = colors[name] else { continue }
      // Each qualifier's own definition is emitted in that qualifier's context; contexts without
      // their own definition see the base one.
      let file = (defs[nil] ?? defs.values.first)?.location.file ?? ""
      if let onlyFile, !defs.values.contains(where: { $0.location.file == onlyFile }) { continue }
      try emit(
        name: name,
        raw: { context in
          guard let definition = colorDefinition(name, theme: context) else { return nil }
          return (definition.value, definition.location)
        }, file: onlyFile ?? file, start: ["@color/" + name])
    }

    for (theme, styleName) in themeStylesSnapshot.sorted(by: { $0.key < $1.key }) {
      // Items of the theme style and its parents: nearest definition wins.
      var names: [String] = []
      var current: String? = styleName
      var seen: Set<String> = []
      while let name = current, !seen.contains(name), let style = styles[name] {
        seen.insert(name)
        for item in style.items where !names.contains(item.name) { names.append(item.name) }
        if let parent = style.parent {
          current = parent.hasPrefix("@style/") ? String(parent.dropFirst(7)) : parent
        } else if let dot = name.lastIndex(of: ".") {
          current = String(name[..<dot])
        } else {
          current = nil
        }
      }
      for item in names.sorted() {
        guard let definition = styleItem(item, theme: theme) else { continue }
        if let onlyFile, definition.location.file != onlyFile { continue }
        let value = definition.value
        guard
          value.hasPrefix("#") || value.hasPrefix("@color/") || value.hasPrefix("?")
            || value.hasPrefix("@android:color/")
        else { continue }
        do {
          let (color, chain) = try resolve(
            value, theme: theme, location: definition.location, chain: [])
          tokens.append(
            Token(
              name: "attr/" + item, theme: theme, color: color, location: definition.location,
              resolvedFrom: chain))
        } catch {
          switch error {
          case .error(let importError): throw importError
          case .unresolvable:
            // Non-colour attributes (?attr/ to a boolean, a dimension) are common: skipped.
            continue
          }
        }
      }
    }

    for selector in selectors {
      var seen: Set<String> = []
      for item in selector.items {
        let label =
          item.states.isEmpty
          ? "default"
          : item.states.map { $0.1 ? $0.0 : "\($0.0)=false" }.joined(separator: ",")
        let name = "\(selector.name)[\(label)]"
        guard !seen.contains(name) else {
          diagnostics.append(
            ImportDiagnostic(
              severity: .note, name: name,
              message: "an earlier item has the same states, so this one never applies (the "
                + "first matching item wins)", location: item.location))
          continue
        }
        seen.insert(name)
        guard let color = item.color else {
          diagnostics.append(
            ImportDiagnostic(
              severity: .warning, name: name, message: "the item has no android:color",
              location: item.location))
          continue
        }
        var alpha = 1.0
        if let text = item.alpha {
          guard let value = Double(text), value.isFinite, (0...1).contains(value) else {
            diagnostics.append(
              ImportDiagnostic(
                severity: .warning, name: name,
                message: "alpha '\(text)' is not a number in 0…1 (resource references are "
                  + "not resolved); item skipped", location: item.location))
            continue
          }
          alpha = value
        }
        let theme = selector.theme
        try emit(
          name: name,
          raw: { context in
            // A qualified selector applies only in its own theme.
            if let theme, context != theme { return nil }
            return (color, item.location)
          }, alpha: alpha, file: selector.file)
      }
    }
    return TokenSet(tokens: tokens, diagnostics: diagnostics)
  }
}

// MARK: - XML

/// A minimal element tree with line numbers, built with Foundation's `XMLParser`.
private final class XMLTree: NSObject, XMLParserDelegate {
  final class Element {
    let name: String
    let attributes: [String: String]
    let attributeOrder: [(String, String)]
    let line: Int
    var children: [Element] = []
    var text = ""

    init(name: String, attributes: [String: String], order: [(String, String)], line: Int) {
      self.name = name
      self.attributes = attributes
      self.attributeOrder = order
      self.line = line
    }
  }

  private var stack: [Element] = []
  private var root: Element?
  /// Where an element opened deeper than ``maximumDepth``, if one did.
  private var tooDeep: (line: Int, column: Int)?

  /// The deepest element nesting accepted. Resource files nest three levels; a deeper document
  /// is refused rather than built into a tree whose recursive release would overflow the stack
  /// (100,000 nested elements crashed the importer).
  static let maximumDepth = 256
  private var errorPosition: (Int, Int)?
  private weak var parser: XMLParser?
  private let lines: [Substring]

  private init(source: String) {
    self.lines = source.split(separator: "\n", omittingEmptySubsequences: false)
  }

  static func parse(_ text: String, file: String) throws(ImportError) -> Element {
    guard !text.isAllWhitespace(.whitespacesAndNewlines) else {
      throw ImportError(
        .malformedDocument, "the file is empty; expected <resources> or <selector>",
        location: FileLocation(file: file, line: 1))
    }
    if let finding = XMLPrescan.firstUnsupportedConstruct(in: text) {
      throw ImportError(
        .malformedDocument, finding.message,
        location: FileLocation(file: file, line: finding.line, column: finding.column))
    }
    let tree = XMLTree(source: text)
    let parser = XMLParser(data: Data(text.utf8))
    parser.shouldProcessNamespaces = false
    parser.delegate = tree
    tree.parser = parser
    let ok = parser.parse()
    if let (line, column) = tree.tooDeep {
      throw ImportError(
        .limitExceeded,
        "elements are nested more than \(maximumDepth) deep; Android resource files need three "
          + "levels", location: FileLocation(file: file, line: line, column: column))
    }
    guard ok, let root = tree.root else {
      let code = (parser.parserError as NSError?)?.code ?? -1
      let (line, column) = tree.errorPosition ?? (parser.lineNumber, parser.columnNumber)
      throw ImportError(
        .malformedDocument,
        "malformed XML: \(XMLTree.describe(code)) (XMLParser error \(code)); check the tags here",
        location: FileLocation(file: file, line: line, column: column))
    }
    return root
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard stack.count < Self.maximumDepth else {
      if tooDeep == nil { tooDeep = (parser.lineNumber, parser.columnNumber) }
      parser.abortParsing()
      return
    }
    let order = attributeDict.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    let element = Element(
      name: elementName, attributes: attributeDict,
      order: orderedAttributes(
        of: elementName, line: parser.lineNumber, fallback: order), line: parser.lineNumber)
    if let parent = stack.last { parent.children.append(element) } else { root = element }
    stack.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    _ = stack.popLast()
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if errorPosition == nil { errorPosition = (parser.lineNumber, parser.columnNumber) }
  }

  /// A readable name for the common `XMLParser.ErrorCode` values.
  private static func describe(_ code: Int) -> String {
    switch code {
    case 4: "the document is empty"
    case 5: "the document ends before every element is closed"
    case 9: "an invalid character"
    case 38, 39, 40, 41: "a malformed attribute"
    case 64, 65, 67: "a malformed name or tag"
    case 73: "a '>' is missing"
    case 76: "an end tag does not match its start tag"
    case 111: "text after the root element"
    default: "the XML is not well-formed"
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }

  /// `XMLParser` hands attributes over as a dictionary; the source order matters for state
  /// names, so it is recovered from the source line (falling back to sorted order).
  private func orderedAttributes(of element: String, line: Int, fallback: [(String, String)])
    -> [(String, String)]
  {
    let keys = fallback.map(\.0)
    guard line >= 1, keys.count > 1 else { return fallback }
    // The tag may span lines; search from a few lines before the reported one.
    let start = max(0, line - 8)
    let window = lines[start..<min(lines.count, line)].joined(separator: "\n")
    guard let tagStart = window.rangeOfBytes("<" + element, backwards: true) else {
      return fallback
    }
    let tag = window[tagStart.lowerBound...]
    let positioned = keys.compactMap { key -> (String.Index, String)? in
      guard let range = tag.rangeOfBytes(key + "=") else { return nil }
      return (range.lowerBound, key)
    }
    guard positioned.count == keys.count else { return fallback }
    let dictionary = Dictionary(uniqueKeysWithValues: fallback)
    return positioned.sorted { $0.0 < $1.0 }.map { ($0.1, dictionary[$0.1] ?? "") }
  }
}
