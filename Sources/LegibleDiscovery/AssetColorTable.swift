import LegibleColor
import LegibleTokens

/// The asset catalog colours of a tree (`*.xcassets`), by name, per appearance, for
/// `Color("Name")`, `UIColor(named:)` and Xcode's generated symbols (`Color(.brandBlue)`).
package struct AssetColorTable: Sendable {
  package struct Entry: Sendable {
    package var color: CSSColor
    package var location: FileLocation
    package var isDynamic: Bool
    /// For a value the set gives as a system colour reference: which, and where the value
    /// comes from (`AppleSystemColors`).
    package var note: String?
  }

  /// Colours a team states for expressions the code's readers cannot evaluate (`legible.json`
  /// `facts.colors`): every evaluator that looks up a named colour here looks these up too.
  package var facts = ExpressionFacts()
  /// The app's accent colour set (``AccentColorSetting``): `AccentColor` unless the build
  /// setting names another.
  package var accent = AccentColorSetting()

  /// Colours by asset name and theme (`nil`, `light`, `dark`, `light-high-contrast`…).
  private var colors: [String: [String?: (CSSColor, FileLocation, String?)]] = [:]
  /// Asset names by Xcode's generated symbol (`BrandBlue`, `brand-blue` → `brandBlue`).
  private var symbols: [String: String] = [:]
  /// Names that two or more colour sets with different colours answer to (the same name in two
  /// catalogs, as each app and extension target's `AccentColor`; two folders' sets of one
  /// name), with the sets' files: ``color(named:appearance:)`` gives none of them.
  private var conflicts: [String: [String]] = [:]
  /// Per name, the themes whose entry is a system colour reference the importer does not
  /// resolve (`{"reference": "labelColor"}`), with the reference: ``color(named:appearance:)``
  /// gives no colour for those, rather than another appearance's.
  private var references: [String: [String?: String]] = [:]

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
    var sets: [String: [String?: (CSSColor, FileLocation, String?)]] = [:]
    var names: [(file: String, name: String)] = []
    for token in tokens {
      let file = token.location.file
      if sets[file] == nil { names.append((file, token.name)) }
      sets[file, default: [:]][token.theme] = (token.color, token.location, nil)
    }
    for diagnostic in unread where diagnostic.severity == .warning {
      guard let name = diagnostic.name, case let file = diagnostic.location.file, sets[file] == nil
      else { continue }
      names.append((file, name))
      sets[file] = [:]
    }
    // The importer's warning for a reference names the theme and the system colour. A reference to a colour of Legible's system colour table takes its published value in
    // that appearance (an any-appearance reference to a dynamic colour, every appearance);
    // one to a colour the table lacks stays unresolved.
    var referencesByFile: [String: [String?: String]] = [:]
    for diagnostic in unread {
      guard let (theme, reference) = AssetCatalogImporter.systemReference(in: diagnostic) else {
        continue
      }
      let file = diagnostic.location.file
      let system = AppleSystemColors.named(reference, framework: .assetCatalog)
      let note = system.map { "system colour reference '\(reference)' (\($0.source))" }
      if let system, let note, theme == nil, system.isDynamic, let dark = system.dark {
        for (key, value) in [("light", system.light), ("dark", dark)]
        where sets[file]?[key] == nil {
          sets[file, default: [:]][key] = (value, diagnostic.location, note)
        }
      } else if let note, let value = system?.value(appearance: theme) {
        sets[file, default: [:]][theme] = (value, diagnostic.location, note)
      } else {
        referencesByFile[file, default: [:]][theme] = reference
      }
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
        if let unresolved = referencesByFile[first] { references[name] = unresolved }
      }
    }
    for (name, files) in byName { register(name, files) }
    for (last, files) in byLast where byName[last] == nil { register(last, files) }
  }

  /// Why `name` has no colour here although colour sets answer to it: the sets, whose colours
  /// differ, e.g. `2 colour sets are named "AccentColor", with different colours
  /// (App/Assets.xcassets/AccentColor.colorset, Widget/Assets.xcassets/AccentColor.colorset):
  /// which one this code's target uses is not in the sources`.
  package func conflict(named name: String, appearance: String? = nil) -> String? {
    if let reference = unresolvedReference(name, appearance) {
      return "the colour set \"\(name)\" gives its \(appearance ?? "any")-appearance colour as "
        + "the system colour reference '\(reference)', which Legible does not resolve from a colour set"
    }
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
      || references.values.contains { $0.keys.contains { $0?.hasPrefix("dark") == true } }
  }

  /// The app's accent colour in `appearance` (``accent``'s set).
  package func accentColor(appearance: String?) -> Entry? {
    guard var entry = color(named: accent.setName, appearance: appearance) else { return nil }
    if let name = accent.name, let place = accent.places.first {
      entry.note =
        (entry.note.map { "\($0); " } ?? "")
        + "the accent colour set \"\(name)\" named by \(AccentColorSetting.key) at \(place)"
    }
    return entry
  }

  /// Why the accent colour is unknown although colour sets answer to its name, or nil.
  package var accentConflict: String? {
    if !accent.names.isEmpty {
      return "\(AccentColorSetting.key) names different colour sets ("
        + accent.names.joined(separator: ", ") + ") at " + accent.places.joined(separator: ", ")
        + ": which target this code belongs to is not in the sources"
    }
    return conflict(named: accent.setName)
  }

  /// The colour `name` has in `appearance` (light values when `nil`).
  package func color(named name: String, appearance: String?) -> Entry? {
    guard let themes = colors[name], unresolvedReference(name, appearance) == nil else {
      return nil
    }
    let dynamic =
      themes.keys.contains { $0 != nil && $0 != "light" }
      || references[name]?.keys.contains { $0?.hasPrefix("dark") == true } == true
    let chosen = themes[appearance] ?? themes["light"] ?? themes[nil]
    return chosen.map { Entry(color: $0.0, location: $0.1, isDynamic: dynamic, note: $0.2) }
  }

  /// The system colour reference a set gives for `appearance` instead of a colour, when the
  /// set has no colour of its own there (a `dark` reference beside a light colour would
  /// otherwise fall back to the light one).
  private func unresolvedReference(_ name: String, _ appearance: String?) -> String? {
    guard let unresolved = references[name] else { return nil }
    if colors[name]?[appearance] != nil { return nil }
    if let reference = unresolved[appearance] { return reference }
    // A light or appearance-less request: the set's any-appearance entry is the reference.
    if appearance == nil || appearance == "light" {
      return unresolved[nil] ?? unresolved["light"]
    }
    return nil
  }

  /// The importer's diagnostics as a reader of these sets shows them: a system colour
  /// reference the table resolves is a note saying so, not a warning that it cannot be.
  package static func described(_ diagnostics: [ImportDiagnostic]) -> [ImportDiagnostic] {
    diagnostics.map { diagnostic in
      guard let (theme, reference) = AssetCatalogImporter.systemReference(in: diagnostic),
        let system = AppleSystemColors.named(reference, framework: .assetCatalog)
      else { return diagnostic }
      var note = diagnostic
      note.severity = .note
      note.message =
        (theme.map { "theme \($0): " } ?? "") + "'\(reference)' is a system colour reference; "
        + "measured with Apple's published values of \(system.name) (\(system.source))"
      return note
    }
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
