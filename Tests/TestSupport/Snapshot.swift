import Foundation
import Testing

/// Golden files: text a test produces, compared byte for byte with a committed file, and written
/// to that file instead when the environment has `RECORD_SNAPSHOTS=1`.
public enum Snapshot {
  /// The environment variable that switches from comparing to recording.
  public static let recordVariable = "RECORD_SNAPSHOTS"

  /// Whether this run records snapshots instead of comparing them.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// Compares `actual` with the file at `url` byte for byte, or writes it there when recording.
  ///
  /// - Parameters:
  ///   - missing: The issue recorded when the file does not exist.
  ///   - differs: The comment on the failed comparison.
  public static func check(
    _ actual: String, against url: URL, missing: Comment, differs: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if isRecording {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(missing, sourceLocation: sourceLocation)
      return
    }
    #expect(Array(actual.utf8) == Array(data), differs, sourceLocation: sourceLocation)
  }
}
