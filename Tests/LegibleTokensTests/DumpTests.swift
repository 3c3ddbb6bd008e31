import Foundation
import LegibleColor
import Testing

@testable import LegibleTokens

@Suite struct DumpTests {
  @Test func dump() throws {
    guard let which = ProcessInfo.processInfo.environment["LEGIBLE_DUMP"] else { return }
    let set = try TokenLoader().load([which])
    for t in set.tokens {
      print("TOKEN", t.name, t.theme ?? "-", t.color.cssString, t.location.line ?? 0, t.resolvedFrom)
    }
    for d in set.diagnostics { print("DIAG", d) }
    print("COUNT", set.tokens.count, set.themes, set.diagnostics.count)
  }
}
