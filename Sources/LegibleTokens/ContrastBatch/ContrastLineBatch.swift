// The engine of `legible contrast --batch`: streams `FG BG` lines to one result line each, in
// input order. It lives in LegibleTokens (not LegibleColor) because it prints through
// ``ShortestDecimal``.

import Dispatch
import Foundation
import LegibleColor
import LegibleJSON

/// Streams lines of two colours (`FG BG`) to one result line each, in input order.
///
/// Memory stays flat: the input is read in 1 MiB chunks and output goes through a 256 KiB buffer.
/// Lines of two 6-digit hex colours (optionally `#`-prefixed) take a fast path through
/// `WCAG2LookupTable` / `APCALookupTable`; anything else goes through the colour parser and
/// the compositing policy. Numbers print in shortest round-trip form, byte for byte as
/// `Double.description` spells them, through `ShortestDecimal` (no `String` per number).
///
/// Every core: each chunk's complete lines are cut into as many pieces as the machine has active
/// cores (`ProcessInfo.activeProcessorCount`), at line boundaries, and the pieces run the fast
/// path concurrently into their own output buffers, which are written in input order. A piece
/// stops at its first line that is not a plain hex pair (or when its buffer is full); the rest of
/// that piece then runs on the calling thread through the ordinary per-line path, so slow-path
/// lines, errors (`line N: …`) and the output before an error are exactly as serial.
///
/// ```swift
/// let batch = ContrastLineBatch(columns: .wcag)
/// var output: [UInt8] = []
/// var input = Array("000000 FFFFFF\n".utf8)[...]
/// try batch.run(
///   read: { buffer in
///     let n = min(buffer.count, input.count)
///     buffer.copyBytes(from: input.prefix(n))
///     input = input.dropFirst(n)
///     return n
///   },
///   write: { output.append(contentsOf: $0) })
/// // output: "21.0\n"
/// ```
public struct ContrastLineBatch: Sendable {
  /// What each output line holds.
  public enum Columns: String, Sendable, CaseIterable {
    /// The WCAG 2.x ratio.
    case wcag
    /// The APCA Lc.
    case apca
    /// The ratio, a tab, and the Lc.
    case both
  }

  /// A line that is neither blank nor two colours, with its 1-based number.
  public struct LineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// What is wrong with the line.
    public var message: String
    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
  }

  /// What each output line holds.
  public let columns: Columns
  /// The WCAG 2.x luminance coefficients.
  public let coefficients: LuminanceCoefficients
  /// Where a translucent foreground is blended over its background.
  public let blend: BlendSpace
  /// What lies below a translucent background.
  public let backdrop: CSSColor
  /// The APCA algorithm (constants and version).
  public let apca: APCAContrast
  /// The parser for lines that are not two plain hex colours.
  public let parser: CSSColorParser

  let wcagTable: WCAG2LookupTable
  let apcaTable: APCALookupTable

  /// The size of each read.
  static let chunkSize = 1 << 20
  /// The output buffer's size.
  static let outputSize = 1 << 18
  /// Each concurrent piece's output buffer size.
  static let pieceOutputSize = 1 << 21
  /// Complete-line regions smaller than this run serially.
  static let concurrentThreshold = 1 << 16

  /// Whether big chunks are cut into pieces run concurrently (tests compare both ways).
  package var concurrent = true
  /// How many pieces each big chunk is cut into: the machine's active cores.
  package var pieces = ProcessInfo.processInfo.activeProcessorCount

  /// A batch under a contrast policy.
  ///
  /// - Parameters:
  ///   - columns: What each output line holds.
  ///   - coefficients: The WCAG 2.x luminance coefficients.
  ///   - blend: Where translucent colours are blended.
  ///   - backdrop: What lies below a translucent background (white, as WCAG assumes).
  ///   - apca: The APCA algorithm.
  ///   - parser: The parser for colours other than plain 6-digit hex.
  public init(
    columns: Columns, coefficients: LuminanceCoefficients = .wcag,
    blend: BlendSpace = .encodedSRGB, backdrop: CSSColor = .white,
    apca: APCAContrast = APCAContrast(), parser: CSSColorParser = CSSColorParser()
  ) {
    self.columns = columns
    self.coefficients = coefficients
    self.blend = blend
    self.backdrop = backdrop
    self.apca = apca
    self.parser = parser
    wcagTable = WCAG2LookupTable(coefficients: coefficients)
    apcaTable = APCALookupTable(algorithm: apca)
  }

  /// Processes every line that `read` supplies, passing the result bytes to `write`.
  ///
  /// - Parameters:
  ///   - read: Fills a buffer with up to its count of input bytes; returns 0 at the end.
  ///   - write: Receives output bytes, in order (valid only during the call).
  /// - Throws: ``LineError`` at the first bad line, after every earlier result has been written;
  ///   whatever `read` throws.
  public func run(
    read: (UnsafeMutableRawBufferPointer) throws -> Int, write: (UnsafeRawBufferPointer) -> Void
  ) throws {
    _ = try runCountingPieces(read: read, write: write)
  }

  /// ``run(read:write:)``, returning how many pieces ran concurrently (0 when none did).
  package func runCountingPieces(
    read: (UnsafeMutableRawBufferPointer) throws -> Int, write: (UnsafeRawBufferPointer) -> Void
  ) throws -> Int {
    try withoutActuallyEscaping(write) { write in
      let output = OutputBuffer(write: write, capacity: Self.outputSize)
      defer { output.flush() }
      return try stream(read, output)
    }
  }

  private func stream(
    _ read: (UnsafeMutableRawBufferPointer) throws -> Int, _ output: OutputBuffer
  ) throws -> Int {
    let capacity = Self.chunkSize
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
    var start = 0  // first byte of the current (incomplete) line
    var end = 0  // end of valid data
    var lineNumber = 0
    var piecesRun = 0
    let outputs = (0..<max(1, pieces)).map { _ in PieceOutput(capacity: Self.pieceOutputSize) }
    while true {
      if start > 0 {
        if end > start { memmove(base, base + start, end - start) }
        end -= start
        start = 0
      }
      if end == capacity {
        throw LineError(
          line: lineNumber + 1, message: "line is longer than \(capacity) bytes")
      }
      let n = try read(UnsafeMutableRawBufferPointer(start: base + end, count: capacity - end))
      if n == 0 {
        if end > start {
          lineNumber += 1
          try line(UnsafeBufferPointer(start: base + start, count: end - start), lineNumber, output)
        }
        return piecesRun
      }
      let scanFrom = end
      end += n
      if concurrent, end - start >= Self.concurrentThreshold,
        let stop = Self.lastLineEnd(base, start, end)
      {
        try concurrentLines(base, start, stop, &lineNumber, outputs, output)
        piecesRun += outputs.count
        start = stop
      }
      var cursor = max(scanFrom, start)
      while cursor < end,
        let hit = memchr(base + cursor, Int32(UInt8(ascii: "\n")), end - cursor)
      {
        let newline = hit.assumingMemoryBound(to: UInt8.self) - base
        lineNumber += 1
        try line(
          UnsafeBufferPointer(start: base + start, count: newline - start), lineNumber, output)
        start = newline + 1
        cursor = start
      }
    }
  }

  /// The offset just past the last LF in `base[start..<end]`, or `nil` if there is none.
  private static func lastLineEnd(_ base: UnsafeMutablePointer<UInt8>, _ start: Int, _ end: Int)
    -> Int?
  {
    var i = end
    while i > start {
      i -= 1
      if base[i] == UInt8(ascii: "\n") { return i + 1 }
    }
    return nil
  }

  /// Processes the complete lines in `base[start..<stop]` (which ends with an LF) in one piece
  /// per output, concurrently.
  private func concurrentLines(
    _ base: UnsafeMutablePointer<UInt8>, _ start: Int, _ stop: Int, _ lineNumber: inout Int,
    _ outputs: [PieceOutput], _ output: OutputBuffer
  ) throws(LineError) {
    // Cut k after the first LF at or past k/n of the region (and past the previous cut).
    var ranges: [(Int, Int)] = []
    var from = start
    for k in 1...outputs.count {
      var cut = stop
      let target = max(from, start + (stop - start) * k / outputs.count)
      if k < outputs.count, target < stop,
        let hit = memchr(base + target, Int32(UInt8(ascii: "\n")), stop - target)
      {
        cut = hit.assumingMemoryBound(to: UInt8.self) - base + 1
      }
      ranges.append((from, cut))
      from = cut
    }
    let fast = FastPath(columns: columns, wcagTable: wcagTable, apcaTable: apcaTable)
    let address = Int(bitPattern: base)
    let pieceRanges = ranges
    DispatchQueue.concurrentPerform(iterations: outputs.count) { k in
      guard let base = UnsafePointer<UInt8>(bitPattern: address) else { return }
      fast.run(base, pieceRanges[k].0, pieceRanges[k].1, outputs[k])
    }
    for (k, (_, rangeEnd)) in ranges.enumerated() {
      let piece = outputs[k]
      output.append(
        bytes: UnsafeRawBufferPointer(start: piece.storage.baseAddress, count: piece.count))
      lineNumber += piece.lines
      // The rest of this piece, if any, line by line on this thread.
      var s = piece.stoppedAt
      while s < rangeEnd {
        guard let hit = memchr(base + s, Int32(UInt8(ascii: "\n")), rangeEnd - s) else { break }
        let newline = hit.assumingMemoryBound(to: UInt8.self) - base
        lineNumber += 1
        try line(UnsafeBufferPointer(start: base + s, count: newline - s), lineNumber, output)
        s = newline + 1
      }
    }
  }

  /// Handles one line (without its LF).
  @inline(__always)
  private func line(_ bytes: UnsafeBufferPointer<UInt8>, _ number: Int, _ output: OutputBuffer)
    throws(LineError)
  {
    var lo = 0
    var hi = bytes.count
    while hi > lo, isBlank(bytes[hi - 1]) { hi -= 1 }
    while lo < hi, isBlank(bytes[lo]) { lo += 1 }
    if lo == hi { return }
    if let (fg, bg) = Self.hexPair(bytes, lo, hi) {
      switch columns {
      case .wcag: output.append(wcagTable.ratio(fg, bg))
      case .apca: output.append(apcaTable.lc(fg, bg))
      case .both:
        output.append(wcagTable.ratio(fg, bg), separator: UInt8(ascii: "\t"))
        output.append(apcaTable.lc(fg, bg))
      }
      return
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lo..<hi]), as: UTF8.self)
    let (foreground, background) = try colors(text, number, output)
    let pair = EffectivePair(
      text: foreground, background: background, backdrop: backdrop, blend: blend)
    let wcag = WCAG2Contrast(coefficients: coefficients)
    switch columns {
    case .wcag: output.append(wcag.ratio(pair.text, pair.background))
    case .apca: output.append(apca.lc(pair.text, pair.background))
    case .both:
      output.append(wcag.ratio(pair.text, pair.background), separator: UInt8(ascii: "\t"))
      output.append(apca.lc(pair.text, pair.background))
    }
  }

  /// The slow path: splits the line into two colour strings and parses them.
  private func colors(_ text: String, _ number: Int, _ output: OutputBuffer) throws(LineError)
    -> (CSSColor, CSSColor)
  {
    let fields = Self.fields(text)
    guard fields.count == 2 else {
      output.flush()
      throw LineError(
        line: number,
        message: "expected two colours (foreground, background) separated by a tab or "
          + "whitespace, found \(fields.count): '\(text)'")
    }
    do {
      return (try parser.parse(fields[0]), try parser.parse(fields[1]))
    } catch {
      output.flush()
      throw LineError(line: number, message: error.description)
    }
  }

  /// Splits a line at tabs if it has any, else at whitespace outside parentheses.
  package static func fields(_ text: String) -> [String] {
    if text.contains("\t") {
      return text.split(separator: "\t").map { trimmingBlanks(Substring($0)) }
        .filter { !$0.isEmpty }
    }
    var fields: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      case " " where depth == 0:
        if !current.isEmpty { fields.append(current) }
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    if !current.isEmpty { fields.append(current) }
    return fields
  }

  /// The text without leading and trailing spaces, tabs, CR and LF.
  private static func trimmingBlanks(_ text: Substring) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// Two 6-digit hex colours (each optionally `#`-prefixed) separated by blanks, or `nil`.
  @inline(__always)
  static func hexPair(_ bytes: UnsafeBufferPointer<UInt8>, _ lo: Int, _ hi: Int) -> (
    UInt32, UInt32
  )? {
    var i = lo
    guard let fg = hex6(bytes, &i, hi), i < hi, isBlank(bytes[i]) else { return nil }
    while i < hi, isBlank(bytes[i]) { i += 1 }
    guard let bg = hex6(bytes, &i, hi), i == hi else { return nil }
    return (fg, bg)
  }

  @inline(__always)
  static func hex6(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ hi: Int) -> UInt32? {
    if i < hi, bytes[i] == UInt8(ascii: "#") { i += 1 }
    guard hi - i >= 6 else { return nil }
    var value: UInt32 = 0
    for k in 0..<6 {
      let digit = hexDigitValues[Int(bytes[i + k])]
      guard digit != 0xFF else { return nil }
      value = value << 4 | UInt32(digit)
    }
    i += 6
    return value
  }
}

@inline(__always)
private func isBlank(_ byte: UInt8) -> Bool {
  byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
}

/// The fast path alone, as a `Sendable` value for the worker threads.
private struct FastPath: Sendable {
  let columns: ContrastLineBatch.Columns
  let wcagTable: WCAG2LookupTable
  let apcaTable: APCALookupTable

  /// Formats the lines of `base[start..<end]` (LF-terminated) into `piece` until the end, the
  /// first line that is not blank or a plain hex pair, or a full buffer; records where it stopped.
  func run(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ piece: PieceOutput) {
    piece.count = 0
    piece.lines = 0
    var s = start
    let out = piece.storage.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
    let limit = piece.storage.count - 128
    var count = 0
    var lines = 0
    hexDigitValues.withUnsafeBufferPointer { digits in
      while s < end, count <= limit {
        // The common line, "RRGGBB RRGGBB\n", without searching for its end.
        if end - s >= 14, base[s + 6] == UInt8(ascii: " "), base[s + 13] == UInt8(ascii: "\n"),
          let fg = hex6(base + s, digits), let bg = hex6(base + s + 7, digits)
        {
          count = format(fg, bg, out, count)
          lines += 1
          s += 14
          continue
        }
        guard let hit = memchr(base + s, Int32(UInt8(ascii: "\n")), end - s) else { break }
        let newline = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
        let bytes = UnsafeBufferPointer(start: base + s, count: newline - s)
        var lo = 0
        var hi = bytes.count
        while hi > lo, isBlank(bytes[hi - 1]) { hi -= 1 }
        while lo < hi, isBlank(bytes[lo]) { lo += 1 }
        if lo < hi {
          guard let (fg, bg) = ContrastLineBatch.hexPair(bytes, lo, hi) else { break }
          count = format(fg, bg, out, count)
        }
        lines += 1
        s = newline + 1
      }
    }
    piece.count = count
    piece.lines = lines
    piece.stoppedAt = s
  }

  /// Writes one result line at `out + count`; returns the new count.
  @inline(__always)
  private func format(
    _ fg: UInt32, _ bg: UInt32, _ out: UnsafeMutablePointer<UInt8>, _ count: Int
  ) -> Int {
    var count = count
    switch columns {
    case .wcag: count += ShortestDecimal.write(wcagTable.ratio(fg, bg), to: out + count)
    case .apca: count += ShortestDecimal.write(apcaTable.lc(fg, bg), to: out + count)
    case .both:
      count += ShortestDecimal.write(wcagTable.ratio(fg, bg), to: out + count)
      out[count] = UInt8(ascii: "\t")
      count += 1
      count += ShortestDecimal.write(apcaTable.lc(fg, bg), to: out + count)
    }
    out[count] = UInt8(ascii: "\n")
    return count + 1
  }

  /// Six hex digits at `p` as 0xRRGGBB, or `nil`.
  @inline(__always)
  private func hex6(_ p: UnsafePointer<UInt8>, _ digits: UnsafeBufferPointer<UInt8>) -> UInt32? {
    let d0 = digits[Int(p[0])]
    let d1 = digits[Int(p[1])]
    let d2 = digits[Int(p[2])]
    let d3 = digits[Int(p[3])]
    let d4 = digits[Int(p[4])]
    let d5 = digits[Int(p[5])]
    guard (d0 | d1 | d2 | d3 | d4 | d5) & 0x80 == 0 else { return nil }
    return UInt32(d0) << 20 | UInt32(d1) << 16 | UInt32(d2) << 12 | UInt32(d3) << 8
      | UInt32(d4) << 4 | UInt32(d5)
  }
}

/// Each byte's hex digit value, or 0xFF.
private let hexDigitValues: [UInt8] = (0..<256).map { byte in
  switch byte {
  case 0x30...0x39: UInt8(byte - 0x30)
  case 0x41...0x46: UInt8(byte - 0x41 + 10)
  case 0x61...0x66: UInt8(byte - 0x61 + 10)
  default: 0xFF
  }
}

/// One worker's output: formatted bytes, lines consumed and where it stopped.
private final class PieceOutput: @unchecked Sendable {
  // Each instance is written by one worker at a time and read after `concurrentPerform` returns.
  let storage: UnsafeMutableRawBufferPointer
  var count = 0
  var lines = 0
  var stoppedAt = 0

  init(capacity: Int) { storage = .allocate(byteCount: capacity, alignment: 16) }

  deinit { storage.deallocate() }
}

/// A fixed-size output buffer in front of the caller's `write`.
private final class OutputBuffer {
  private let write: (UnsafeRawBufferPointer) -> Void
  private let storage: UnsafeMutableRawBufferPointer
  private var count = 0

  init(write: @escaping (UnsafeRawBufferPointer) -> Void, capacity: Int) {
    self.write = write
    storage = .allocate(byteCount: capacity, alignment: 16)
  }

  deinit { storage.deallocate() }

  /// Appends a number in shortest round-trip form (exactly `Double.description`) and a
  /// terminator (LF by default), without allocating a `String` per number.
  @inline(__always)
  func append(_ value: Double, separator: UInt8 = UInt8(ascii: "\n")) {
    if storage.count - count <= ShortestDecimal.maximumLength { flush() }
    let out = storage.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
    count += ShortestDecimal.write(value, to: out + count)
    out[count] = separator
    count += 1
  }

  /// Appends raw bytes (flushing first when they do not fit).
  func append(bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if storage.count - count < bytes.count {
      flush()
      if bytes.count > storage.count {
        write(bytes)
        return
      }
    }
    (storage.baseAddress.unsafelyUnwrapped + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  /// Writes everything buffered.
  func flush() {
    guard count > 0 else { return }
    write(UnsafeRawBufferPointer(rebasing: storage[0..<count]))
    count = 0
  }
}
