// The XCTest helper, run by swift-corelibs-xctest. This one XCTestCase exists because only an
// XCTestCase can receive XCTest failures: it captures them instead of failing the run.
#if canImport(XCTest) && !canImport(Darwin)
  import Legible
  import LegibleTesting
  import XCTest

  final class XCTAssertContrastTests: XCTestCase {
    private var captured: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured.append((description, filePath, lineNumber))
    }

    /// With the test case, failures land on the spec file's lines (Examples/seed-buttons.json).
    func testRecordsAtTheSpecLines() {
      capturing = true
      XCTAssertNoContrastFailures(specAt: seedButtonsPath, in: self)
      capturing = false
      XCTAssertEqual(captured.map(\.description), seedButtonsIssues.map(\.message))
      XCTAssertEqual(captured.map(\.file), Array(repeating: seedButtonsPath, count: 5))
      XCTAssertEqual(captured.map(\.line), seedButtonsIssues.map(\.line))
    }

    /// Without it, at the caller (XCTFail's StaticString file), with the spec location in the
    /// message.
    func testRecordsAtTheCallerWithoutTestCase() {
      capturing = true
      let line = #line + 1
      XCTAssertNoContrastFailures(specAt: seedButtonsPath)
      capturing = false
      // XCTFail prefixes "failed - " (swift-corelibs-xctest's XCTAssertionType.fail).
      XCTAssertEqual(
        captured.map(\.description), seedButtonsIssues.map { "failed - " + $0.message })
      XCTAssertEqual(captured.map(\.line), Array(repeating: line, count: 5))
      XCTAssertEqual(captured.map(\.file), Array(repeating: #filePath, count: 5))
    }

    /// A file that does not exist is one failure at the caller.
    func testUnreadableSpec() {
      capturing = true
      XCTAssertNoContrastFailures(specAt: "/nonexistent/spec.json", in: self)
      capturing = false
      XCTAssertEqual(captured.count, 1)
      XCTAssertTrue(
        captured.first?.description.hasPrefix("failed - could not audit the spec: ") == true)
    }
  }
#endif
