import Foundation
import TestSupport
import Testing

@testable import LegibleSwiftSources

/// Where a discovery's syntax trees go when it is done with them: to the caller's keeper when
/// it gives one (the `legible` process keeps them for exit), else freed on another thread.
@Suite("Swift sources: the syntax trees' lifetime")
struct SyntaxLifetimeTests {
  final class Kept: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [Any] = []
    func add(_ value: Any) {
      lock.lock()
      kept.append(value)
      lock.unlock()
    }
    var values: [Any] {
      lock.lock()
      defer { lock.unlock() }
      return kept
    }
  }

  @Test(
    "A discovery with keepsSyntax hands its trees, index and builder over once, and finds the same components"
  )
  func keeperReceivesTheTrees() throws {
    let folder = Repository.url("Examples/ios-recipes").path
    let kept = Kept()
    var keeping = SwiftComponentDiscovery()
    keeping.keepsSyntax = { kept.add($0) }
    let withKeeper = try keeping.discover([folder])
    #expect(kept.values.count == 1)
    let (files, _, _) = try #require(
      kept.values.first as? ([SwiftSourceFile], SwiftDeclarationIndex, SwiftSpecBuilder))
    #expect(files.map(\.path) == withKeeper.files)
    let freed = try SwiftComponentDiscovery().discover([folder])
    #expect(withKeeper.found.components.map(\.name) == freed.found.components.map(\.name))
  }
}
