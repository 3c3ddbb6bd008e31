// XCTest helpers: the XCTAssert-style counterpart of expectNoContrastFailures. XCTFail takes a
// StaticString file, which cannot name a spec file read at run time; given the test case, the
// failure is recorded at the spec file's line through XCTestCase's own recording API
// (`record(_:)` with an XCTIssue on Apple platforms, `recordFailure(withDescription:inFile:
// atLine:expected:)` in swift-corelibs-xctest, which has no XCTIssue).

#if canImport(XCTest)
  import Legible
  import XCTest

  /// Audits a spec and records one XCTest failure per finding that fails `gate`.
  ///
  /// ```swift
  /// func testButtonsMeetAA() throws {
  ///   XCTAssertNoContrastFailures(try AuditSpec(contentsOfFile: "Specs/buttons.json"), in: self)
  /// }
  /// ```
  ///
  /// The message of each failure is ``ContrastIssue/message``. With `testCase`, a failure whose
  /// spec came from a file is recorded at the failing value's line in that file; without it
  /// (or for a spec built in code), at `file` and `line`, with the spec location in the message.
  ///
  /// - Parameters:
  ///   - spec: The spec, built in code or loaded with `AuditSpec(contentsOfFile:)`.
  ///   - gate: The policy and the verdicts that fail; level AA, failing findings by default.
  ///   - testCase: The running test case (`self`), to record failures at the spec's lines.
  ///   - file: Where failures without a spec file are recorded; the caller by default.
  ///   - line: The line for those failures.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // (XCTest's naming: assertion functions are XCTAssert…, as XCTAssertEqual.)
  public func XCTAssertNoContrastFailures(
    _ spec: @autoclosure () throws -> AuditSpec, gate: ContrastGate = .aa,
    in testCase: XCTestCase? = nil, file: StaticString = #filePath, line: UInt = #line
  ) {
    let issues: [ContrastIssue]
    do {
      issues = try gate.issues(in: gate.audit(spec()))
    } catch {
      XCTFail("could not audit the spec: \(error)", file: file, line: line)
      return
    }
    for issue in issues {
      if let testCase, let path = issue.specFilePath, let specLine = issue.specLine {
        testCase.recordContrastFailure(issue.message, path: path, line: specLine)
      } else {
        XCTFail(issue.message, file: file, line: line)
      }
    }
  }

  /// Loads a spec file and asserts it has no contrast failures
  /// (``XCTAssertNoContrastFailures(_:gate:in:file:line:)``).
  ///
  /// - Parameters:
  ///   - path: The spec file; a relative path is resolved against the current directory.
  ///   - tokens: Colour tokens the spec's `{token}` references resolve against, if any.
  ///   - gate: The policy and the verdicts that fail; level AA, failing findings by default.
  ///   - testCase: The running test case (`self`), to record failures at the spec's lines.
  ///   - file: Where failures without a spec position are recorded; the caller by default.
  ///   - line: The line for those failures.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func XCTAssertNoContrastFailures(
    specAt path: String, tokens: ColorTokenTable? = nil, gate: ContrastGate = .aa,
    in testCase: XCTestCase? = nil, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertNoContrastFailures(
      try AuditSpec(contentsOfFile: path, tokens: tokens), gate: gate, in: testCase, file: file,
      line: line)
  }

  extension XCTestCase {
    /// Records a failure at a line of a file named at run time.
    fileprivate func recordContrastFailure(_ message: String, path: String, line: Int) {
      #if canImport(Darwin)
        let location = XCTSourceCodeLocation(filePath: path, lineNumber: line)
        record(
          XCTIssue(
            type: .assertionFailure, compactDescription: message,
            sourceCodeContext: XCTSourceCodeContext(location: location)))
      #else
        recordFailure(withDescription: message, inFile: path, atLine: line, expected: true)
      #endif
    }
  }
#endif
