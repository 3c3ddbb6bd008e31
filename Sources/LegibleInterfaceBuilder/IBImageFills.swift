// The colour a background image draws (docs/interface-builder.md §3): its files decoded with
// LegiblePNG (libpng), and measured only when every file of the name is one flat colour
// (`FlatFill`: the opaque-enough pixels of one colour within 2/255, anti-aliased outlines
// allowed). Anything else stays needs-review, saying what was seen.

import LegibleColor
import LegiblePNG

/// Background images measured once each, by file, for one discovery.
struct IBImageFills {
  /// What an image name draws in one theme.
  enum Outcome: Equatable {
    /// One flat colour: the colour (alpha kept), the words of its provenance, and reasons the
    /// state still needs review (an ICC profile not applied…).
    case flat(CSSColor, evidence: String, reviews: [String])
    /// Not measured: why, and what was seen.
    case review(String)
  }

  let table: IBImageTable
  private var decoded: [String: Result<FlatFill, Failure>] = [:]
  /// Per file: its colour chunks, and whether libpng judged its cHRM end-points not sRGB's.
  private var details: [String: (colorChunks: [String], notSRGB: Bool, gamma: Int?)] = [:]
  private var outcomes: [String: Outcome] = [:]

  /// Why one file gives no flat colour.
  struct Failure: Error, Equatable { var message: String }

  init(table: IBImageTable) {
    self.table = table
  }

  /// What `name` draws in `theme` if ``outcome(_:theme:)`` measured it already.
  func measured(_ name: String, theme: String?) -> Outcome? {
    outcomes["\(name)\n\(theme ?? "")"]
  }

  /// What `name` draws in `theme`, measured on first use.
  mutating func outcome(_ name: String, theme: String?) -> Outcome {
    let key = "\(name)\n\(theme ?? "")"
    if let known = outcomes[key] { return known }
    let outcome = measure(name, theme: theme)
    outcomes[key] = outcome
    return outcome
  }

  private mutating func measure(_ name: String, theme: String?) -> Outcome {
    let candidates: [IBImageTable.Candidate]
    switch table.lookup(name, theme: theme) {
    case .notFound(let words): return .review(words)
    case .unreadable(let words): return .review("its image set cannot be read: \(words)")
    case .files(let files): candidates = files
    }
    var fills: [(IBImageTable.Candidate, FlatFill)] = []
    for candidate in candidates {
      switch fill(candidate.path) {
      case .failure(let failure): return .review(failure.message)
      case .success(let fill): fills.append((candidate, fill))
      }
    }
    guard let (first, fill) = fills.first else {
      return .review("image not found in the paths read")
    }
    if let (other, otherFill) = fills.dropFirst().first(where: { !Self.same($0.1, fill) }) {
      return .review(
        "its files differ: \(first.path) is flat \(fill.description), \(other.path) flat \(otherFill.description)"
      )
    }
    let fileName = first.path.split(separator: "/").last.map(String.init) ?? first.path
    let summary = details[first.path] ?? (colorChunks: [], notSRGB: false, gamma: nil)
    var evidence =
      "\(fileName) (flat \(fill.description), \(FlatFill.grouped(fill.pixels)) px): \(first.path) decoded with libpng; "
      + (fill.pixels == 0
        ? "every pixel is fully transparent, so it draws nothing"
        : "every pixel at least half as opaque as the most opaque one is this colour within \(FlatFill.channelTolerance)/255 (\(FlatFill.grouped(fill.distinctColors)) distinct), so the image is a flat fill")
    if fills.count > 1 {
      evidence +=
        "; the \(fills.count) files of the name (scales \(fills.map { "\($0.0.scale)x" }.joined(separator: ", "))) agree"
    }
    evidence +=
      summary.colorChunks.isEmpty
      ? "; no colour chunk: read as sRGB, as iOS draws an untagged image"
      : "; colour chunks \(summary.colorChunks.joined(separator: ", "))"
        + (summary.colorChunks.contains("cHRM") && !summary.notSRGB
          ? " (the cHRM end-points are sRGB's)" : "")
    var reviews: [String] = []
    for candidate in fills.map(\.0) {
      guard let detail = details[candidate.path] else { continue }
      if detail.colorChunks.contains("iCCP") {
        reviews.append(
          "\(candidate.path): the PNG embeds an ICC profile (iCCP), which Legible does not apply; its pixels are read as sRGB"
        )
      }
      if let gamma = detail.gamma {
        reviews.append(
          "\(candidate.path): its gAMA (file gamma \(Double(gamma) / 100_000)) is not sRGB's; libpng converted it with a 2.2 power law, and iOS may convert it differently by a few 8-bit steps"
        )
      }
      if detail.notSRGB {
        reviews.append(
          "\(candidate.path): its cHRM end-points are not sRGB's, which Legible does not convert; its pixels are read as sRGB"
        )
      }
    }
    let color = CSSColor(
      .sRGB, Double(fill.red) / 255, Double(fill.green) / 255, Double(fill.blue) / 255,
      alpha: Double(fill.alpha) / 255)
    return .flat(color, evidence: evidence, reviews: reviews)
  }

  /// Decodes, on every core, the files that `images` (names, each in a theme) load and that are
  /// not decoded yet, so that ``outcome(_:theme:)`` finds them (decoding and the flat test
  /// are most of measuring an image; each file is decoded once either way).
  mutating func decode(_ images: [(name: String, theme: String?)]) {
    var paths: [String] = []
    var seen: Set<String> = []
    for (name, theme) in images {
      guard case .files(let files) = table.lookup(name, theme: theme) else { continue }
      for file in files where decoded[file.path] == nil && seen.insert(file.path).inserted {
        paths.append(file.path)
      }
    }
    let reads = ComponentWork.map(paths) { Self.read($0) }
    for (path, read) in zip(paths, reads) {
      decoded[path] = read.result
      if let detail = read.detail { details[path] = detail }
    }
  }

  /// One file's flat colour, decoded once.
  private mutating func fill(_ path: String) -> Result<FlatFill, Failure> {
    if let known = decoded[path] { return known }
    let read = Self.read(path)
    if let detail = read.detail { details[path] = detail }
    decoded[path] = read.result
    return read.result
  }

  /// One file decoded and tested: its flat colour or why not, and its colour chunks when it
  /// could be decoded.
  private static func read(_ path: String) -> (
    result: Result<FlatFill, Failure>, detail: (colorChunks: [String], notSRGB: Bool, gamma: Int?)?
  ) {
    do {
      let image = try PNGReader.read(path: path)
      let detail = (
        image.colorChunks, image.primariesAreNotSRGB, image.gammaWasConverted ? image.gamma : nil
      )
      switch FlatFill.of(image) {
      case .success(let fill): return (.success(fill), detail)
      case .failure(let rejection):
        return (.failure(Failure(message: "\(path): \(rejection.message)")), detail)
      }
    } catch {
      return (.failure(Failure(message: "\(path): \(error.message)")), nil)
    }
  }

  /// Whether two files of one name draw the same flat colour (every channel and the alpha
  /// within the tolerance).
  static func same(_ a: FlatFill, _ b: FlatFill) -> Bool {
    let pairs: [(UInt8, UInt8)] = [
      (a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha),
    ]
    return pairs.allSatisfy { abs(Int($0.0) - Int($0.1)) <= FlatFill.channelTolerance }
  }
}
