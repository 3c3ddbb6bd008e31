import Foundation

/// The colour set an app's accent colour is: Xcode's build setting
/// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` ("Global Accent Color Name": the asset
/// catalog colour the app uses as its accent), in a `project.pbxproj` or an XcodeGen spec
/// (`project.yml`, or a `.yml` it includes, such as Element X's `app.yml`); `AccentColor`, the
/// name new projects set, where none says otherwise. SwiftUI draws a label with no foreground
/// style of its own in it, and a storyboard's system button its title.
///
/// Element X names `colors/accent-color`: read as `AccentColor`, its buttons were measured in
/// systemBlue (no such set), a colour the app never draws.
package struct AccentColorSetting: Sendable, Hashable {
  /// The setting's key.
  package static let key = "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"

  /// The colour set's name, when every place that sets it names the same one.
  package var name: String?
  /// Where it is set (`file:line`), sorted.
  package var places: [String] = []
  /// Every name set, when they differ (targets with accents of their own), sorted.
  package var names: [String] = []

  /// The accent colour's set name: ``name``, else `AccentColor`.
  package var setName: String { name ?? "AccentColor" }

  /// Reads the setting under `paths` (files or folders; skipped folders not entered).
  package static func read(_ paths: [String]) -> AccentColorSetting {
    var found: [(name: String, place: String)] = []
    for file in candidateFiles(paths) {
      guard let data = FileManager.default.contents(atPath: file),
        let text = String(data: data, encoding: .utf8), text.contains(key)
      else { continue }
      for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let range = line.range(of: key) else { continue }
        // `KEY = "colors/accent-color";` (pbxproj) or `KEY: "colors/accent-color"` (YAML).
        var rest = line[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\"" }
        guard let separator = rest.first, separator == "=" || separator == ":" else { continue }
        rest = rest.dropFirst()
        let value = rest.trimmingCharacters(in: CharacterSet(charactersIn: " \t\";'"))
        guard !value.isEmpty, !value.contains("$") else { continue }
        found.append((value, "\(file):\(offset + 1)"))
      }
    }
    let names = Set(found.map(\.name)).sorted()
    return AccentColorSetting(
      name: names.count == 1 ? names[0] : nil, places: found.map(\.place).sorted(),
      names: names.count > 1 ? names : [])
  }

  /// `project.pbxproj` files and YAML files under `paths`, sorted.
  static func candidateFiles(_ paths: [String]) -> [String] {
    ProjectFileSearch.projectFiles(under: paths) { name in
      name == "project.pbxproj" || name.hasSuffix(".yml") || name.hasSuffix(".yaml")
    }
  }
}
