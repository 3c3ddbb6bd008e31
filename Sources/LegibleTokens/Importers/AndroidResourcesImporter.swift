// Android resources (https://developer.android.com/guide/topics/resources/more-resources#CSSColor,
// https://developer.android.com/guide/topics/resources/color-list-resource,
// https://developer.android.com/guide/topics/resources/providing-resources#AlternativeResources).
// Hex colours use the Android digit order (#RGB #ARGB #RRGGBB #AARRGGBB, alpha first).
// See docs/tokens.md ("Android resources") for names, themes and states.

import Foundation
import LegibleColor

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
    var model = AndroidResourceModel()
    var only: String?
    if isDirectory.boolValue {
      try model.load(resDirectory: path)
    } else {
      let folder = (path as NSString).deletingLastPathComponent
      let folderName = (folder as NSString).lastPathComponent
      let res = (folder as NSString).deletingLastPathComponent
      if AndroidResourceModel.qualifiers(of: folderName) != nil,
        (res as NSString).lastPathComponent == "res"
      {
        try model.load(resDirectory: res)
        only = (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent)
      } else {
        try model.load(file: path, folder: folderName)
      }
    }
    return try model.tokens(onlyFile: only)
  }
}
