import Foundation
import LegibleICC
import Testing

/// `ICCProfile(contentsOf: URL)`: a `file:` URL reads the same profile as its path; any other
/// URL is an error naming it (issue 15). The fixture is `Fixtures/lab-identity.icc` (SOURCE.md).
@Suite struct ICCProfileURLTests {
  @Test func aFileURLReadsTheSameProfileAsItsPath() throws {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/lab-identity", withExtension: "icc"))
    let byURL = try ICCProfile(contentsOf: url)
    let byPath = try ICCProfile(contentsOf: url.path)
    #expect(byURL.description == byPath.description)
    #expect(byURL.name == byPath.name)
  }

  @Test func aWebURLIsAnErrorNamingIt() throws {
    let url = try #require(URL(string: "https://example.com/display.icc"))
    let error = #expect(throws: ColorManagementError.self) { try ICCProfile(contentsOf: url) }
    #expect(error?.code == .unreadableFile)
    #expect(error?.location == "https://example.com/display.icc")
    #expect(error?.message.contains("Not a file URL") == true)
  }
}
