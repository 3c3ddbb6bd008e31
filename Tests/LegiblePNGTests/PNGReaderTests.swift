import Foundation
import LegiblePNG
import TestSupport
import Testing

/// LegiblePNG's reader and flat-colour test on the fixtures of
/// Tests/LegiblePNGTests/Fixtures/make_fixtures.py (written with Python's zlib; each expected value
/// is the one that script wrote, or what an independent pure-Python decoder of the file gives),
/// and on the edX corpus image (../shared/ios/corpus/edx/bt_signin_active.png, Apache-2.0,
/// SOURCES.md row 20). Exact unless a tolerance is named.
@Suite("PNG reader and flat fills")
struct PNGReaderTests {
  static func fixture(_ name: String) -> String {
    Repository.url("Tests/LegiblePNGTests/Fixtures/" + name).path
  }

  static func flat(_ name: String) throws -> FlatFill {
    let image = try PNGReader.read(path: fixture(name))
    switch FlatFill.of(image) {
    case .success(let fill): return fill
    case .failure(let rejection):
      Issue.record("\(name): \(rejection.message)")
      throw rejection
    }
  }

  static func refusal(_ name: String) -> PNGReadError? {
    do {
      _ = try PNGReader.read(path: fixture(name))
      return nil
    } catch {
      return error
    }
  }

  @Test("Recipe 1's 1×1 image: one pixel #0061cd, flat, 1 px (make_fixtures.py)")
  func onePixel() throws {
    let image = try PNGReader.read(path: Self.fixture("flat-0061cd-1x1.png"))
    #expect(image.width == 1 && image.height == 1)
    #expect(image.pixels == [0x00, 0x61, 0xCD, 0xFF])
    #expect(image.colorChunks.isEmpty)
    let fill = try Self.flat("flat-0061cd-1x1.png")
    #expect(fill.description == "#0061cd")
    #expect(fill.pixels == 1 && fill.distinctColors == 1)
  }

  @Test(
    "A translucent fill keeps its alpha: black at 128/255, 92 of 96 px (4 transparent corners; make_fixtures.py)"
  )
  func translucent() throws {
    let fill = try Self.flat("flat-black-a128-12x8.png")
    #expect(fill.red == 0 && fill.green == 0 && fill.blue == 0 && fill.alpha == 128)
    #expect(fill.pixels == 92)
    #expect(fill.description == "#000000 at alpha 128/255")
  }

  @Test("A gradient is not flat: 64 distinct colours among 512 opaque pixels (make_fixtures.py)")
  func gradient() throws {
    let image = try PNGReader.read(path: Self.fixture("gradient-64x8.png"))
    guard case .failure(let rejection) = FlatFill.of(image) else {
      Issue.record("the gradient was taken as flat")
      return
    }
    // Red 4·x for x in 0…63; the most frequent colour (ties: the lowest) is red 0, and the
    // lowest colour outside the tolerance of it red 4.
    #expect(
      rejection
        == .colors(count: 64, capped: false, pixels: 512, first: 0x00_4080, second: 0x04_4080))
    #expect(
      rejection.message
        == "image has 64 distinct colours among its 512 opaque pixels (e.g. #004080 and #044080): a gradient, a texture or a drawing, not a flat fill"
    )
  }

  @Test(
    "One colour with a translucent stripe inside (alpha 200 at 4,2) is not flat (make_fixtures.py)")
  func stripe() throws {
    let image = try PNGReader.read(path: Self.fixture("stripe-opacity-8x8.png"))
    #expect(FlatFill.of(image) == .failure(.opacity(x: 4, y: 2, alpha: 200, fill: 255)))
  }

  @Test(
    "An untagged 16-bit image is read as sRGB-encoded, as iOS does: 0x8080 → 0x80 (make_fixtures.py)"
  )
  func sixteenBit() throws {
    let image = try PNGReader.read(path: Self.fixture("untagged-16bit-1x1.png"))
    #expect(image.pixels == [0x80, 0x40, 0xC0, 0xFF])
  }

  @Test(
    "gAMA 1.0 is converted by libpng with a 2.2 power law: linear 128/255 → 186 ((128/255)^(1/2.2)·255 = 186.42; the sRGB curve would give 187.84 → 188)"
  )
  func gammaApplied() throws {
    let image = try PNGReader.read(path: Self.fixture("gamma-linear-1x1.png"))
    #expect(image.colorChunks == ["gAMA"])
    #expect(image.gamma == 100_000)
    #expect(image.gammaWasConverted)
    #expect(image.pixels == [186, 186, 186, 255])
  }

  @Test("An iCCP profile is reported (not applied): the pixels stay #0061cd (make_fixtures.py)")
  func iccProfile() throws {
    let image = try PNGReader.read(path: Self.fixture("iccp-display-p3-1x1.png"))
    #expect(image.hasICCProfile)
    #expect(image.pixels == [0x00, 0x61, 0xCD, 0xFF])
  }

  @Test("A palette with tRNS is expanded to RGBA: alphas 255, 128, 0, 255 (make_fixtures.py)")
  func palette() throws {
    let image = try PNGReader.read(path: Self.fixture("palette-trns-4x1.png"))
    #expect(
      image.pixels == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 255, 255, 255, 255])
  }

  // MARK: - Bad input: clear errors, never a trap

  @Test("Truncated inside IDAT: libpng's error, not a crash")
  func truncated() throws {
    let error = try #require(Self.refusal("truncated.png"))
    guard case .malformed = error.problem else {
      Issue.record("\(error.problem)")
      return
    }
    #expect(error.message.hasPrefix("libpng refused the image: "))
    #expect(error.message.hasSuffix("; the file is damaged or truncated"))
  }

  @Test("A wrong IHDR CRC: libpng's \"IHDR: CRC error\"")
  func badCRC() throws {
    let error = try #require(Self.refusal("bad-ihdr-crc.png"))
    #expect(error.problem == .malformed("IHDR: CRC error"))
  }

  @Test("5000×5000 declared: refused from the header (25,000,000 > 16,777,216 pixels)")
  func hugeDimensions() throws {
    let error = try #require(Self.refusal("huge-5000x5000.png"))
    #expect(error.problem == .tooManyPixels(width: 5000, height: 5000))
    #expect(
      error.message
        == "the image is 5000×5000 pixels, more than the 16777216 (4096×4096) Legible decodes")
  }

  @Test("A GIF named .png: not a PNG")
  func notPNG() throws {
    let error = try #require(Self.refusal("not-png.png"))
    #expect(error.problem == .notPNG)
  }

  @Test("Every prefix of a valid PNG is refused or read, never a trap (70 prefixes)")
  func everyPrefix() throws {
    let bytes = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: Self.fixture("flat-0061cd-1x1.png"))))
    var read = 0
    for count in 0..<bytes.count {
      if (try? PNGReader.decode(Array(bytes.prefix(count)), file: "prefix.png")) != nil {
        read += 1
      }
    }
    // Only the whole file decodes; without IEND libpng still has the pixels (its IEND is not
    // needed by png_image_finish_read), so the last 12 prefixes may read.
    #expect(read <= 12, "\(read)")
    #expect(try PNGReader.decode(bytes, file: "whole.png").pixels == [0x00, 0x61, 0xCD, 0xFF])
  }

  @Test("A file over 32 MiB is refused before it is decoded (the limit of docs/limits.md)")
  func tooLarge() throws {
    let error = #expect(throws: PNGReadError.self) {
      try PNGReader.decode(
        [UInt8](repeating: 0, count: PNGReader.maximumFileSize + 1), file: "big.png")
    }
    #expect(error?.problem == .file(.tooLarge))
    #expect(
      error?.message == "the file is larger than 33554432 bytes (32 MiB), the limit for PNG images")
  }

  // MARK: - The edX image

  @Test(
    "edX bt_signin_active.png: 525×100, flat rgb(41,158,215) #299ed7 over 52,488 px, the 20 anti-aliased corner pixels on the outline (pure-Python decode; SOURCES.md row 20)",
    .enabled(
      if: FileManager.default.fileExists(
        atPath: SharedFolder.root.appendingPathComponent("ios/corpus/edx/bt_signin_active.png").path
      ),
      "../shared/ios/corpus is missing (set LEGIBLE_SHARED_DIR)"))
  func edx() throws {
    let path = SharedFolder.root.appendingPathComponent("ios/corpus/edx/bt_signin_active.png").path
    let image = try PNGReader.read(path: path)
    #expect(image.width == 525 && image.height == 100)
    // Its cHRM is sRGB's end-points (0.3127,0.329 / 0.64,0.33 / 0.3,0.6 / 0.15,0.06).
    #expect(image.colorChunks == ["cHRM"])
    #expect(!image.primariesAreNotSRGB)
    // The decoder's 11 distinct RGBA values: one RGB, alpha 0…255 at the corners.
    let alphas = stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }
    #expect(alphas.filter { $0 == 255 }.count == 52_468)
    #expect(alphas.filter { $0 == 0 }.count == 4)
    let fill = try #require(try? FlatFill.of(image).get())
    #expect(fill.description == "#299ed7")
    #expect(fill.pixels == 52_488 && fill.distinctColors == 1)
  }
}
