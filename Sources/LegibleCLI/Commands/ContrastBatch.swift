import Dispatch
import LegibleColor
import LegibleJSON
import LegibleTokens

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// `legible contrast --batch`: streams `FG BG` lines to one result line each, in input order.
///
/// Memory stays flat: the input is read in 1 MiB chunks and output goes through a 256 KiB buffer.
/// Lines of two 6-digit hex colours (optionally `#`-prefixed) take a fast path through
/// ``WCAG2LookupTable`` / ``APCALookupTable``; anything else goes through the colour parser and
/// the compositing policy. Numbers print in shortest round-trip form, byte for byte as
/// `Double.description` spells them, through ``ShortestDecimal`` (no `String` per number).
///
/// Both cores: each chunk's complete lines are cut in two at a line boundary and the halves run
/// the fast path concurrently into their own output buffers, which are written in input order. A
/// half stops at its first line that is not a plain hex pair (or when its buffer is full); the
/// rest of that half then runs on the calling thread through the ordinary per-line path, so
/// slow-path lines, errors (`line N: …`) and the output before an error are exactly as serial.
struct ContrastBatch {
  /// What each output line holds.
  enum Columns: Sendable { case wcag, apca, both }

  let policy: ContrastPolicy
  let columns: Columns
  let wcagTable: WCAG2LookupTable
  let apcaTable: APCALookupTable

  /// The size of each read.
  static let chunkSize = 1 << 20
  /// The output buffer's size.
  static let outputSize = 1 << 18
  /// Each concurrent half's output buffer size.
  static let halfOutputSize = 1 << 21
  /// Complete-line regions smaller than this run serially.
  static let concurrentThreshold = 1 << 16

  /// Whether big chunks are processed on two threads (tests compare both ways).
  var concurrent = true

  init(policy: ContrastPolicy, algorithm: String) {
    self.policy = policy
    columns =
      switch algorithm {
      case "apca": .apca
      case "both": .both
      default: .wcag
      }
    wcagTable = WCAG2LookupTable(coefficients: policy.coefficients)
    apcaTable = APCALookupTable(algorithm: policy.apca)
  }

  /// Processes every line of `source`, writing results to `sink`.
  ///
  /// - Throws: ``CommandError/input(_:)`` with `line N: …` at the first bad line, after every
  ///   earlier result has been written.
  mutating func run(source: any ByteSource, sink: any ByteSink) throws(CommandError) {
    let output = OutputBuffer(sink: sink, capacity: Self.outputSize)
    defer { output.flush() }
    let capacity = Self.chunkSize
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
    var start = 0  // first byte of the current (incomplete) line
    var end = 0  // end of valid data
    var lineNumber = 0
    let halves = [
      HalfOutput(capacity: Self.halfOutputSize), HalfOutput(capacity: Self.halfOutputSize),
    ]
    while true {
      if start > 0 {
        if end > start { memmove(base, base + start, end - start) }
        end -= start
        start = 0
      }
      if end == capacity {
        throw .input("line \(lineNumber + 1): line is longer than \(capacity) bytes")
      }
      let n = try source.read(
        into: UnsafeMutableRawBufferPointer(start: base + end, count: capacity - end))
      if n == 0 {
        if end > start {
          lineNumber += 1
          try line(UnsafeBufferPointer(start: base + start, count: end - start), lineNumber, output)
        }
        return
      }
      let scanFrom = end
      end += n
      if concurrent, end - start >= Self.concurrentThreshold,
        let stop = Self.lastLineEnd(base, start, end)
      {
        try concurrentLines(base, start, stop, &lineNumber, halves, output)
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

  /// Processes the complete lines in `base[start..<stop]` (which ends with an LF) on two threads.
  private func concurrentLines(
    _ base: UnsafeMutablePointer<UInt8>, _ start: Int, _ stop: Int, _ lineNumber: inout Int,
    _ halves: [HalfOutput], _ output: OutputBuffer
  ) throws(CommandError) {
    // Cut after the first LF at or past the middle.
    let middle = start + (stop - start) / 2
    let cut =
      memchr(base + middle, Int32(UInt8(ascii: "\n")), stop - middle).map {
        $0.assumingMemoryBound(to: UInt8.self) - base + 1
      } ?? stop
    let ranges = [(start, cut), (cut, stop)]
    let fast = FastPath(columns: columns, wcagTable: wcagTable, apcaTable: apcaTable)
    let address = Int(bitPattern: base)
    DispatchQueue.concurrentPerform(iterations: 2) { k in
      guard let base = UnsafePointer<UInt8>(bitPattern: address) else { return }
      fast.run(base, ranges[k].0, ranges[k].1, halves[k])
    }
    for (k, (_, rangeEnd)) in ranges.enumerated() {
      let half = halves[k]
      output.append(
        bytes: UnsafeRawBufferPointer(start: half.storage.baseAddress, count: half.count))
      lineNumber += half.lines
      // The rest of this half, if any, line by line on this thread.
      var s = half.stoppedAt
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
    throws(CommandError)
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
      text: foreground, background: background, backdrop: policy.backdrop, blend: policy.blend)
    switch columns {
    case .wcag: output.append(policy.wcag.ratio(pair.text, pair.background))
    case .apca: output.append(policy.apca.lc(pair.text, pair.background))
    case .both:
      output.append(policy.wcag.ratio(pair.text, pair.background), separator: UInt8(ascii: "\t"))
      output.append(policy.apca.lc(pair.text, pair.background))
    }
  }

  /// The slow path: splits the line into two colour strings and parses them.
  private func colors(_ text: String, _ number: Int, _ output: OutputBuffer) throws(CommandError)
    -> (CSSColor, CSSColor)
  {
    let fields = Self.fields(text)
    guard fields.count == 2 else {
      output.flush()
      throw .input(
        "line \(number): expected two colours (foreground, background) separated by a tab or "
          + "whitespace, found \(fields.count): '\(text)'")
    }
    do {
      return (try policy.reader.color(fields[0]), try policy.reader.color(fields[1]))
    } catch {
      output.flush()
      throw .input("line \(number): \(error.message)")
    }
  }

  /// Splits a line at tabs if it has any, else at whitespace outside parentheses.
  static func fields(_ text: String) -> [String] {
    if text.contains("\t") {
      return text.split(separator: "\t").map { String($0).trimmingASCIIWhitespace }
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
      guard let digit = hexValue(bytes[i + k]) else { return nil }
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
  let columns: ContrastBatch.Columns
  let wcagTable: WCAG2LookupTable
  let apcaTable: APCALookupTable

  /// Formats the lines of `base[start..<end]` (LF-terminated) into `half` until the end, the
  /// first line that is not blank or a plain hex pair, or a full buffer; records where it stopped.
  func run(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ half: HalfOutput) {
    half.count = 0
    half.lines = 0
    var s = start
    let out = half.storage.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
    let limit = half.storage.count - 128
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
          guard let (fg, bg) = ContrastBatch.hexPair(bytes, lo, hi) else { break }
          count = format(fg, bg, out, count)
        }
        lines += 1
        s = newline + 1
      }
    }
    half.count = count
    half.lines = lines
    half.stoppedAt = s
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
private final class HalfOutput: @unchecked Sendable {
  // Each instance is written by one worker at a time and read after `concurrentPerform` returns.
  let storage: UnsafeMutableRawBufferPointer
  var count = 0
  var lines = 0
  var stoppedAt = 0

  init(capacity: Int) { storage = .allocate(byteCount: capacity, alignment: 16) }

  deinit { storage.deallocate() }
}

/// A fixed-size output buffer in front of a sink.
final class OutputBuffer {
  private let sink: any ByteSink
  private let storage: UnsafeMutableRawBufferPointer
  private var count = 0

  init(sink: any ByteSink, capacity: Int) {
    self.sink = sink
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
        sink.write(bytes)
        return
      }
    }
    (storage.baseAddress.unsafelyUnwrapped + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  /// Writes everything buffered to the sink.
  func flush() {
    guard count > 0 else { return }
    sink.write(UnsafeRawBufferPointer(rebasing: storage[0..<count]))
    count = 0
  }
}
