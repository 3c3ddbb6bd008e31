import Foundation
import LegibleTokens

/// The appearance an app declares for all its windows: the Information Property List key
/// `UIUserInterfaceStyle` (Apple, "UIUserInterfaceStyle": `Light` or `Dark` makes the app
/// always use that style, `Automatic` follows the system), in an `Info.plist` or as Xcode's
/// generated-plist build setting `INFOPLIST_KEY_UIUserInterfaceStyle` in a `project.pbxproj`.
///
/// An app that declares `Light` everywhere it declares the key never draws its dark appearance:
/// auditing one would report colours no user sees (CovidCertificate, iNaturalist and xDrip4iOS
/// in the development set). Targets that declare nothing (an extension) follow the system and are
/// not counted; a declaration of another style anywhere keeps both appearances.
package struct AppAppearanceDeclaration: Sendable {
  /// The style every declaration names (`Light`, `Dark`), `nil` when none does or they differ.
  package var style: String?
  /// Where each declaration is (`file:line`), sorted.
  package var places: [String]
  /// Property lists that could not be read (a path and the reason), for a warning.
  package var unreadable: [(path: String, reason: String)]

  /// Reads the declarations under `paths` (files or folders; skipped folders not entered).
  package static func read(_ paths: [String]) -> AppAppearanceDeclaration {
    var styles: Set<String> = []
    var places: [String] = []
    var unreadable: [(String, String)] = []
    for file in candidateFiles(paths) {
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      if file.hasSuffix(".pbxproj") {
        guard let text = String(data: data, encoding: .utf8) else { continue }
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          guard let range = line.range(of: "INFOPLIST_KEY_UIUserInterfaceStyle = ") else {
            continue
          }
          let value = line[range.upperBound...].trimmingCharacters(in: [";", " ", "\t", "\""])
          styles.insert(value)
          places.append("\(file):\(offset + 1)")
        }
        continue
      }
      let plist: Any
      do {
        plist = try PropertyListSerialization.propertyList(from: data, format: nil)
      } catch {
        unreadable.append((file, "not a property list (\(error.localizedDescription))"))
        continue
      }
      guard let dictionary = plist as? [String: Any],
        let value = dictionary["UIUserInterfaceStyle"] as? String
      else { continue }
      styles.insert(value)
      places.append("\(file):\(line(of: "UIUserInterfaceStyle", in: data))")
    }
    return AppAppearanceDeclaration(
      style: styles.count == 1 ? styles.first : nil, places: places.sorted(),
      unreadable: unreadable)
  }

  /// The app's declared single appearance, `light` or `dark`, when every declaration names it.
  package var onlyAppearance: String? {
    switch style {
    case "Light": "light"
    case "Dark": "dark"
    default: nil
    }
  }

  /// `Info.plist` files (`Info.plist`, `Wallet-Info.plist`) and `project.pbxproj` files under
  /// `paths`, sorted.
  static func candidateFiles(_ paths: [String]) -> [String] {
    var found: Set<String> = []
    func consider(_ path: String) {
      let name = (path as NSString).lastPathComponent
      if name.hasSuffix("Info.plist") || name == "project.pbxproj" { found.insert(path) }
    }
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      guard isDirectory.boolValue else {
        consider(path)
        continue
      }
      ProjectFileSearch.walk(path) { path, isDirectory in
        if isDirectory { return !path.hasSuffix(".xcassets") }
        consider(path)
        return false
      }
    }
    return found.sorted()
  }

  /// The 1-based line of the first `<key>name</key>` in an XML property list (1 for a binary one).
  static func line(of key: String, in data: Data) -> Int {
    guard let text = String(data: data, encoding: .utf8),
      let range = text.range(of: "<key>\(key)</key>")
    else { return 1 }
    return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
  }
}
