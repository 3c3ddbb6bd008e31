import LegibleColor
import LegibleTokens

/// The asset catalog colours of a tree (`*.xcassets`), by name, per appearance, for
/// `Color("Name")`, `UIColor(named:)` and Xcode's generated symbols (`Color(.brandBlue)`).
package struct AssetColorTable: Sendable {
  package struct Entry: Sendable {
    package var color: CSSColor
    package var location: FileLocation
    package var isDynamic: Bool
  }

  /// Colours by asset name and theme (`nil`, `light`, `dark`, `light-high-contrast`…).
  private var colors: [String: [String?: (CSSColor, FileLocation)]] = [:]
  /// Asset names by Xcode's generated symbol (`BrandBlue`, `brand-blue` → `brandBlue`).
  private var symbols: [String: String] = [:]
  /// Names that two or more colour sets with different colours answer to (the same name in two
  /// catalogs, as each app and extension target's `AccentColor`; two folders' sets of one
  /// name), with the sets' files: ``color(named:appearance:)`` gives none of them.
  private var conflicts: [String: [String]] = [:]

  /// The table of `tokens` (an asset catalog importer's: one colour set per `Contents.json`,
  /// named by its folders). A set answers to its full name and, when no set has that as its
  /// full name, to its own name without folders (`Colors/Brand/Blurple` as `Blurple`). A name
  /// that sets of different colours answer to is a conflict, not the last set read: before,
  /// the last catalog's colour won, and its appearances merged with the first one's.
  ///
  /// `unread` are the importer's warnings about sets it read no colour from (an empty set, as
  /// Xcode makes `AccentColor` in every new target's catalog; a system colour reference): a
  /// set of that name with a colour elsewhere is a conflict too, since the target with the
  /// empty one draws something else.
  package init(tokens: [Token] = [], unread: [ImportDiagnostic] = []) {
    var sets: [String: [String?: (CSSColor, FileLocation)]] = [:]
    var names: [(file: String, name: String)] = []
    for token in tokens {
      let file = token.location.file
      if sets[file] == nil { names.append((file, token.name)) }
      sets[file, default: [:]][token.theme] = (token.color, token.location)
    }
    for diagnostic in unread where diagnostic.severity == .warning {
      guard let name = diagnostic.name, case let file = diagnostic.location.file, sets[file] == nil
      else { continue }
      names.append((file, name))
      sets[file] = [:]
    }
    var byName: [String: [String]] = [:]
    var byLast: [String: [String]] = [:]
    for (file, name) in names {
      byName[name, default: []].append(file)
      let last = String(name.split(separator: "/").last ?? Substring(name))
      if last != name { byLast[last, default: []].append(file) }
      symbols[Self.symbol(for: last)] = last
    }
    func register(_ name: String, _ files: [String]) {
      var distinct: [[String?: CSSColor]] = []
      for file in files {
        let colors = (sets[file] ?? [:]).mapValues(\.0)
        if !distinct.contains(colors) { distinct.append(colors) }
      }
      if distinct.count > 1 {
        conflicts[name] = files.sorted()
      } else if let first = files.first {
        colors[name] = sets[first]
      }
    }
    for (name, files) in byName { register(name, files) }
    for (last, files) in byLast where byName[last] == nil { register(last, files) }
  }

  /// Why `name` has no colour here although colour sets answer to it: the sets, whose colours
  /// differ, e.g. `2 colour sets are named "AccentColor", with different colours
  /// (App/Assets.xcassets/AccentColor.colorset, Widget/Assets.xcassets/AccentColor.colorset):
  /// which one this code's target uses is not in the sources`.
  package func conflict(named name: String) -> String? {
    guard let files = conflicts[name] else { return nil }
    let sets = files.map { file -> String in
      file.hasSuffix("/Contents.json") ? String(file.dropLast("/Contents.json".count)) : file
    }
    return "\(files.count) colour sets are named \"\(name)\", with different colours or none ("
      + sets.joined(separator: ", ")
      + "): which one this code's target uses is not in the sources (an app and its extensions each have their own catalog)"
  }

  package var isEmpty: Bool { colors.isEmpty }

  /// Whether any colour has a dark appearance.
  package var hasDarkAppearance: Bool {
    colors.values.contains { $0.keys.contains { $0?.hasPrefix("dark") == true } }
  }

  /// The colour `name` has in `appearance` (light values when `nil`).
  package func color(named name: String, appearance: String?) -> Entry? {
    guard let themes = colors[name] else { return nil }
    let dynamic = themes.keys.contains { $0 != nil && $0 != "light" }
    let chosen = themes[appearance] ?? themes["light"] ?? themes[nil]
    return chosen.map { Entry(color: $0.0, location: $0.1, isDynamic: dynamic) }
  }

  /// The asset name Xcode's generated symbol `name` stands for.
  package func symbol(_ name: String) -> String? { symbols[name] }

  /// Xcode's symbol for an asset name: words joined in lower camel case, a trailing "Color"
  /// dropped (`BrandBlueColor` → `brandBlue`).
  package static func symbol(for asset: String) -> String {
    var words: [String] = []
    var current = ""
    for character in asset {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    var text = words.enumerated().map { offset, word in
      offset == 0
        ? word.prefix(1).lowercased() + word.dropFirst()
        : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if text.hasSuffix("Color"), text.count > 5 { text.removeLast(5) }
    return text
  }
}
