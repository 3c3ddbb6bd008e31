import LegibleColor
import TestSupport
import Testing

@testable import LegibleCommandLine

@Suite struct ContrastBatchTests {
  static let pairs = "BDD732 262FEB\n28EFE3 33B266\n475267 57130F\n581CE1 FF0E4A\n"

  static func expectedRatios(_ text: String, _ coefficients: LuminanceCoefficients = .wcag)
    -> [String]
  {
    let table = WCAG2LookupTable(coefficients: coefficients)
    return text.split(separator: "\n").map { line in
      let parts = line.split(separator: " ").compactMap { UInt32($0, radix: 16) }
      return table.ratio(parts[0], parts[1]).description
    }
  }

  @Test func outputFollowsInputOrder() {
    let r = runLegible(["contrast", "--batch", "-"], stdin: Self.pairs)
    #expect(r.status == 0)
    #expect(r.output == Self.expectedRatios(Self.pairs).joined(separator: "\n") + "\n")
    // docs/reference/benchmarks.md §1 per-pair values, printed in shortest round-trip form.
    #expect(r.output.hasPrefix("4.809100918210831\n"))
    #expect(r.output.hasSuffix("\n2.0289003774312695\n"))
  }

  @Test func readsAcrossChunkBoundaries() {
    let r = runLegible(["contrast", "--batch", "-"], stdin: Self.pairs, chunkLimit: 5)
    #expect(r.output == Self.expectedRatios(Self.pairs).joined(separator: "\n") + "\n")
  }

  @Test func css4CoefficientsApply() {
    let r = runLegible(["contrast", "--batch", "-", "--coefficients", "css4"], stdin: Self.pairs)
    let first = Double(r.output.prefix { $0 != "\n" }) ?? .nan
    #expect(isApproximatelyEqual(first, 4.809321620716277, relativeTolerance: 1e-12))  // §1
    #expect(r.output == Self.expectedRatios(Self.pairs, .css4).joined(separator: "\n") + "\n")
  }

  @Test func bothPrintsRatioThenLc() {
    let r = runLegible(
      ["contrast", "--batch", "-", "--algorithm", "both"], stdin: "BDD732 262FEB\n581CE1 FF0E4A")
    #expect(r.status == 0)
    let rows = r.output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { $0.count == 2 })
    #expect(rows[0][0] == "4.809100918210831")
    let lc0 = Double(rows[0][1]) ?? .nan
    let lc1 = Double(rows[1][1]) ?? .nan
    #expect(isApproximatelyEqual(lc0, -57.65678660150111, relativeTolerance: 1e-12))
    #expect(isApproximatelyEqual(lc1, 20.00310412302695, relativeTolerance: 1e-12))
  }

  @Test func apcaPrintsLcOnly() {
    let r = runLegible(
      ["contrast", "--batch", "-", "--algorithm", "apca"], stdin: "000000 FFFFFF\n")
    #expect(r.output == APCALookupTable().lc(0x000000, 0xFFFFFF).description + "\n")
  }

  @Test func blankLinesCrLfHashesAndTabsAreAccepted() {
    let input = "\n#000000 #FFFFFF\r\n   \n000000\tffffff\n  000000    ffffff  \n"
    let r = runLegible(["contrast", "--batch", "-"], stdin: input)
    #expect(r.status == 0)
    #expect(r.output == "21.0\n21.0\n21.0\n")
  }

  @Test func otherColourSyntaxesUseTheParserAndCompositing() {
    let input = "rgb(0 0 0 / 0.5) #fff\nblack\twhite\n#00000080 white\n"
    let r = runLegible(["contrast", "--batch", "-"], stdin: input)
    #expect(r.status == 0, "\(r.error)")
    let lines = r.output.split(separator: "\n").map(String.init)
    let half = WCAG2Contrast().ratio(text: CSSColor(.sRGB, 0, 0, 0, alpha: 0.5), background: .white)
    #expect(lines.count == 3)
    #expect(lines.first == half.description)
    #expect(lines.dropFirst().first == "21.0")
  }

  @Test func badLineStopsWithItsNumber() {
    // Line 3 is blank but counts; line 4 is bad.
    let input = "000000 FFFFFF\n777777 FFFFFF\n\nnot-a-colour FFFFFF\n000000 FFFFFF\n"
    let r = runLegible(["contrast", "--batch", "-"], stdin: input)
    #expect(r.status == 2)
    #expect(r.output == "21.0\n4.478089453577214\n")
    #expect(r.error.hasPrefix("Error: line 4: "))
    #expect(r.error.contains("not-a-colour"))
  }

  @Test func wrongFieldCountIsReported() {
    let r = runLegible(["contrast", "--batch", "-"], stdin: "000000 FFFFFF\n000000\n")
    #expect(r.status == 2)
    #expect(r.output == "21.0\n")
    #expect(r.error.hasPrefix("Error: line 2: expected two colours"))
  }

  @Test func lastLineWithoutNewlineIsProcessed() {
    let r = runLegible(["contrast", "--batch", "-"], stdin: "000000 FFFFFF\nFFFFFF 000000")
    #expect(r.output == "21.0\n21.0\n")
  }
}
