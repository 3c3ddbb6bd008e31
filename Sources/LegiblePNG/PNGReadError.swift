import LegibleJSON

/// Why ``PNGReader`` refused an image, with the file as the caller named it.
package struct PNGReadError: Error, Equatable, Sendable {
  package enum Problem: Equatable, Sendable {
    /// Missing, a directory, unreadable, or larger than ``PNGReader/maximumFileSize``.
    case file(SizeLimitedFile.Failure)
    /// The bytes do not start with the PNG signature (a JPEG, a PDF, a renamed file…).
    case notPNG
    /// The header declares more pixels than ``PNGReader/maximumPixels``.
    case tooManyPixels(width: Int, height: Int)
    /// libpng refused the file: its words (`IDAT: invalid distance too far back`,
    /// `Not enough image data`, `IHDR: CRC error`…).
    case malformed(String)
  }

  package var file: String
  package var problem: Problem

  package init(_ problem: Problem, file: String) {
    self.problem = problem
    self.file = file
  }

  /// What went wrong and what to do, without the file name.
  package var message: String {
    switch problem {
    case .file(let failure):
      SizeLimitedFile.message(
        for: failure, limit: PNGReader.maximumFileSize, noSuchFile: "no such file",
        directory: "this is a directory, not a PNG image", limitName: "PNG images")
    case .notPNG:
      "not a PNG image (the file does not start with the PNG signature); Legible reads PNG images only"
    case .tooManyPixels(let width, let height):
      "the image is \(width)×\(height) pixels, more than the \(PNGReader.maximumPixels) (4096×4096) Legible decodes"
    case .malformed(let words):
      "libpng refused the image: \(words.isEmpty ? "no reason given" : words); the file is damaged or truncated"
    }
  }
}
