import LegibleTokens

/// A position in a Swift file.
struct SwiftLocation: Sendable, Hashable, CustomStringConvertible {
  var file: String
  var line: Int
  var column: Int

  var description: String { "\(file):\(line):\(column)" }
  var fileLocation: FileLocation { FileLocation(file: file, line: line, column: column) }
}
