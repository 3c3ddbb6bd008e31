import LegibleAudit
import Testing

@testable import LegibleTokens

/// A spec colour `"{color.link}"` naming a token the importer could not resolve says why at the
/// spec (issue 15), not only in the loader's diagnostics. Fixture `dtcg/dangling.tokens.json`:
/// `color.link` aliases the misspelt `{color.brnd}` on line 5 (DesignTokensImporterTests).
@Suite struct SpecTokenReferenceTests {
  static func spec(_ token: String) -> String {
    """
    {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "page",
      "states": {"normal": {"text": "{\(token)}"}}}]}
    """
  }

  @Test func anUnresolvedTokenSaysWhyInTheSpecError() throws {
    let path = TokenPaths.fixture("dtcg/dangling.tokens.json")
    let table = try TokenLoader().load([path]).colorTokenTable
    let error = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: Self.spec("color.link"), file: "spec.json", tokens: table)
    }
    #expect(error?.code == .unresolvedReference)
    #expect(error?.path == "components[0].states.normal.text")
    #expect(
      error?.message
        == "token \"color.link\" could not be resolved when its file was read: \(path):5: "
        + #"unresolved alias {color.link} → {color.brnd}: no token named "color.brnd" (did you mean "color.brand"?)"#
    )
  }

  @Test func aMisspeltTokenStillGetsAHint() throws {
    let path = TokenPaths.fixture("dtcg/dangling.tokens.json")
    let table = try TokenLoader().load([path]).colorTokenTable
    let error = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: Self.spec("color.brnad"), file: "spec.json", tokens: table)
    }
    #expect(error?.message == #"unknown token "color.brnad" (did you mean "color.brand"?)"#)
  }
}
