import LegibleReports

/// Writes a report so that a reader never sees a half-written file, through
/// `LegibleReports.AtomicFile` (a temporary file in the same directory, then a rename).
enum AtomicOutput {
  /// Writes text produced piece by piece to `path` atomically, without holding it all.
  ///
  /// - Parameters:
  ///   - path: The destination.
  ///   - inputs: Input files the destination must not overwrite.
  ///   - produce: Calls its argument with each piece of text, in order.
  /// - Throws: ``CommandError/input(_:)`` when the destination is an input, a directory, or
  ///   cannot be written.
  static func write(
    to path: String, inputs: [String], _ produce: (_ emit: (String) -> Void) -> Void
  ) throws(CommandError) {
    do {
      try AtomicFile.write(to: path, protecting: inputs, produce)
    } catch {
      throw .input(
        error.isRefusal ? error.description : "\(path): cannot write the report: \(error.message)")
    }
  }
}
