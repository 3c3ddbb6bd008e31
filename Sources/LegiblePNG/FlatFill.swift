// Whether a decoded image is one flat colour, and which (docs/interface-builder.md §3):
// - Opaque enough: a pixel whose alpha is at least half the image's highest alpha
//   (`minimumCoverage`); the rest (transparent margins, the outer half of anti-aliased rounded
//   corners) is not looked at.
// - Flat: every opaque-enough pixel's red, green and blue are within `channelTolerance` (2 of 255:
//   encoder rounding and dithering) of the fill's, and its alpha too, except on the
//   outline (a pixel beside a less-than-half-covered one or on the image's border), where a
//   partly covered pixel is anti-aliasing.
// - The fill: the most frequent opaque-enough colour (ties: the lowest value), at the image's
//   highest alpha, so a translucent flat image stays translucent.

/// The one colour of a flat image, or what was seen instead.
package struct FlatFill: Sendable, Equatable {
  /// Opaque enough: alpha at least this fraction of the image's highest alpha.
  package static let minimumCoverage = 0.5
  /// The largest difference, in 8-bit steps, between any channel of two pixels of one fill.
  package static let channelTolerance = 2
  /// More distinct colours than this are counted as "more than" (the count is for the message).
  package static let distinctColorCap = 100_000

  package var red: UInt8
  package var green: UInt8
  package var blue: UInt8
  package var alpha: UInt8
  /// The opaque-enough pixels (all of one colour within the tolerance).
  package var pixels: Int
  /// Distinct colours among them (1 for an exactly flat image).
  package var distinctColors: Int

  /// `#rrggbb`, lower case, and the alpha when it is not 255 (`#299ed7`, `#000000 at alpha 128/255`).
  package var description: String {
    let hex = [red, green, blue].map { byte in
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }.joined()
    return "#" + hex + (alpha == 255 ? "" : " at alpha \(alpha)/255")
  }

  /// Why an image is not one flat colour.
  package enum Rejection: Error, Sendable, Equatable {
    /// Opaque-enough pixels of more than one colour: how many distinct ones (`capped` when
    /// counting stopped at ``FlatFill/distinctColorCap``) and two that differ.
    case colors(count: Int, capped: Bool, pixels: Int, first: UInt32, second: UInt32)
    /// One colour, but a pixel inside the shape (not on its outline) at another opacity.
    case opacity(x: Int, y: Int, alpha: UInt8, fill: UInt8)

    package var message: String {
      switch self {
      case .colors(let count, let capped, let pixels, let first, let second):
        "image has \(capped ? "more than " : "")\(FlatFill.grouped(count)) distinct colours among its \(FlatFill.grouped(pixels)) opaque pixels (e.g. \(FlatFill.hex(first)) and \(FlatFill.hex(second))): a gradient, a texture or a drawing, not a flat fill"
      case .opacity(let x, let y, let alpha, let fill):
        "image is one colour but its opacity varies inside the shape (alpha \(alpha)/255 at pixel \(x),\(y), \(fill)/255 elsewhere)"
      }
    }
  }

  /// The flat colour of `image`, or why it has none. A fully transparent image is flat
  /// `#000000` at alpha 0 (it draws nothing).
  package static func of(_ image: PNGImage) -> Result<FlatFill, Rejection> {
    let pixels = image.pixels
    let count = image.width * image.height
    var highest: UInt8 = 0
    for index in 0..<count where pixels[index * 4 + 3] > highest { highest = pixels[index * 4 + 3] }
    if highest == 0 {
      return .success(
        FlatFill(red: 0, green: 0, blue: 0, alpha: 0, pixels: 0, distinctColors: 0))
    }
    func covered(_ alpha: UInt8) -> Bool { Double(alpha) >= Double(highest) * minimumCoverage }
    var counts: [UInt32: Int] = [:]
    var capped = false
    var opaque = 0
    for index in 0..<count where covered(pixels[index * 4 + 3]) {
      opaque += 1
      let key =
        UInt32(pixels[index * 4]) << 16 | UInt32(pixels[index * 4 + 1]) << 8
        | UInt32(pixels[index * 4 + 2])
      if let seen = counts[key] {
        counts[key] = seen + 1
      } else if counts.count < distinctColorCap {
        counts[key] = 1
      } else {
        capped = true
      }
    }
    // The most frequent colour; ties go to the lowest value, so the result never depends on
    // the dictionary's order.
    guard
      let mode = counts.max(by: {
        $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key)
      })?.key
    else {
      // Unreachable: the pixel of the highest alpha is covered.
      return .failure(.colors(count: 0, capped: false, pixels: 0, first: 0, second: 0))
    }
    if let other = counts.keys.filter({ !within($0, mode) }).min() {
      return .failure(
        .colors(
          count: counts.count, capped: capped, pixels: opaque, first: mode, second: other))
    }
    // Opacity: inside the shape every covered pixel is at the fill's alpha (within the
    // tolerance); a partly covered one must be on the outline.
    let width = image.width
    let height = image.height
    for y in 0..<height {
      for x in 0..<width {
        let alpha = pixels[(y * width + x) * 4 + 3]
        guard covered(alpha), Int(highest) - Int(alpha) > channelTolerance else { continue }
        if x == 0 || y == 0 || x == width - 1 || y == height - 1 { continue }
        var outline = false
        for dy in -1...1 {
          for dx in -1...1 where !covered(pixels[((y + dy) * width + x + dx) * 4 + 3]) {
            outline = true
          }
        }
        if !outline {
          return .failure(.opacity(x: x, y: y, alpha: alpha, fill: highest))
        }
      }
    }
    return .success(
      FlatFill(
        red: UInt8(mode >> 16), green: UInt8(mode >> 8 & 0xFF), blue: UInt8(mode & 0xFF),
        alpha: highest, pixels: opaque, distinctColors: counts.count))
  }

  static func within(_ a: UInt32, _ b: UInt32) -> Bool {
    for shift: UInt32 in [16, 8, 0] {
      let x = Int(a >> shift & 0xFF)
      let y = Int(b >> shift & 0xFF)
      if abs(x - y) > channelTolerance { return false }
    }
    return true
  }

  static func hex(_ rgb: UInt32) -> String {
    let text = String(rgb, radix: 16)
    return "#" + String(repeating: "0", count: 6 - text.count) + text
  }

  /// `52488` → `52,488` (fixed, not the locale's).
  package static func grouped(_ number: Int) -> String {
    var digits = String(number)
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
      index -= 3
    }
    return digits
  }
}
