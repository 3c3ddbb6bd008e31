import LegibleColor
import TestSupport
import Testing

@testable import LegibleCommandLine

@Suite struct SuggestCommandTests {
  /// docs/reference/contrast.md §8: #777 on white 4.478 fails; #767676 (4.542) is the nearest
  /// passing grey.
  @Test func sevenSevenSevenOnWhite() {
    let r = runLegible(["suggest", "#777", "white"])
    #expect(r.status == 0)
    #expect(r.output.contains("#777777 on #ffffff: 4.47:1 (target 4.5:1, fails)"))
    #expect(r.output.contains("1. text #767676"))
    #expect(r.output.contains("4.54:1"))
  }

  /// Every printed suggestion passes when checked again with `legible contrast`.
  @Test func jsonSuggestionsPassWhenRechecked() throws {
    let r = runLegible(["suggest", "--json", "--count", "5", "--target", "AAA", "#0a84ff", "#fff"])
    #expect(r.status == 0)
    let object = try jsonObject(r.output)
    let suggestions = try #require(object["suggestions"] as? [[String: Any]])
    #expect(suggestions.count == 5)
    for s in suggestions {
      let fg = try #require(s["foreground"] as? String)
      let bg = try #require(s["background"] as? String)
      let check = try jsonObject(runLegible(["contrast", "--json", fg, bg]).output)
      let ratio = try #require(check["ratio"] as? Double)
      #expect(ratio >= 7, "\(fg) on \(bg)")
      #expect(check["aaa"] as? Bool == true)
    }
  }

  /// docs/reference/contrast.md §8: #595959 is the nearest grey at 7:1 on white.
  @Test func aaaTarget() {
    let r = runLegible(["suggest", "--target", "7", "--count", "1", "#777", "#fff"])
    #expect(r.output.contains("1. text #595959"))
  }

  @Test func backgroundAndBoth() throws {
    let bg = try jsonObject(
      runLegible(["suggest", "--json", "--change", "background", "#fff", "#0a84ff"]).output)
    let first = try #require((bg["suggestions"] as? [[String: Any]])?.first)
    #expect(first["foreground"] as? String == "#ffffff")
    #expect(first["change"] as? String == "background")
    let both = try jsonObject(
      runLegible(["suggest", "--json", "--change", "both", "--target", "AAA", "#777", "#eee"])
        .output)
    let b = try #require((both["suggestions"] as? [[String: Any]])?.first)
    #expect(b["foreground"] as? String != "#777777")
    #expect(b["background"] as? String != "#eeeeee")
  }

  @Test func nothingPassesExitsOne() {
    let r = runLegible(["suggest", "rgb(0 0 0 / 0.1)", "white"])
    #expect(r.status == 1)
    #expect(r.output.contains("No text colour reaches 4.5:1"))
  }

  @Test(arguments: [
    ["suggest", "#777", "white", "--target", "22"],
    ["suggest", "#777", "white", "--count", "0"],
    ["suggest", "#777", "white", "--change", "border"],
    ["suggest", "#777"],
    ["suggest", "#77", "white"],
  ])
  func badInputExitsTwo(_ arguments: [String]) {
    #expect(runLegible(arguments).status == 2)
  }
}
