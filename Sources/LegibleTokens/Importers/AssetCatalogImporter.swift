// Xcode asset catalog colour sets (Apple, "Asset Catalog Format Reference", Named CSSColor Type:
// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html).
// See docs/reference/formats.md ("Xcode asset catalogs") and docs/tokens.md for the decisions made
// here:
// - Components: "0x7F" is a byte (/255); a string with a decimal point or exponent is a float;
//   an integer string is an 8-bit value (/255) for colour channels and a plain number for alpha
//   (Xcode always writes alpha as a float, "1.000", and 8-bit mode writes integers). JSON numbers
//   are floats.
// - Spaces: srgb and extended-srgb (extended-range-srgb) → sRGB, unclamped for the extended ones;
//   display-p3 → Display P3; extended-linear-srgb → linear sRGB; gray-gamma-22 and extended-gray
//   → Apple's Generic Gray Gamma 2.2: luminance Y = v^2.2 (sign kept for extended values), an
//   achromatic colour stored as linear sRGB (Y, Y, Y), which has relative luminance Y.
// - Themes: luminosity light/dark and contrast high; the appearance-less entry is "light" when the
//   set has a dark entry, otherwise theme-less.

import Foundation
import LegibleColor
import LegibleJSON

/// Reads colour sets from Xcode asset catalogs (`*.xcassets`), a lone `*.colorset` folder or its
/// `Contents.json`.
///
/// Token names are the folder path below the catalog joined with `/`, then the colour set's name
/// without `.colorset`: `DesignSystem/Button/primaryButtonBackground`. Every folder counts, with
/// or without `provides-namespace`, so that names stay unambiguous. Appearances become themes:
/// `light`, `dark`, `high-contrast`, `dark-high-contrast`; the appearance-less entry is `light`
/// when the set also has a dark entry and theme-less otherwise. Only `universal` entries are read
/// when there are any; otherwise each idiom's entries become themes suffixed with the idiom
/// (`mac`, `dark-mac`). System colour references and empty sets are warnings.
public struct AssetCatalogImporter: TokenImporter {
  /// `asset-catalog`.
  public static let format = "asset-catalog"
  /// A one-line description.
  public static let summary = "Xcode asset catalogs (*.xcassets, *.colorset/Contents.json)"

  /// Claims `*.xcassets` and `*.colorset` directories and a `Contents.json` inside a colour set.
  public static func claims(path: String, isDirectory: Bool, prefix: [UInt8]) -> Bool {
    let url = URL(fileURLWithPath: path)
    if isDirectory {
      let ext = url.pathExtension.lowercased()
      return ext == "xcassets" || ext == "colorset"
    }
    return url.lastPathComponent == "Contents.json"
      && url.deletingLastPathComponent().pathExtension.lowercased() == "colorset"
  }

  /// Creates the importer.
  public init() {}

  /// Imports every colour set at `path` (a catalog, a colour set folder or its `Contents.json`).
  public func importTokens(from path: String) throws(ImportError) -> TokenSet {
    let url = URL(fileURLWithPath: path)
    var result = Accumulator()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ImportError(
        .unreadableFile, "no such file or directory; check the path",
        location: FileLocation(file: path))
    }
    if !isDirectory.boolValue {
      let name = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
      try readColorSet(contents: path, name: name, into: &result)
    } else if url.pathExtension.lowercased() == "colorset" {
      let name = url.deletingPathExtension().lastPathComponent
      try readColorSet(
        contents: (path as NSString).appendingPathComponent("Contents.json"), name: name,
        into: &result)
    } else {
      var visited = VisitedDirectories()
      try walk(directory: path, groups: [], into: &result, visited: &visited)
    }
    return TokenSet(tokens: result.tokens, diagnostics: result.diagnostics)
  }

  private struct Accumulator {
    var tokens: [Token] = []
    var diagnostics: [ImportDiagnostic] = []
  }

  private func walk(
    directory: String, groups: [String], into result: inout Accumulator,
    visited: inout VisitedDirectories
  ) throws(ImportError) {
    guard visited.enter(directory) else { return }
    let entries = try DirectoryListing.sortedEntries(of: directory)
    for entry in entries where !entry.hasPrefix(".") {
      let child = (directory as NSString).appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      let ext = (entry as NSString).pathExtension.lowercased()
      if ext == "colorset" {
        let name = (groups + [(entry as NSString).deletingPathExtension]).joined(separator: "/")
        try readColorSet(
          contents: (child as NSString).appendingPathComponent("Contents.json"), name: name,
          into: &result)
      } else if ext.isEmpty {
        try walk(directory: child, groups: groups + [entry], into: &result, visited: &visited)
      }
      // Other asset types (.imageset, .appiconset, .dataset…) hold no colours.
    }
  }

  /// One usable entry of a colour set.
  private struct Entry {
    var theme: [String]  // appearance parts: "dark", "high-contrast"
    var idiom: String
    var color: JSONValue
    var path: String
  }

  private func readColorSet(contents: String, name: String, into result: inout Accumulator)
    throws(ImportError)
  {
    let text = try TokenLoader.readText(contents)
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: text, file: contents)
    } catch {
      throw ImportError(
        .malformedDocument, error.message,
        location: FileLocation(file: contents, line: error.line, column: error.column))
    }
    func fail(_ message: String, _ value: JSONValue, _ path: String) -> ImportError {
      ImportError(
        .invalidColorValue, message,
        location: FileLocation(
          file: contents, line: value.line, column: value.column, path: path))
    }
    guard case .object(let members) = document.root.kind else {
      throw ImportError(
        .malformedDocument, "the top level must be an object with a \"colors\" array",
        location: FileLocation(
          file: contents, line: document.root.line, column: document.root.column))
    }
    guard let colors = members.first(where: { $0.key == "colors" })?.value,
      case .array(let list) = colors.kind, !list.isEmpty
    else {
      result.diagnostics.append(
        ImportDiagnostic(
          severity: .warning, name: name,
          message: "empty colour set: it defines no colour; pick one in Xcode or delete the set",
          location: FileLocation(file: contents, line: 1)))
      return
    }
    var entries: [Entry] = []
    for (index, item) in list.enumerated() {
      let path = "/colors/\(index)"
      guard case .object(let fields) = item.kind else {
        throw ImportError(
          .malformedDocument, "each entry of \"colors\" must be an object, not \(item.typeName)",
          location: FileLocation(
            file: contents, line: item.line, column: item.column, path: path))
      }
      let idiom = Self.string(fields, "idiom") ?? "universal"
      var theme: [String] = []
      var luminosity: String?
      var highContrast = false
      var unknownAppearance = false
      if let appearances = fields.first(where: { $0.key == "appearances" })?.value,
        case .array(let items) = appearances.kind
      {
        for appearance in items {
          guard case .object(let pair) = appearance.kind else { continue }
          let kind = Self.string(pair, "appearance")
          let value = Self.string(pair, "value")
          switch (kind, value) {
          case ("luminosity", "dark"): luminosity = "dark"
          case ("luminosity", "light"): luminosity = "light"
          case ("luminosity", "any"): break
          case ("contrast", "high"): highContrast = true
          default:
            result.diagnostics.append(
              ImportDiagnostic(
                severity: .note, name: name,
                message:
                  "appearance \(kind ?? "?")=\(value ?? "?") is not a known theme; entry skipped",
                location: FileLocation(
                  file: contents, line: appearance.line, column: appearance.column, path: path)))
            unknownAppearance = true
          }
        }
      }
      if unknownAppearance { continue }
      if let luminosity { theme.append(luminosity) }
      if highContrast { theme.append("high-contrast") }
      guard let color = fields.first(where: { $0.key == "color" })?.value else { continue }
      // A wide-gamut variant is read only when the same slot has no gamut-less entry.
      if Self.string(fields, "display-gamut").map({ $0.lowercased() != "srgb" }) ?? false {
        let sameSlot = list.contains { other in
          guard case .object(let o) = other.kind, Self.string(o, "display-gamut") == nil else {
            return false
          }
          return Self.string(o, "idiom") ?? "universal" == idiom
            && o.contains { $0.key == "color" }
            && Self.appearanceKey(o) == Self.appearanceKey(fields)
        }
        if sameSlot { continue }
      }
      entries.append(Entry(theme: theme, idiom: idiom, color: color, path: path + "/color"))
    }
    if entries.isEmpty {
      result.diagnostics.append(
        ImportDiagnostic(
          severity: .warning, name: name,
          message: "empty colour set: no entry has a colour; pick one in Xcode or delete the set",
          location: FileLocation(file: contents, line: colors.line, column: colors.column)))
      return
    }
    let universal = entries.filter { $0.idiom == "universal" }
    let chosen = universal.isEmpty ? entries : universal
    let hasDark = chosen.contains { $0.theme.first == "dark" }
    for entry in chosen {
      var parts = entry.theme
      if hasDark && parts.first != "dark" && parts.first != "light" {
        parts.insert("light", at: 0)
      }
      if parts == ["light", "high-contrast"] { parts = ["high-contrast"] }
      if entry.idiom != "universal" { parts.append(entry.idiom) }
      let theme = parts.isEmpty ? nil : parts.joined(separator: "-")
      let location = FileLocation(
        file: contents, line: entry.color.line, column: entry.color.column, path: entry.path)
      guard case .object(let colorFields) = entry.color.kind else {
        throw fail(
          "\"color\" must be an object, not \(entry.color.typeName)", entry.color, entry.path)
      }
      if let reference = Self.string(colorFields, "reference") {
        let platform = Self.string(colorFields, "platform") ?? "any platform"
        result.diagnostics.append(
          ImportDiagnostic(
            severity: .warning, name: name,
            message: Self.referenceMessage(theme: theme, reference: reference)
              + "(\(platform)) that depends on the OS; it cannot be resolved offline",
            location: location))
        continue
      }
      let color = try Self.color(colorFields, at: entry.color, path: entry.path, file: contents)
      result.tokens.append(Token(name: name, theme: theme, color: color, location: location))
    }
  }

  /// How the warning for a system colour reference begins: `theme dark: 'labelColor' is a
  /// system colour `.
  private static func referenceMessage(theme: String?, reference: String) -> String {
    (theme.map { "theme \($0): " } ?? "") + "'\(reference)' is a system colour "
  }

  /// The theme (`nil` for an any-appearance entry) and the system colour of a warning this
  /// importer gave for a colour set entry that references one (`"reference": "labelColor"`), or
  /// `nil` for any other diagnostic: for readers that resolve the reference themselves.
  package static func systemReference(in diagnostic: ImportDiagnostic) -> (
    theme: String?, reference: String
  )? {
    guard diagnostic.severity == .warning, diagnostic.message.contains("' is a system colour ")
    else { return nil }
    var text = Substring(diagnostic.message)
    var theme: String?
    if text.hasPrefix("theme "), let colon = text.firstIndex(of: ":") {
      theme = String(text[text.index(text.startIndex, offsetBy: 6)..<colon])
      text = text[text.index(after: colon)...].drop { $0 == " " }
    }
    guard text.first == "'", let reference = text.split(separator: "'").first,
      diagnostic.message.hasPrefix(referenceMessage(theme: theme, reference: String(reference)))
    else { return nil }
    return (theme, String(reference))
  }

  private static func appearanceKey(_ fields: [JSONMember]) -> String {
    guard let value = fields.first(where: { $0.key == "appearances" })?.value,
      case .array(let items) = value.kind
    else { return "" }
    return items.map { item -> String in
      guard case .object(let pair) = item.kind else { return "" }
      return (string(pair, "appearance") ?? "") + "=" + (string(pair, "value") ?? "")
    }.sorted().joined(separator: ",")
  }

  static func string(_ fields: [JSONMember], _ key: String) -> String? {
    guard let value = fields.first(where: { $0.key == key })?.value,
      case .string(let text) = value.kind
    else { return nil }
    return text
  }

  /// The colour spaces Xcode writes, and how each maps to Legible.
  static let knownSpaces = [
    "srgb", "extended-srgb", "extended-range-srgb", "display-p3", "extended-linear-srgb",
    "gray-gamma-22", "extended-gray",
  ]

  /// Decodes a `"color"` object with `"color-space"` and `"components"`.
  static func color(_ fields: [JSONMember], at value: JSONValue, path: String, file: String)
    throws(ImportError) -> CSSColor
  {
    func fail(_ message: String, _ at: JSONValue, _ path: String) -> ImportError {
      ImportError(
        .invalidColorValue, message,
        location: FileLocation(file: file, line: at.line, column: at.column, path: path))
    }
    guard let spaceValue = fields.first(where: { $0.key == "color-space" })?.value,
      case .string(let space) = spaceValue.kind
    else {
      throw fail(
        "the colour has no \"color-space\"; expected one of "
          + knownSpaces.joined(separator: ", "), value, path)
    }
    guard knownSpaces.contains(space) else {
      throw fail(
        "unknown colour space \"\(space)\"; expected one of "
          + knownSpaces.joined(separator: ", "), spaceValue, path + "/color-space")
    }
    guard let componentsValue = fields.first(where: { $0.key == "components" })?.value,
      case .object(let components) = componentsValue.kind
    else {
      throw fail("the colour has no \"components\" object", value, path)
    }
    func component(_ key: String, isAlpha: Bool = false) throws(ImportError) -> Double? {
      guard let member = components.first(where: { $0.key == key }) else { return nil }
      let memberPath = path + "/components/" + key
      switch member.value.kind {
      case .number(let number): return number
      case .string(let text):
        guard let number = parseComponent(text, isAlpha: isAlpha) else {
          throw fail(
            "invalid component \"\(text)\"; write a float (\"0.500\"), a byte in hex (\"0x7F\") "
              + "or an integer 0–255 (\"127\")", member.value, memberPath)
        }
        return number
      default:
        throw fail(
          "a component must be a string or a number, not \(member.value.typeName)",
          member.value, memberPath)
      }
    }
    func required(_ key: String) throws(ImportError) -> Double {
      guard let number = try component(key) else {
        throw fail("the \(space) colour has no \"\(key)\" component", componentsValue, path)
      }
      return number
    }
    let alpha = try component("alpha", isAlpha: true) ?? 1
    guard alpha >= 0 && alpha <= 1 else {
      throw fail("alpha \(alpha) is outside 0…1", componentsValue, path + "/components/alpha")
    }
    switch space {
    case "gray-gamma-22", "extended-gray":
      let white = try required("white")
      if space == "gray-gamma-22" && !(0...1).contains(white) {
        throw fail(
          "white \(white) is outside 0…1; use extended-gray for extended values",
          componentsValue, path)
      }
      let y = white < 0 ? -Foundation.pow(-white, 2.2) : Foundation.pow(white, 2.2)
      return CSSColor(.sRGBLinear, y, y, y, alpha: alpha)
    default:
      let rgb = SIMD3(try required("red"), try required("green"), try required("blue"))
      let extended = space.hasPrefix("extended")
      if !extended && (rgb.min() < 0 || rgb.max() > 1) {
        throw fail(
          "a \(space) component is outside 0…1; use extended-srgb for extended values",
          componentsValue, path)
      }
      switch space {
      case "display-p3": return CSSColor(.displayP3, rgb, alpha: alpha)
      case "extended-linear-srgb": return CSSColor(.sRGBLinear, rgb, alpha: alpha)
      default: return CSSColor(.sRGB, rgb, alpha: alpha)
      }
    }
  }

  /// Parses one component string: `0x7F` (byte), `0.500` (float), `127` (byte, or for alpha a
  /// plain number).
  static func parseComponent(_ text: String, isAlpha: Bool) -> Double? {
    let trimmed = text.trimmingWhitespace()
    if trimmed.lowercased().hasPrefix("0x") {
      let digits = trimmed.dropFirst(2)
      guard (1...2).contains(digits.utf8.count), let byte = Hex.byte(digits.utf8) else {
        return nil
      }
      return Double(byte) / 255
    }
    let isInteger =
      !trimmed.isEmpty
      && trimmed.drop(while: { $0 == "-" || $0 == "+" }).allSatisfy { $0.isASCII && $0.isNumber }
    if isInteger && !isAlpha {
      guard let byte = Int(trimmed), (0...255).contains(byte) else { return nil }
      return Double(byte) / 255
    }
    guard trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
      let number = Double(trimmed), number.isFinite
    else { return nil }
    return number
  }
}
