import Foundation
import LegibleAudit
import LegibleDiscovery
import LegibleInterfaceBuilder
import TestSupport
import Testing

/// A project folder holding the same storyboard twice (two targets, or a copied module): every
/// button is still a component of its own and the inferred spec audits.
@Suite("Interface Builder: a project with repeated documents")
struct InterfaceBuilderProjectTests {
  @Test("Two copies of Recipes.storyboard give four components with unique names, and audit")
  func repeatedDocuments() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-ib-project-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for copy in ["AppA", "AppB"] {
      let target = folder.appendingPathComponent(copy)
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Repository.url("Examples/ios-recipes/Recipes.storyboard"),
        to: target.appendingPathComponent("Recipes.storyboard"))
    }
    let found = try InterfaceBuilderDiscovery().discover([folder.path]).found
    let names = found.components.map(\.name)
    #expect(names.count == 4)
    #expect(Set(names).count == 4)
    #expect(names.contains("Highlight button (RecipesViewController) (2)"))
    #expect(found.notes.contains { $0.message.contains("another component found earlier") })
    let report = try Auditor().audit(found.spec(name: "project"))
    #expect(!report.findings.isEmpty)
  }
}
