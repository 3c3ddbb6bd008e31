import Foundation

/// Runs `body` on a new folder under the temporary directory holding `files` (relative path →
/// UTF-8 text), and removes the folder afterwards, whatever `body` does.
public func withTemporaryFolder<T>(
  _ files: [String: String], prefix: String = "legible-test",
  _ body: (URL) throws -> T
) throws -> T {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  for (name, text) in files.sorted(by: { $0.key < $1.key }) {
    // A name may hold folders (`palette/colors.json`): they are made first.
    let file = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }
  return try body(folder)
}
