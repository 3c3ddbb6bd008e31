import Foundation
import LegibleTokens
import Testing

@testable import LegibleSwiftSources

/// Reading one Swift file (`SwiftSourceFile(path:)`): the checks before parsing, each with its
/// message and line, in the order they are made.
@Suite("Swift sources: reading a file")
struct SwiftFileReadingTests {
  static func write(_ bytes: [UInt8]) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-read-\(UUID().uuidString).swift")
    try Data(bytes).write(to: file)
    return file
  }

  static func error(reading file: URL) -> ImportError? {
    do throws(ImportError) {
      _ = try SwiftSourceFile(path: file.path)
      return nil
    } catch {
      return error
    }
  }

  @Test("Valid UTF-8 with a NUL byte on line 3: refused, naming line 3")
  func nulByte() throws {
    let file = try Self.write(Array("let a = 1\nlet b = 2\nlet c\0 = 3\n".utf8))
    defer { try? FileManager.default.removeItem(at: file) }
    let error = try #require(Self.error(reading: file))
    #expect(error.message.hasPrefix("contains NUL bytes"), "\(error.message)")
    #expect(error.location?.line == 3)
  }

  @Test("Invalid UTF-8 (a lone continuation byte) on line 2: not UTF-8, line 2")
  func invalidUTF8() throws {
    let file = try Self.write(Array("let a = 1\nlet b = \"".utf8) + [0x80, 0x22, 0x0A])
    defer { try? FileManager.default.removeItem(at: file) }
    let error = try #require(Self.error(reading: file))
    #expect(error.message.hasPrefix("not UTF-8 text"), "\(error.message)")
    #expect(error.location?.line == 2)
  }

  @Test("A file one byte over the 8 MB limit: refused by its size, before it is read")
  func overLimit() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-read-\(UUID().uuidString).swift")
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: file) }
    // A sparse file: its size is 8 MiB + 1 without writing the bytes.
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(SwiftSourceFile.maximumBytes + 1))
    try handle.close()
    let error = try #require(Self.error(reading: file))
    #expect(
      error.message.hasPrefix("Swift file of 8388609 bytes is over the 8 MB limit"),
      "\(error.message)")
  }

  @Test("A file of exactly 8 MB of comments is read")
  func atLimit() throws {
    var bytes = Array(repeating: UInt8(ascii: " "), count: SwiftSourceFile.maximumBytes)
    bytes[0] = UInt8(ascii: "/")
    bytes[1] = UInt8(ascii: "/")
    let file = try Self.write(bytes)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(Self.error(reading: file) == nil)
  }
}
