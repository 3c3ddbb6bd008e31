import Testing

@testable import LegibleXML

struct XMLReaderTests {
  @Test func readsElements() throws {
    let root = try XMLReader().read("<a x=\"1\"><b/></a>")
    #expect(root.name == "a")
  }
}
