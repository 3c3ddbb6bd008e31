import Foundation
import LegibleColor
import LegibleICC
import TestSupport
import Testing

@testable import LegibleCommandLine

/// `--color-profile NAME=PATH.icc` then `color(--NAME c1 c2 c3)`, CSS's way to name a profile.
@Suite struct ColorProfileTests {
  static func profileFile(_ profile: BuiltInProfile) throws -> URL {
    let bytes = ICCProfile.builtIn(profile).data()
    let url = try temporaryFile("", name: "\(profile.rawValue).icc")
    try Data(bytes).write(to: url)
    return url
  }

  @Test func namedProfileResolvesInColorFunction() throws {
    let url = try Self.profileFile(.sRGB)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let r = runLegible([
      "contrast", "--json", "--color-profile", "brand=\(url.path)", "color(--brand 0 0 0)", "white",
    ])
    #expect(r.status == 0, "\(r.error)")
    let object = try jsonObject(r.output)
    let ratio = try #require(object["ratio"] as? Double)
    // LittleCMS path: 1e-4 (docs/reference/house-style.md §6 allows 1e-6 on values, ratios amplify
    // near black).
    #expect(isApproximatelyEqual(ratio, 21, absoluteTolerance: 1e-4))
  }

  @Test func profileNameMayCarryTheDashes() throws {
    let url = try Self.profileFile(.displayP3)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let viaProfile = runLegible([
      "contrast", "--json", "--color-profile", "--p3=\(url.path)", "color(--p3 1 0 0)", "white",
    ])
    let builtIn = runLegible(["contrast", "--json", "color(display-p3 1 0 0)", "white"])
    let a = try #require(try jsonObject(viaProfile.output)["ratio"] as? Double)
    let b = try #require(try jsonObject(builtIn.output)["ratio"] as? Double)
    #expect(isApproximatelyEqual(a, b, relativeTolerance: 1e-4))
  }

  @Test func unknownProfileNameIsAnInputError() {
    let r = runLegible(["contrast", "color(--nope 0 0 0)", "white"])
    #expect(r.status == 2)
    #expect(r.error.hasPrefix("Error: foreground: invalid colour"))
  }

  @Test func batchUsesProfilesToo() throws {
    let url = try Self.profileFile(.sRGB)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let r = runLegible(
      ["contrast", "--batch", "-", "--color-profile", "brand=\(url.path)"],
      stdin: "color(--brand 0 0 0) #fff\n")
    #expect(r.status == 0, "\(r.error)")
    #expect(isApproximatelyEqual(Double(r.output.dropLast()) ?? .nan, 21, absoluteTolerance: 1e-4))
  }
}
