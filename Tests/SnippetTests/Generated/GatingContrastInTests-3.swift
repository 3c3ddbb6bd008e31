// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/GatingContrastInTests.md by SnippetTests; do not edit.
// Regenerate with: make snippets

#if canImport(XCTest)
import LegibleTesting
import XCTest

final class ContrastXCTests: XCTestCase {
  func buttonsMeetAA() {
    XCTAssertNoContrastFailures(specAt: "Specs/buttons.json", in: self)
  }
}
#endif
