// A source map, revision 3 (Source Map, ECMA-426, 1st edition 2024, §4 "Source map format" and
// §5.1 "Mappings structure"): the JSON object's `sources` and `mappings`, the latter a list of
// lines separated by `;`, of segments separated by `,`, each segment one to five Base64 VLQ
// fields (generated column, source index, original line, original column, name index), every
// field after the first relative to the same field of the previous segment (the generated
// column restarting at each line). Dart Sass writes one for the CSS it compiles, so that what
// Legible reads in the CSS is cited at the Sass file and line it came from.

import Foundation

/// Where each line and column of a generated file came from.
public struct SourceMap: Sendable, Hashable {
  /// One mapped position of the generated file.
  package struct Segment: Sendable, Hashable {
    /// 0-based generated column.
    package var column: Int
    /// Index into ``sources``.
    package var source: Int
    /// 0-based original line and column.
    package var line: Int
    package var originalColumn: Int
  }

  /// The original files, as the map names them (`sourceRoot` prefixed).
  public var sources: [String]
  /// Per generated line (0-based), its segments that name a source, by generated column.
  var lines: [[Segment]]

  /// The most mappings read (a bound on a hostile map; Bootstrap's whole CSS has about 80,000).
  static let maximumSegments = 4_000_000

  /// Reads a source map's JSON text.
  ///
  /// - Throws: `ImportError` (`malformedDocument`): not JSON, no `version` 3, `sources` or
  ///   `mappings` missing or of the wrong type, a character outside Base64, a VLQ field cut off
  ///   or too large, a segment of 2 or 3 fields, a source index or line that is out of range.
  ///   `file` names the map in the error's location.
  public init(json: String, file: String) throws(ImportError) {
    func fail(_ message: String) -> ImportError {
      ImportError(
        .malformedDocument, "source map: \(message)", location: FileLocation(file: file))
    }
    guard let data = json.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { throw fail("not a JSON object") }
    guard (object["version"] as? NSNumber)?.intValue == 3 else {
      throw fail("\"version\" is not 3")
    }
    guard let names = object["sources"] as? [Any] else {
      throw fail("\"sources\" is missing or not an array")
    }
    // A non-empty root is joined to each source with a "/" (§4, `sourceRoot`).
    var root = object["sourceRoot"] as? String ?? ""
    if !root.isEmpty, !root.hasSuffix("/") { root += "/" }
    sources = names.map { ($0 as? String).map { root + $0 } ?? "" }
    guard let mappings = object["mappings"] as? String else {
      throw fail("\"mappings\" is missing or not a string")
    }
    do throws(SourceMapError) {
      lines = try Self.decode(mappings, sourceCount: sources.count)
    } catch {
      throw fail(error.message)
    }
  }

  /// The original file (as the map names it), 1-based line and 1-based column of the generated
  /// 1-based `line` and `column`: the last segment at or before the column, else the line's
  /// first segment (a declaration is mapped where its name starts; a reader's column may fall a
  /// little before). `nil` for a line with no mapping.
  public func original(line: Int, column: Int) -> (source: String, line: Int, column: Int)? {
    guard line >= 1, line <= lines.count else { return nil }
    let segments = lines[line - 1]
    guard let first = segments.first else { return nil }
    let found = segments.last { $0.column <= column - 1 } ?? first
    return (sources[found.source], found.line + 1, found.originalColumn + 1)
  }

  package struct SourceMapError: Error {
    package var message: String
  }

  /// The `mappings` string decoded (§5.1), keeping the segments with a source.
  package static func decode(_ mappings: String, sourceCount: Int) throws(SourceMapError)
    -> [[Segment]]
  {
    var result: [[Segment]] = [[]]
    var fields: [Int] = []
    var (source, line, originalColumn) = (0, 0, 0)
    var generated = 0
    var value = 0
    var shift = 0
    var inField = false
    var count = 0

    func finishSegment(_ lineIndex: Int) throws(SourceMapError) {
      defer { fields.removeAll(keepingCapacity: true) }
      guard !fields.isEmpty else { return }
      count += 1
      guard count <= maximumSegments else {
        throw SourceMapError(message: "more than \(maximumSegments) mappings")
      }
      guard fields.count == 1 || fields.count == 4 || fields.count == 5 else {
        throw SourceMapError(
          message: "a segment of \(fields.count) fields on generated line \(lineIndex + 1) (1,"
            + " 4 or 5 are allowed)")
      }
      generated += fields[0]
      guard fields.count >= 4 else { return }
      source += fields[1]
      line += fields[2]
      originalColumn += fields[3]
      // The fifth field, an index into `names`, is not needed.
      guard generated >= 0, source >= 0, source < sourceCount, line >= 0, originalColumn >= 0
      else {
        throw SourceMapError(
          message: "a segment on generated line \(lineIndex + 1) points outside the sources"
            + " (source \(source) of \(sourceCount), line \(line), column \(originalColumn))")
      }
      result[lineIndex].append(
        Segment(column: generated, source: source, line: line, originalColumn: originalColumn))
    }

    for byte in mappings.utf8 {
      switch byte {
      case UInt8(ascii: ","), UInt8(ascii: ";"):
        guard !inField else { throw SourceMapError(message: "a VLQ field is cut off") }
        try finishSegment(result.count - 1)
        if byte == UInt8(ascii: ";") {
          result.append([])
          generated = 0
        }
      default:
        guard let digit = base64(byte) else {
          throw SourceMapError(
            message: "'\(Character(Unicode.Scalar(byte)))' is not a Base64 VLQ character")
        }
        guard shift <= 30 else { throw SourceMapError(message: "a VLQ field is too large") }
        value |= (digit & 31) << shift
        shift += 5
        inField = digit & 32 != 0
        if !inField {
          let magnitude = value >> 1
          fields.append(value & 1 == 1 ? -magnitude : magnitude)
          (value, shift) = (0, 0)
        }
      }
    }
    guard !inField else { throw SourceMapError(message: "a VLQ field is cut off at the end") }
    try finishSegment(result.count - 1)
    for i in result.indices where result[i].count > 1 {
      result[i].sort { $0.column < $1.column }
    }
    return result
  }

  /// The value of a Base64 digit (RFC 4648 §4), `nil` for any other byte.
  static func base64(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }
}
