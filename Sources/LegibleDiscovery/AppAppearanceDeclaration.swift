import Foundation
import LegibleTokens
import LegibleXML

/// The appearance an app declares for all its windows: the Information Property List key
/// `UIUserInterfaceStyle` (Apple, "UIUserInterfaceStyle": `Light` or `Dark` makes the app
/// always use that style, `Automatic` follows the system), in an `Info.plist` or as Xcode's
/// generated-plist build setting `INFOPLIST_KEY_UIUserInterfaceStyle` in a `project.pbxproj`.
/// XML property lists are read with libxml2 (``XMLReader``), as every XML input is.
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
      switch style(inPropertyList: data) {
      case .success(let found?):
        styles.insert(found.value)
        places.append("\(file):\(found.line)")
      case .success(nil):
        break
      case .failure(let failure):
        unreadable.append((file, failure.reason))
      }
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
    ProjectFileSearch.projectFiles(under: paths) { name in
      name.hasSuffix("Info.plist") || name == "project.pbxproj"
    }
  }

  /// The `UIUserInterfaceStyle` string of an XML property list and the line of its key, read
  /// with libxml2 (``XMLReader``); `nil` when the list has no such key; a failure naming why
  /// for a list that is not well-formed XML or is binary.
  static func style(inPropertyList data: Data) -> Result<(value: String, line: Int)?, Failure> {
    if data.starts(with: Array("bplist".utf8)) {
      return .failure(Failure("a binary property list (Legible reads XML ones)"))
    }
    guard var text = String(data: data, encoding: .utf8) else {
      return .failure(Failure("not UTF-8 text"))
    }
    // The plist DTD's declaration (`<!DOCTYPE plist PUBLIC … >`, no internal subset) declares
    // no entity; XMLReader refuses every DOCTYPE, so it is blanked, lines kept.
    if let start = text.range(of: "<!DOCTYPE plist"),
      let end = text[start.upperBound...].firstIndex(of: ">"),
      !text[start.lowerBound..<end].contains("[")
    {
      let declaration = text[start.lowerBound...end]
      text.replaceSubrange(
        start.lowerBound...end, with: declaration.map { $0 == "\n" ? "\n" : " " })
    }
    let root: XMLElement
    do {
      root = try XMLReader(maximumDepth: 64).read(text)
    } catch {
      return .failure(
        Failure("not a property list (line \(error.line): \(error.problem.summary))"))
    }
    guard root.name == "plist", let dictionary = root.children.first(where: { $0.name == "dict" })
    else { return .success(nil) }
    let entries = dictionary.children
    for (offset, key) in entries.enumerated()
    where key.name == "key" && key.text == "UIUserInterfaceStyle" && offset + 1 < entries.count {
      let value = entries[offset + 1]
      guard value.name == "string" else { return .success(nil) }
      return .success((value.text.trimmingCharacters(in: .whitespacesAndNewlines), key.line))
    }
    return .success(nil)
  }

  /// Why a property list could not be read.
  struct Failure: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }
}
