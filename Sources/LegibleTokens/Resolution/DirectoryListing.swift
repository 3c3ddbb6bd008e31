import Foundation

/// Listing a folder the token importers walk (a `res` folder, an asset catalog, a folder of
/// token files), with one error for a folder that cannot be read.
enum DirectoryListing {
  /// The names in `directory`, sorted, so walks are in the same order on every file system.
  ///
  /// - Throws: ``ImportError/Code/unreadableFile`` when the folder cannot be listed.
  static func sortedEntries(of directory: String) throws(ImportError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    } catch {
      throw ImportError(
        .unreadableFile, "cannot list the directory: \(error.localizedDescription)",
        location: FileLocation(file: directory))
    }
  }
}
