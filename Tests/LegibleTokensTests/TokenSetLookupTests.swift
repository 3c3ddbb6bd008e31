import Foundation
import LegibleColor
import Testing

@testable import LegibleTokens

/// `TokenSet` lookups: a misspelt theme or token, or a token the importer could not resolve, is
/// an error that says so, never the theme-less value or `nil` (issue 15). Expected messages are
/// the ones `TokenSet.token(named:theme:)` documents; colours are the fixtures' literals.
@Suite struct TokenSetLookupTests {
  static let file = FileLocation(file: "a.json", line: 1)
  static let set = TokenSet(tokens: [
    Token(name: "accent", theme: "dark", color: .white, location: file),
    Token(name: "accent", theme: "light", color: .black, location: file),
    Token(name: "surface", theme: nil, color: .white, location: file),
  ])

  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var name: String
    var theme: String?
    var code: ImportError.Code
    var message: String
    var testDescription: String { label }
  }

  static let errors: [Case] = [
    Case(
      label: "misspelt theme", name: "accent", theme: "drak", code: .unknownTheme,
      message: "no theme 'drak'; themes: dark, light (did you mean 'dark'?)"),
    Case(
      label: "misspelt theme of a theme-less token", name: "surface", theme: "ligth",
      code: .unknownTheme,
      message: "no theme 'ligth'; themes: dark, light (did you mean 'light'?)"),
    Case(
      label: "unknown theme, nothing close", name: "accent", theme: "sepia", code: .unknownTheme,
      message: "no theme 'sepia'; themes: dark, light"),
    Case(
      label: "misspelt token", name: "acent", theme: "dark", code: .unknownToken,
      message: "no token named 'acent' (did you mean 'accent'?)"),
    Case(
      label: "themed token without a theme", name: "accent", theme: nil, code: .noValueForTheme,
      message:
        "token 'accent' has no theme-less value and no theme-less fallback (it has dark, light);"
        + " ask for one of those themes"),
  ]

  @Test(arguments: errors) func lookupErrorsSayWhy(_ c: Case) {
    let error = #expect(throws: ImportError.self) {
      try Self.set.token(named: c.name, theme: c.theme)
    }
    #expect(error?.code == c.code)
    #expect(error?.message == c.message)
  }

  @Test func knownThemesAndTheFallbackStillAnswer() throws {
    #expect(try Self.set.color(named: "accent", theme: "dark") == .white)
    #expect(try Self.set.color(named: "accent", theme: "light") == .black)
    // A theme-less token applies to every theme the set has (docs/tokens.md).
    #expect(try Self.set.color(named: "surface", theme: "dark") == .white)
    #expect(try Self.set.color(named: "surface") == .white)
  }

  @Test func aThemeOnAThemeLessSetIsAnError() {
    let plain = TokenSet(tokens: [Token(name: "a", theme: nil, color: .white, location: Self.file)])
    let error = #expect(throws: ImportError.self) { try plain.token(named: "a", theme: "dark") }
    #expect(error?.code == .unknownTheme)
    #expect(error?.message == "no theme 'dark': these tokens have no themes; leave the theme out")
  }

  /// `dtcg/dangling.tokens.json`: `color.link` aliases the misspelt `{color.brnd}`. The lookup
  /// repeats the import diagnostic (DesignTokensImporterTests has its text) at the call.
  @Test func anUnresolvedAliasSaysWhyAtTheLookup() throws {
    let path = TokenPaths.fixture("dtcg/dangling.tokens.json")
    let set = try TokenLoader().load([path])
    let error = #expect(throws: ImportError.self) { try set.color(named: "color.link") }
    #expect(error?.code == .unresolvableReference)
    #expect(
      error?.message
        == #"token 'color.link' could not be imported: unresolved alias {color.link} → {color.brnd}: no token named "color.brnd" (did you mean "color.brand"?)"#
    )
    #expect(error?.location?.line == 5)
  }

  @Test func aGridForAMisspeltThemeIsAnError() {
    let error = #expect(throws: ImportError.self) {
      try ContrastGrid(tokens: Self.set, theme: "drak")
    }
    #expect(error?.code == .unknownTheme)
    #expect(error?.message == "no theme 'drak'; themes: dark, light (did you mean 'dark'?)")
  }
}
