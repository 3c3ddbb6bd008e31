// What an Android `res` folder defines (docs/tokens.md, "Android resources"): colours per
// qualifier theme, theme styles and colour state lists, as read from its XML files.

import Foundation
import LegibleColor
import LegibleXML

/// Everything read from one `res` folder.
struct AndroidResourceModel {
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
  /// The theme styles (``themeStyles()``), taken once when tokens are made.
  var themeStylesSnapshot: [String: String] = [:]

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
    let folders = try DirectoryListing.sortedEntries(of: resDirectory)
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
    let document = try AndroidXMLDocument.parse(text, file: file)
    let location = { (line: Int, path: String) in
      FileLocation(file: file, line: line, path: path)
    }
    switch document.name {
    case "resources":
      for element in document.children {
        switch element.name {
        case "color", "item":
          guard let name = element[attribute: "name"],
            element.name == "color" || element[attribute: "type"] == "color"
          else { continue }
          let path = "resources/color[@name='\(name)']"
          colors[name, default: [:]][theme] = Definition(
            value: element.text.trimmingWhitespace(.whitespacesAndNewlines),
            location: location(element.line, path))
        case "style":
          guard let name = element[attribute: "name"] else { continue }
          var style = Style(name: name, parent: element[attribute: "parent"], items: [])
          for item in element.children where item.name == "item" {
            guard let itemName = item[attribute: "name"] else { continue }
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
        for (key, value) in item.attributes {
          let local = key.split(separator: ":").last.map(String.init) ?? key
          if local.hasPrefix("state_") { states.append((local, value != "false")) }
        }
        let color = item[attribute: "android:color"] ?? item[attribute: "color"]
        let alpha = item[attribute: "android:alpha"] ?? item[attribute: "app:alpha"]
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
}
