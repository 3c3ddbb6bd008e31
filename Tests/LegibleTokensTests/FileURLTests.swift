import Foundation
import Testing

@testable import LegibleTokens

/// `TokenLoader.load(contentsOf:)` and `TokenImporter.importTokens(from: URL)` (issue 15): a
/// `file:` URL reads what its path reads; any other URL is an `unreadable-file` error naming it.
/// Fixture: `dtcg/basic.tokens.json`.
@Suite struct FileURLTests {
  static let path = TokenPaths.fixture("dtcg/basic.tokens.json")

  @Test func aFileURLReadsTheSameTokensAsItsPath() throws {
    let url = URL(fileURLWithPath: Self.path)
    #expect(try TokenLoader().load(contentsOf: [url]) == TokenLoader().load([Self.path]))
    #expect(
      try DesignTokensImporter().importTokens(from: url)
        == DesignTokensImporter().importTokens(from: Self.path))
  }

  @Test func aWebURLIsAnErrorNamingIt() throws {
    let url = try #require(URL(string: "https://example.com/tokens.json"))
    let errors: [ImportError?] = [
      #expect(throws: ImportError.self) { try TokenLoader().load(contentsOf: [url]) },
      #expect(throws: ImportError.self) { try DesignTokensImporter().importTokens(from: url) },
    ]
    for error in errors {
      #expect(error?.code == .unreadableFile)
      #expect(error?.location?.file == "https://example.com/tokens.json")
      #expect(error?.message.hasPrefix("not a file URL") == true)
    }
  }
}
