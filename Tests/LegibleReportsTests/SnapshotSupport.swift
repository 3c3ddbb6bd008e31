import Foundation
import Testing

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compares `actual` with `Tests/LegibleReportsTests/Snapshots/<name>`; with RECORD_SNAPSHOTS=1
/// in the environment, writes the snapshot instead.
func assertSnapshot(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = repositoryRoot.appendingPathComponent("Tests/LegibleReportsTests/Snapshots/" + name)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try actual.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard let data = FileManager.default.contents(atPath: url.path),
    let expected = String(data: data, encoding: .utf8)
  else {
    Issue.record(
      "missing snapshot \(name): run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
    return
  }
  #expect(actual == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
}
