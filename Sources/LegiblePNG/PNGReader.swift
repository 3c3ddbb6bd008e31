// PNG images through libpng's simplified read API (libpng 1.6, png.h §5 "SIMPLIFIED API";
// PNG specification, third edition, W3C 2025: https://www.w3.org/TR/png-3/), for the background
// images of Interface Builder buttons (docs/interface-builder.md §3, docs/limits.md).
// - Limits: 32 MiB a file (read with one byte more at most), 16,777,216 pixels (4096×4096) an
//   image, checked on the header before any pixel buffer is allocated.
// - Output: 8-bit RGBA, not premultiplied, colour channels on the sRGB curve (PNG_FORMAT_RGBA).
//   libpng converts for gAMA (a 2.2 power law, PNG_GAMMA_sRGB, not the sRGB curve); cHRM
//   end-points and an iCCP profile are not applied (the image records that they were there, the
//   gAMA value, and whether libpng judged the end-points not sRGB's).
// - Errors: libpng's own words, caught inside libpng (png_safe_execute): never a trap.

import LegibleJSON

/// Reads PNG files into 8-bit sRGB RGBA pixels, with size limits.
package enum PNGReader {
  /// The largest file read: 32 MiB, as every other input (docs/limits.md).
  package static let maximumFileSize = 32 << 20
  /// The most pixels decoded: 16,777,216 (4096×4096, 64 MiB of RGBA). A button's background
  /// image at @3x is a few hundred thousand.
  package static let maximumPixels = 1 << 24

  /// The PNG signature (PNG specification §5.2).
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The image in the file at `path`.
  package static func read(path: String) throws(PNGReadError) -> PNGImage {
    let bytes: [UInt8]
    do {
      bytes = try SizeLimitedFile.bytes(at: path, limit: maximumFileSize)
    } catch {
      throw PNGReadError(.file(error), file: path)
    }
    return try decode(bytes, file: path)
  }

  /// The image in `bytes` (`file` names it in errors).
  package static func decode(_ bytes: [UInt8], file: String) throws(PNGReadError) -> PNGImage {
    guard bytes.count <= maximumFileSize else {
      throw PNGReadError(.file(.tooLarge), file: file)
    }
    guard bytes.starts(with: signature) else { throw PNGReadError(.notPNG, file: file) }
    let reader = LibPNGImage(bytes: bytes)
    guard reader.readHeader() else { throw PNGReadError(.malformed(reader.message), file: file) }
    let (width, height) = (reader.width, reader.height)
    // Both are below 2³¹ (PNG specification §11.2.2), so the product fits an Int.
    guard width * height <= maximumPixels else {
      throw PNGReadError(.tooManyPixels(width: width, height: height), file: file)
    }
    guard let pixels = reader.decodeRGBA() else {
      throw PNGReadError(.malformed(reader.message), file: file)
    }
    let chunks = colorChunks(bytes)
    return PNGImage(
      width: width, height: height, pixels: pixels, colorChunks: chunks.names,
      gamma: chunks.gamma, primariesAreNotSRGB: reader.primariesAreNotSRGB,
      warning: reader.hasWarning ? reader.message : nil)
  }

  /// The colour chunks (`sRGB`, `gAMA`, `cHRM`, `iCCP`) before the first `IDAT`, each once, in
  /// file order, and the first gAMA's value: a walk over the chunk headers that stops at the
  /// image data, at the end, or at a length that runs past the end (libpng has read and checked
  /// the file by then).
  static func colorChunks(_ bytes: [UInt8]) -> (names: [String], gamma: Int?) {
    let wanted: Set<String> = ["sRGB", "gAMA", "cHRM", "iCCP"]
    var found: [String] = []
    var gamma: Int?
    var offset = signature.count
    func number(at index: Int) -> Int {
      Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8
        | Int(bytes[index + 3])
    }
    while offset + 8 <= bytes.count {
      let length = number(at: offset)
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if type == "IDAT" { break }
      // Length, type, data, CRC; a length past the end ends the walk.
      guard length <= bytes.count - offset - 12 else { break }
      if wanted.contains(type), !found.contains(type) {
        found.append(type)
        if type == "gAMA", length == 4 { gamma = number(at: offset + 8) }
      }
      offset += 12 + length
    }
    return (found, gamma)
  }
}
