import LegibleAudit
import TestSupport
import Testing

@Suite struct SpecMutationTests {
  /// Deterministic mutations of valid documents never trap; every outcome is a value or an
  /// AuditSpecError (from the parser or the spec decoder).
  @Test func fuzzNeverTraps() throws {
    let seed = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Examples/seed-buttons.json"),
      encoding: .utf8)
    let bytes = Array(seed.utf8)
    let alphabet = Array("{}[]\":,0123456789.eE+-\\u tfn#\n\u{0}é/".utf8)
    var rng = SplitMix64(seed: 0x1E61B1E)
    var parsed = 0
    var rejected = 0
    for _ in 0..<3000 {
      var b = bytes
      for _ in 0..<(1 + Int(rng.next() % 4)) {
        let i = Int(rng.next() % UInt64(b.count))
        switch rng.next() % 4 {
        case 0: b[i] = alphabet[Int(rng.next() % UInt64(alphabet.count))]
        case 1: b.remove(at: i)
        case 2: b.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: i)
        default:
          let j = Int(rng.next() % UInt64(b.count))
          b.replaceSubrange(min(i, j)..<max(i, j), with: [])
        }
        if b.isEmpty { b = [0x7B] }
      }
      let text = String(decoding: b, as: UTF8.self)
      do {
        let spec = try AuditSpec(json: text, file: "fuzz.json")
        _ = try Auditor(policy: AuditPolicy(suggestions: false)).audit(spec)
        parsed += 1
      } catch {
        #expect(!error.message.isEmpty)
        rejected += 1
      }
    }
    #expect(parsed + rejected == 3000)
    #expect(rejected > 1000)
  }
}
