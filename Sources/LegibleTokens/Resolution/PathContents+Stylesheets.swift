import Foundation

extension PathContents {
  /// The stylesheets among the files, in path order: `.css` files, and JavaScript or TypeScript
  /// modules holding a `css\`…\`` template (a Lit web component's `*.styles.ts`; see
  /// ``ScriptStylesheet/isStylesheet(_:)``). Modules under a `node_modules` folder are another
  /// package's code and are left out. Sass files are their root stylesheets
  /// (``SassStylesheet/roots(_:)``: a module another Sass file loads is read through it).
  public var stylesheets: [String] {
    SassStylesheet.roots(files.filter(ScriptStylesheet.isStylesheet))
  }
}
