/// A decoded PNG: 8-bit RGBA pixels (not premultiplied, colour channels sRGB-encoded), row by
/// row from the top, and what the file said about its colours.
package struct PNGImage: Sendable, Equatable {
  package var width: Int
  package var height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha.
  package var pixels: [UInt8]
  /// The colour chunks before the image data, in file order, each once: `sRGB`, `gAMA`, `cHRM`,
  /// `iCCP`. libpng converts for `gAMA` (with a 2.2 power law); it does not apply `cHRM` or `iCCP`.
  package var colorChunks: [String]
  /// The `gAMA` chunk's value (the file gamma × 100,000; sRGB's is 45,455), if it has one.
  package var gamma: Int?
  /// Whether libpng found cHRM end-points that are not sRGB's (the pixels are not converted).
  package var primariesAreNotSRGB: Bool
  /// libpng's first warning, if it had one and read the image all the same.
  package var warning: String?

  package init(
    width: Int, height: Int, pixels: [UInt8], colorChunks: [String] = [], gamma: Int? = nil,
    primariesAreNotSRGB: Bool = false, warning: String? = nil
  ) {
    self.width = width
    self.height = height
    self.pixels = pixels
    self.colorChunks = colorChunks
    self.gamma = gamma
    self.primariesAreNotSRGB = primariesAreNotSRGB
    self.warning = warning
  }

  /// Whether the file embeds an ICC profile (`iCCP`), which Legible does not apply.
  package var hasICCProfile: Bool { colorChunks.contains("iCCP") }

  /// Whether libpng converted the pixels for a `gAMA` that is not sRGB's: one more than 5 %
  /// from 1/2.2 (libpng's own threshold, `PNG_GAMMA_THRESHOLD_FIXED`). libpng converts to 8-bit
  /// with a 2.2 power law (`PNG_GAMMA_sRGB`), not the sRGB curve: linear 128/255 becomes 186,
  /// where the sRGB curve gives 188.
  package var gammaWasConverted: Bool {
    guard let gamma, !colorChunks.contains("sRGB") else { return false }
    return abs(Double(gamma) * 2.2 / 100_000 - 1) > 0.05
  }
}
