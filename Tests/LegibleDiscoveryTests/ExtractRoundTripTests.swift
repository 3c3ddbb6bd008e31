import Foundation
import LegibleAudit
import LegibleDiscovery
import LegibleTokens
import TestSupport
import Testing

/// `legible extract` → `legible audit`: the extracted spec, read back from its file with its
/// token files, gives the findings discovery gave (verdicts, ratios, colours, sources), for every
/// system of ../shared/palettes whose files define button states.
@Suite(.requiresSharedPalettes) struct ExtractRoundTripTests {
  /// The systems of ../shared/palettes/README.md's map that name button states.
  static let systems = [
    "tokens/primer", "tokens/fluentui-token-pipeline", "tokens/carbon", "tokens/spectrum",
    "css/atlassian", "css/pico", "css/open-props", "android/duckduckgo",
    "xcassets/tari-wallet-ios", "yaml/salesforce-slds",
  ]

  /// A finding without its location (the spec's line after the round trip, the token's line
  /// before it: both right for their input).
  /// Each source's file is made a standard absolute path: the spec names its token files
  /// relative to itself (`../../shared/…` is the file `/work/shared/…` names).
  static func essence(_ f: Finding) -> Finding {
    var f = f
    f.location = nil
    func standard(_ s: ColorSource?) -> ColorSource? {
      guard var s, let file = s.file else { return s }
      s.file = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
      return s
    }
    f.foregroundSource = standard(f.foregroundSource)
    f.backgroundSource = standard(f.backgroundSource)
    return f
  }

  @Test("extract → audit gives the same findings", arguments: systems)
  func roundTrip(_ system: String) throws {
    let path = SharedFolder.palette(system)
    let result = try SpecDiscovery().discover([path])
    try #require(!result.found.components.isEmpty, "\(system): nothing discovered")
    let direct = try Auditor().audit(result.found.spec(name: system))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-extract-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let specPath = directory.appendingPathComponent("spec.json").path
    let text = ExtractedSpecWriter(
      tokens: result.tokens.colorTokenTable, directory: directory.path
    ).text(result.found, name: system, description: "round trip")
    try text.write(toFile: specPath, atomically: true, encoding: .utf8)
    let file = try AuditSpecFile(contentsOfFile: specPath)
    let again = try Auditor().audit(file.spec)
    #expect(again.findings.count == direct.findings.count)
    let a = direct.findings.map(Self.essence)
    let b = again.findings.map(Self.essence)
    for (x, y) in zip(a, b) where x != y {
      Issue.record("\(system): \(x.component) \(x.theme ?? "-") \(x.state) \(x.element) differs")
      break
    }
    #expect(a == b)
  }
}
