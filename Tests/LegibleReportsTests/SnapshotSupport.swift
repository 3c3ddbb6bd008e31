import Foundation
import TestSupport
import Testing

/// The repository root.
let repositoryRoot = Repository.root

/// Compares `actual` with `Tests/LegibleReportsTests/Snapshots/<name>`; with RECORD_SNAPSHOTS=1
/// in the environment, writes the snapshot instead.
func assertSnapshot(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try Snapshot.check(
    actual, against: Repository.url("Tests/LegibleReportsTests/Snapshots/" + name),
    missing: "missing snapshot \(name): run with RECORD_SNAPSHOTS=1",
    differs: "snapshot \(name) differs", sourceLocation: sourceLocation)
}
