import CLibPNG

/// One read through libpng's simplified API (`png_image`, libpng 1.6) over its own copy of a
/// file's bytes; what libpng allocated for it (`png_image.opaque`) and the copy are freed with the
/// object.
///
/// The simplified API runs libpng inside its own `setjmp` (`png_safe_execute`): an error in a
/// damaged or truncated file returns 0 with the words in `png_image.message`, and no `longjmp`
/// ever crosses a Swift frame.
final class LibPNGImage {
  private let image: UnsafeMutablePointer<png_image>
  private let input: UnsafeMutableBufferPointer<UInt8>
  private let count: Int

  /// A read of a copy of `bytes`.
  init(bytes: [UInt8]) {
    count = bytes.count
    input = .allocate(capacity: max(bytes.count, 1))
    _ = input.initialize(from: bytes)
    image = .allocate(capacity: 1)
    // Zeroed, `opaque` NULL, as png.h requires before a png_image_begin_read_… call.
    image.initialize(to: png_image())
    image.pointee.version = legible_png_image_version
  }

  deinit {
    // Safe at any time, and after libpng freed it already (it sets `opaque` to NULL).
    png_image_free(image)
    image.deinitialize(count: 1)
    image.deallocate()
    input.deallocate()
  }

  /// Reads the signature and the chunks before the image data (IHDR, PLTE, gAMA, cHRM, iCCP,
  /// sRGB…): `false` when libpng refused them (``message``).
  func readHeader() -> Bool {
    png_image_begin_read_from_memory(image, input.baseAddress, count) != 0
  }

  var width: Int { Int(image.pointee.width) }
  var height: Int { Int(image.pointee.height) }

  /// Whether libpng found colour end-points (cHRM) that are not sRGB's
  /// (`PNG_IMAGE_FLAG_COLORSPACE_NOT_sRGB`); the pixels are not converted for them.
  var primariesAreNotSRGB: Bool {
    image.pointee.flags & legible_png_flag_colorspace_not_srgb != 0
  }

  /// Decodes the whole image as 8-bit RGBA, not premultiplied, its colour channels encoded with
  /// the sRGB curve (`PNG_FORMAT_RGBA`): palettes and grey expanded, a `tRNS` colour made
  /// transparent, 16-bit channels reduced, a `gAMA` other than sRGB's converted. A 16-bit image
  /// without gAMA or sRGB is read as sRGB-encoded (`PNG_IMAGE_FLAG_16BIT_sRGB`), as iOS draws an
  /// untagged image, not as libpng's default linear.
  ///
  /// `nil` when libpng stopped at an error (``message``). Call after ``readHeader()``.
  func decodeRGBA() -> [UInt8]? {
    image.pointee.format = legible_png_format_rgba
    image.pointee.flags |= legible_png_flag_16bit_srgb
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let stride = Int32(width * 4)
    let decoded = pixels.withUnsafeMutableBytes { buffer in
      png_image_finish_read(image, nil, buffer.baseAddress, stride, nil) != 0
    }
    return decoded ? pixels : nil
  }

  /// libpng's words for the error (or the first warning): `png_image.message`.
  var message: String {
    withUnsafeBytes(of: image.pointee.message) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Whether libpng recorded a warning (`PNG_IMAGE_WARNING`) and no error.
  var hasWarning: Bool { image.pointee.warning_or_error & 3 == 1 }
}
