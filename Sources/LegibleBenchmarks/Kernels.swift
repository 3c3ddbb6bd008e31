import Foundation
import LegibleColor

/// The kernels timed by LegibleBenchmarks; each writes one `Double` per pair into `out`.
struct Kernels {
  let workload: Workload
  let colorsF: [CSSColor]
  let colorsB: [CSSColor]
  let linearF: [SIMD3<Double>]
  let linearB: [SIMD3<Double>]
  let packedF: [Double]
  let packedB: [Double]
  let text: [UInt8]
  var out: [Double]

  // The baseline's own pre-weighted tables (docs/reference/benchmarks.md §3: "a plain Swift loop").
  let baselineRed: [Double]
  let baselineGreen: [Double]
  let baselineBlue: [Double]
  let baselineAPCATable: [Double]

  let wcagTable = WCAG2LookupTable(coefficients: .wcag)
  let apcaTable = APCALookupTable()

  init(workload: Workload, text: [UInt8]) {
    self.workload = workload
    self.text = text
    colorsF = workload.foregrounds.map { CSSColor(rgb: $0) }
    colorsB = workload.backgrounds.map { CSSColor(rgb: $0) }
    linearF = colorsF.map(\.linearSRGB)
    linearB = colorsB.map(\.linearSRGB)
    packedF = linearF.flatMap { [$0.x, $0.y, $0.z] }
    packedB = linearB.flatMap { [$0.x, $0.y, $0.z] }
    out = [Double](repeating: 0, count: workload.count)
    let w = LuminanceCoefficients.wcag.weights
    let lin = (0..<256).map { TransferFunction.sRGB.decode(Double($0) / 255) }
    baselineRed = lin.map { $0 * w.x }
    baselineGreen = lin.map { $0 * w.y }
    baselineBlue = lin.map { $0 * w.z }
    let k = APCAContrast.Constants.v0098G4g
    let apcaLin = (0..<256).map { pow(Double($0) / 255, k.mainTRC) }
    var apcaTable = [Double]()
    for weight in [k.coefficients.x, k.coefficients.y, k.coefficients.z] {
      apcaTable += apcaLin.map { $0 * weight }
    }
    baselineAPCATable = apcaTable
  }

  /// The sum of the last results, in order.
  var checksum: Double { out.reduce(0, +) }

  // MARK: - WCAG

  /// A plain inline Swift LUT loop: the floor the library must not lose.
  mutating func baselineWCAG() {
    let (red, green, blue) = (baselineRed, baselineGreen, baselineBlue)
    workload.foregrounds.withUnsafeBufferPointer { f in
      workload.backgrounds.withUnsafeBufferPointer { b in
        red.withUnsafeBufferPointer { r in
          green.withUnsafeBufferPointer { g in
            blue.withUnsafeBufferPointer { bl in
              out.withUnsafeMutableBufferPointer { o in
                for i in 0..<f.count {
                  let x = f[i]
                  let y = b[i]
                  let lx = r[Int(x >> 16 & 0xFF)] + g[Int(x >> 8 & 0xFF)] + bl[Int(x & 0xFF)]
                  let ly = r[Int(y >> 16 & 0xFF)] + g[Int(y >> 8 & 0xFF)] + bl[Int(y & 0xFF)]
                  o[i] = (max(lx, ly) + 0.05) / (min(lx, ly) + 0.05)
                }
              }
            }
          }
        }
      }
    }
  }

  /// (a) The library batch API on unsafe buffers.
  mutating func libraryWCAG() {
    let table = wcagTable
    workload.foregrounds.withUnsafeBufferPointer { f in
      workload.backgrounds.withUnsafeBufferPointer { b in
        out.withUnsafeMutableBufferPointer {
          table.ratios(foregrounds: f, backgrounds: b, into: $0)
        }
      }
    }
  }

  /// (a) The library batch API on both cores.
  mutating func libraryWCAGConcurrent() {
    let table = wcagTable
    workload.foregrounds.withUnsafeBufferPointer { f in
      workload.backgrounds.withUnsafeBufferPointer { b in
        out.withUnsafeMutableBufferPointer {
          table.concurrentRatios(foregrounds: f, backgrounds: b, into: $0)
        }
      }
    }
  }

  /// (a) Linear sRGB input (no table): the wide-gamut path.
  mutating func libraryWCAGLinear() {
    let contrast = WCAG2Contrast(coefficients: .wcag)
    linearF.withUnsafeBufferPointer { f in
      linearB.withUnsafeBufferPointer { b in
        out.withUnsafeMutableBufferPointer {
          contrast.ratios(linearForegrounds: f, linearBackgrounds: b, into: $0)
        }
      }
    }
  }

  /// (a) Linear sRGB input as packed `Double` triples (no padding lane).
  mutating func libraryWCAGPackedLinear() {
    let contrast = WCAG2Contrast(coefficients: .wcag)
    packedF.withUnsafeBufferPointer { f in
      packedB.withUnsafeBufferPointer { b in
        out.withUnsafeMutableBufferPointer {
          contrast.ratios(packedLinearForegrounds: f, packedLinearBackgrounds: b, into: $0)
        }
      }
    }
  }

  /// (a) The library batch API on arrays (allocates the result).
  mutating func libraryWCAGArrays() {
    out = wcagTable.ratios(foregrounds: workload.foregrounds, backgrounds: workload.backgrounds)
  }

  /// (b) The scalar API on `CSSColor` values.
  mutating func colorWCAG() {
    let contrast = WCAG2Contrast(coefficients: .wcag)
    for i in 0..<colorsF.count { out[i] = contrast.ratio(colorsF[i], colorsB[i]) }
  }

  /// Natural: from the in-memory hex text (parse 6 hex digits ×2 per line) through the table.
  mutating func naturalWCAG() {
    let table = wcagTable
    text.withUnsafeBufferPointer { t in
      out.withUnsafeMutableBufferPointer { o in
        for i in 0..<o.count {
          let line = i * 14
          o[i] = table.ratio(hex6(t, line), hex6(t, line + 7))
        }
      }
    }
  }

  // MARK: - APCA

  /// A plain inline Swift loop: LUT for the 2.4 power, then the APCA formula with `pow`.
  mutating func baselineAPCA() {
    let k = APCAContrast.Constants.v0098G4g
    baselineAPCATable.withUnsafeBufferPointer { t in
      workload.foregrounds.withUnsafeBufferPointer { f in
        workload.backgrounds.withUnsafeBufferPointer { b in
          out.withUnsafeMutableBufferPointer { o in
            for i in 0..<f.count {
              let x = f[i]
              let y = b[i]
              var txt =
                t[Int(x >> 16 & 0xFF)] + t[256 + Int(x >> 8 & 0xFF)] + t[512 + Int(x & 0xFF)]
              var bg = t[Int(y >> 16 & 0xFF)] + t[256 + Int(y >> 8 & 0xFF)] + t[512 + Int(y & 0xFF)]
              if txt <= k.blackThreshold { txt += pow(k.blackThreshold - txt, k.blackClamp) }
              if bg <= k.blackThreshold { bg += pow(k.blackThreshold - bg, k.blackClamp) }
              var lc = 0.0
              if abs(bg - txt) >= k.deltaYMin {
                if bg > txt {
                  let s = (pow(bg, k.normBG) - pow(txt, k.normTXT)) * k.scaleBoW
                  lc = s < k.lowClip ? 0 : (s - k.offsetBoW) * 100
                } else {
                  let s = (pow(bg, k.revBG) - pow(txt, k.revTXT)) * k.scaleWoB
                  lc = s > -k.lowClip ? 0 : (s + k.offsetWoB) * 100
                }
              }
              o[i] = lc
            }
          }
        }
      }
    }
  }

  /// (a) The library batch API on unsafe buffers.
  mutating func libraryAPCA() {
    let table = apcaTable
    workload.foregrounds.withUnsafeBufferPointer { f in
      workload.backgrounds.withUnsafeBufferPointer { b in
        out.withUnsafeMutableBufferPointer { table.lcs(texts: f, backgrounds: b, into: $0) }
      }
    }
  }

  /// (a) The library batch API on both cores.
  mutating func libraryAPCAConcurrent() {
    let table = apcaTable
    workload.foregrounds.withUnsafeBufferPointer { f in
      workload.backgrounds.withUnsafeBufferPointer { b in
        out.withUnsafeMutableBufferPointer {
          table.concurrentLCs(texts: f, backgrounds: b, into: $0)
        }
      }
    }
  }

  /// (b) The scalar API on `CSSColor` values.
  mutating func colorAPCA() {
    let apca = APCAContrast()
    for i in 0..<colorsF.count { out[i] = apca.lc(colorsF[i], colorsB[i]) }
  }
}

@inline(__always)
private func hex6(_ t: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
  var v: UInt32 = 0
  for k in 0..<6 {
    let c = UInt32(t[at + k])
    v = v << 4 | (c <= 57 ? c - 48 : (c | 0x20) - 87)
  }
  return v
}
