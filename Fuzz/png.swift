// libFuzzer harness: LegiblePNG's reader (the signature and limits, libpng's simplified read API
// into 8-bit sRGB RGBA, the colour-chunk walk) on the bytes, then the flat-colour test on every
// image that decodes. Each input is read twice: as it is, and with every chunk's CRC recomputed
// (a mutated chunk otherwise stops libpng at its CRC check, before the decoder and FlatFill).

import LegiblePNG

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  read(bytes)
  read(withValidCRCs(bytes))
  return 0
}

private func read(_ bytes: [UInt8]) {
  guard let image = try? PNGReader.decode(bytes, file: "fuzz.png") else { return }
  precondition(image.pixels.count == image.width * image.height * 4)
  switch FlatFill.of(image) {
  case .success(let fill): precondition(fill.pixels <= image.width * image.height)
  case .failure(let rejection): _ = rejection.message
  }
}

/// `bytes` with the CRC of every whole chunk after the signature recomputed (CRC-32 of the type
/// and data, PNG specification §5.5).
private func withValidCRCs(_ bytes: [UInt8]) -> [UInt8] {
  var bytes = bytes
  var offset = 8
  while offset + 12 <= bytes.count {
    let length =
      Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
      | Int(bytes[offset + 3])
    guard length <= bytes.count - offset - 12 else { break }
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes[(offset + 4)..<(offset + 8 + length)] {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    crc ^= 0xFFFF_FFFF
    let end = offset + 8 + length
    bytes[end] = UInt8(crc >> 24)
    bytes[end + 1] = UInt8(crc >> 16 & 0xFF)
    bytes[end + 2] = UInt8(crc >> 8 & 0xFF)
    bytes[end + 3] = UInt8(crc & 0xFF)
    offset = end + 4
  }
  return bytes
}

private let crcTable: [UInt32] = (0..<256).map { (index: UInt32) in
  var value = index
  for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
  return value
}
