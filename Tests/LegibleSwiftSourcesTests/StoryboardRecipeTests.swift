import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleSwiftSources
import TestSupport
import Testing

/// Examples/ios-recipes/Recipes.storyboard (Legible's own fixture): recipe 1's inspectable
/// per-state colours and recipe 3's class as a customClass, read with the recipes' Swift through
/// `ProjectDiscovery` (nib load order, docs/interface-builder.md §4), audited to the ratios and
/// verdicts of Examples/seed-buttons.json (1e-9) for the states both define.
@Suite("Interface Builder with Swift: the recipes from a storyboard")
struct StoryboardRecipeTests {
  static func audit() throws -> (DiscoveredComponents, AuditReport) {
    let found = try ProjectDiscovery().discover([RecipeTests.folder]).found
    return (found, try Auditor().audit(found.spec(name: "recipes")))
  }

  @Test(
    "Recipe 1 from IB: highlightedColor/selectedColor/disabledColor through the extension's setters give StateImageButton's ratios"
  )
  func recipeOne() throws {
    let (found, report) = try Self.audit()
    let name = "State image button (RecipesViewController)"
    let component = try #require(found.components.first { $0.name == name })
    #expect(component.states["highlighted"]?.review == nil)
    for state in ["normal", "highlighted", "selected", "disabled"] {
      for check in [CheckKind.text, .boundary] {
        #expect(
          try RecipeTests.matchesSeed(report, name, seed: "StateImageButton", state, check),
          "\(state) \(check)")
      }
    }
    // The highlighted fill is recipe 1's setter at work; its value is the storyboard's.
    let source = try #require(
      component.states["highlighted"]?.sources["background"]?.source(theme: nil))
    #expect(source.file?.hasSuffix("UIButton+BackgroundColorForState.swift") == true)
    #expect(source.evidence?.contains("Recipes.storyboard:28") == true)
  }

  @Test(
    "Recipe 3 from IB: HighlightButton as customClass derives highlighted: 1.71:1, fails, as seed-buttons.json"
  )
  func recipeThree() throws {
    let (_, report) = try Self.audit()
    let name = "Highlight button (RecipesViewController)"
    for state in ["normal", "highlighted"] {
      #expect(try RecipeTests.matchesSeed(report, name, seed: "HighlightButton", state, .text))
      #expect(try RecipeTests.matchesSeed(report, name, seed: "HighlightButton", state, .boundary))
    }
    let highlighted = try #require(RecipeTests.finding(report, name, "highlighted", .text))
    #expect(floor(highlighted.ratio * 100) / 100 == 1.71)
    #expect(highlighted.verdict == .fail)
  }

  @Test(
    "Read without its Swift, the same storyboard marks the class's and the runtime attributes' states for review"
  )
  func withoutSwift() throws {
    let found = try ProjectDiscovery().discover([
      RecipeTests.folder + "/Recipes.storyboard"
    ]).found
    for component in found.components {
      #expect(component.states["normal"]?.review?.contains("not read") == true, "\(component.name)")
    }
  }

  @Test(
    "Eidolon's keypad linked to its Swift (LargeKeypadButton) keeps the legacy-document doubt of its calibrated colours (../shared/ios/corpus/eidolon, MIT)",
    .enabled(
      if: FileManager.default.fileExists(
        atPath: SharedFolder.root.appendingPathComponent("ios/corpus/eidolon").path),
      "../shared/ios/corpus is missing (set LEGIBLE_SHARED_DIR)"))
  func linkedKeepsDocumentDoubts() throws {
    let folder = SharedFolder.root.appendingPathComponent("ios/corpus/eidolon").path
    let found = try ProjectDiscovery().discover([folder]).found
    let digit = try #require(found.components.first { $0.name == "2 (KeypadView.xib)" })
    let review = try #require(digit.states["highlighted"]?.review)
    #expect(review.contains("ARFlatButton"))
    #expect(review.contains("no colorMatched"))
  }
}
