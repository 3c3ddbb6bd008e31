import LegibleColor
import TestSupport
import Testing

@testable import LegibleCommandLine

@Suite struct SimulateCommandTests {
  /// docs/reference/cvd.md §8 hex column (Machado P/D 1.0, Brettel T; clamped, encoded, rounded).
  @Test(arguments: [
    ("#ff0000", "protanopia", "#6d5f00"),
    ("#ff0000", "deuteranopia", "#a39000"),
    ("#ff0000", "tritanopia", "#ff004e"),
    ("#0a84ff", "protanopia", "#3790ff"),
    ("#ffa500", "tritanopia", "#ff98a5"),
  ])
  func publishedHex(_ input: String, _ type: String, _ hex: String) {
    let r = runLegible(["simulate", input, "--cvd", type])
    #expect(r.status == 0)
    #expect(r.output.hasPrefix(hex + "\n"), "\(r.output)")
  }

  /// docs/reference/cvd.md §8 Viénot column via --model.
  @Test func vienotModel() {
    let r = runLegible(["simulate", "#00ff00", "--cvd", "deuteranopia", "--model", "vienot-1999"])
    #expect(r.output.hasPrefix("#dbdb29\n"))
  }

  @Test func jsonListsEveryType() throws {
    let r = runLegible(["simulate", "--json", "#ff0000", "--cvd", "all"])
    #expect(r.status == 0)
    let object = try jsonObject(r.output)
    let rows = try #require(object["simulations"] as? [[String: Any]])
    #expect(rows.count == CVDType.allCases.count)
    let protan = try #require(rows.first { $0["type"] as? String == "protanopia" })
    #expect(protan["color"] as? String == "#6d5f00")
    #expect(protan["clamped"] as? Bool == true)
    let linear = try #require(protan["linear"] as? [Double])
    #expect(isApproximatelyEqual(linear[0], 0.152286, absoluteTolerance: 1e-6))
  }

  @Test func severityZeroIsIdentity() {
    let r = runLegible(["simulate", "#0a84ff", "--cvd", "deuteranomaly", "--severity", "0"])
    #expect(r.output.hasPrefix("#0a84ff\n"))
  }

  @Test(arguments: [
    ["simulate", "#ff0000"],
    ["simulate", "#ff0000", "--cvd", "redblind"],
    ["simulate", "#ff0000", "--cvd", "protanopia", "--severity", "2"],
    ["simulate", "#ff0000", "--cvd", "tritanopia", "--model", "vienot-1999"],
    ["simulate", "nope", "--cvd", "protanopia"],
  ])
  func badInputExitsTwo(_ arguments: [String]) {
    #expect(runLegible(arguments).status == 2)
  }
}
