import Foundation

extension PathContents {
  /// The stylesheets among the files, in path order: `.css` files, and JavaScript or TypeScript
  /// modules holding a `css\`…\`` template (a Lit web component's `*.styles.ts`; see
  /// ``ScriptStylesheet``). Modules under a `node_modules` folder are another package's code and
  /// are left out; a module named on its own is always read.
  public var stylesheets: [String] {
    files.filter { path in
      if (path as NSString).pathExtension.lowercased() == "css" { return true }
      guard ScriptStylesheet.isScript(path), !path.contains("/node_modules/") else { return false }
      return ScriptStylesheet.holdsStylesheet(path)
    }
  }
}
