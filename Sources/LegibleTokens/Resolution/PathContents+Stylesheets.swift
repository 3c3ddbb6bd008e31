import Foundation

extension PathContents {
  /// The stylesheets among the files, in path order: `.css` files, and JavaScript or TypeScript
  /// modules holding a `css\`…\`` template (a Lit web component's `*.styles.ts`; see
  /// ``ScriptStylesheet/isStylesheet(_:)``). Modules under a `node_modules` folder are another
  /// package's code and are left out.
  public var stylesheets: [String] { files.filter(ScriptStylesheet.isStylesheet) }
}
