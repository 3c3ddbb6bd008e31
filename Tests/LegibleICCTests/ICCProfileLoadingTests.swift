import Foundation
import LegibleColor
import LegibleICC
import TestSupport
import Testing

/// A file or byte string that must be rejected, and how.
struct BadInputCase: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var code: ColorManagementError.Code
  /// A phrase the message must contain (what went wrong).
  var phrase: String
  /// Whether LittleCMS itself must have reported the problem (its messages are captured).
  var fromLittleCMS: Bool = false

  var testDescription: String { name }
}

/// Scratch files in a fresh temporary directory.
struct TemporaryDirectory: ~Copyable {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "legible-icc-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func write(_ bytes: [UInt8], to name: String) throws -> String {
    let file = path + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

@Suite struct ICCProfileLoadingTests {
  /// The built-in sRGB profile serialised by LittleCMS (v4, matrix/TRC, with a `desc` tag).
  static let sRGBBytes = ICCProfile.builtIn(.sRGB).data()

  static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  static func setUInt32(_ bytes: inout [UInt8], at offset: Int, _ value: UInt32) {
    for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(i))) }
  }

  static func modified(_ change: (inout [UInt8]) -> Void) -> [UInt8] {
    var bytes = sRGBBytes
    change(&bytes)
    return bytes
  }

  @Test func roundTripsThroughAFile() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(Self.sRGBBytes, to: "sRGB.icc")
    let loaded = try ICCProfile(contentsOf: path)
    #expect(loaded.name == "sRGB.icc")
    #expect(loaded.description == "Legible sRGB")
    #expect(loaded.colorSpace == .rgb && loaded.componentCount == 3)
    #expect(loaded.data() == Self.sRGBBytes)
    // Saving rounds the colorant XYZ and curve parameters to s15Fixed16 (2^-16 ≈ 1.5e-5), so the
    // reloaded profile agrees with exact sRGB to ~1e-5, not 1e-6: measured worst 3.8e-5 over
    // 10,000 seeded samples (lcms 2.14), so the tolerance is 1e-4.
    var generator = SplitMix64(seed: 7)
    for _ in 0..<100 {
      let c = SIMD3(
        Double.random(in: 0...1, using: &generator), Double.random(in: 0...1, using: &generator),
        Double.random(in: 0...1, using: &generator))
      let fromFile = loaded.linearSRGB([c.x, c.y, c.z])
      let exact = CSSColor(.sRGB, c).linearSRGB
      #expect(isApproximatelyEqual(fromFile, exact, absoluteTolerance: 1e-4), "\(c)")
    }
  }

  @Test func grayProfileRoundTrips() throws {
    let bytes = ICCProfile.builtIn(.grayGamma22).data()
    let loaded = try ICCProfile(bytes: bytes, name: "gray.icc")
    #expect(loaded.colorSpace == .gray)
    let rgb = loaded.linearSRGB([0.5])
    // Same s15Fixed16 rounding as above: tolerance 1e-4.
    #expect(isApproximatelyEqual(rgb, SIMD3(repeating: pow(0.5, 2.2)), absoluteTolerance: 1e-4))
  }

  @Test func missingFileNamesThePath() {
    let path = "/nonexistent-legible-dir/brand.icc"
    let error = #expect(throws: ColorManagementError.self) { try ICCProfile(contentsOf: path) }
    #expect(error?.code == .unreadableFile)
    #expect(error?.location == path)
    #expect(error?.description.contains(path) == true)
    #expect(error?.message.contains("No file") == true)
  }

  @Test func directoryIsRejected() throws {
    let directory = try TemporaryDirectory()
    let error = #expect(throws: ColorManagementError.self) {
      try ICCProfile(contentsOf: directory.path)
    }
    #expect(error?.code == .unreadableFile)
    #expect(error?.message.contains("directory") == true)
    #expect(error?.location == directory.path)
  }

  static let badInputs: [BadInputCase] = [
    BadInputCase(name: "empty file", bytes: [], code: .notAnICCProfile, phrase: "empty"),
    BadInputCase(
      name: "10 random bytes", bytes: [0x3C, 0x91, 0x07, 0xEE, 0x42, 0x00, 0xA5, 0x19, 0x7F, 0xD0],
      code: .notAnICCProfile, phrase: "'acsp'"),
    BadInputCase(
      name: "PNG header",
      bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
        + Array("IHDR".utf8) + [UInt8](repeating: 1, count: 40),
      code: .notAnICCProfile, phrase: "PNG"),
    BadInputCase(
      name: "sRGB profile truncated to 41 bytes", bytes: Array(sRGBBytes.prefix(41)),
      code: .damagedProfile, phrase: "only 41"),
    BadInputCase(
      name: "sRGB profile truncated to half", bytes: Array(sRGBBytes.prefix(sRGBBytes.count / 2)),
      code: .damagedProfile, phrase: "declares \(sRGBBytes.count) bytes"),
    BadInputCase(
      name: "declared size below the header",
      bytes: modified { setUInt32(&$0, at: 0, 100) }, code: .damagedProfile, phrase: "100 bytes"),
    BadInputCase(
      name: "tag count 0xFFFFFFFF", bytes: modified { setUInt32(&$0, at: 128, 0xFFFF_FFFF) },
      code: .damagedProfile, phrase: "cannot read", fromLittleCMS: true),
    BadInputCase(
      name: "tag offsets outside the file",
      bytes: modified { bytes in
        for entry in 0..<uint32(bytes, at: 128) {
          setUInt32(&bytes, at: 132 + 12 * entry + 4, 0x7FFF_0000)
        }
      },
      code: .damagedProfile, phrase: "point outside"),
    BadInputCase(
      name: "tag data overwritten with garbage",
      bytes: modified { bytes in
        // Every tag's type signature becomes 'junk', so no tag can be decoded.
        for entry in 0..<uint32(bytes, at: 128) {
          let offset = uint32(bytes, at: 132 + 12 * entry + 4)
          bytes.replaceSubrange(offset..<offset + 4, with: Array("junk".utf8))
        }
      },
      code: .transformFailed, phrase: "could not build", fromLittleCMS: true),
    BadInputCase(
      name: "device link class", bytes: modified { setUInt32(&$0, at: 12, 0x6C69_6E6B) },
      code: .unsupportedProfile, phrase: "device link"),
    BadInputCase(
      name: "six-colour data space", bytes: modified { setUInt32(&$0, at: 16, 0x3643_4C52) },
      code: .unsupportedProfile, phrase: "'6CLR'"),
  ]

  @Test(arguments: badInputs)
  func badInputFromBytes(_ c: BadInputCase) {
    let error = #expect(throws: ColorManagementError.self) {
      try ICCProfile(bytes: c.bytes, name: "bad.icc")
    }
    #expect(error?.code == c.code, "\(error.map(String.init(describing:)) ?? "no error")")
    #expect(error?.message.contains(c.phrase) == true, "\(error?.message ?? "")")
    #expect(error?.location == "bad.icc")
    if c.fromLittleCMS {
      #expect(error?.underlyingMessages.isEmpty == false, "LittleCMS's messages are captured")
    }
  }

  @Test(arguments: badInputs)
  func badInputFromFile(_ c: BadInputCase) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(c.bytes, to: "bad.icc")
    let error = #expect(throws: ColorManagementError.self) { try ICCProfile(contentsOf: path) }
    #expect(error?.code == c.code)
    #expect(error?.location == path)
    #expect(error?.description.hasPrefix(path + ": error: ") == true)
  }
}
