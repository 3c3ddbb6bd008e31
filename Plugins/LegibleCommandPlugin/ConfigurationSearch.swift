import Foundation

/// Where `legible audit` finds its configuration when none is named: the first `legible.json`
/// or `.legible.json` in a directory or above it. One file for the three plugins, linked into
/// each plugin's folder (a plugin target cannot depend on another's code).
enum ConfigurationSearch {
  static func first(above directory: URL) -> URL? {
    var folder = directory.standardizedFileURL
    while true {
      for name in ["legible.json", ".legible.json"] {
        let candidate = folder.appending(path: name)
        if FileManager.default.fileExists(atPath: candidate.path(percentEncoded: false)) {
          return candidate
        }
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path(percentEncoded: false) == folder.path(percentEncoded: false) { return nil }
      folder = parent
    }
  }
}
