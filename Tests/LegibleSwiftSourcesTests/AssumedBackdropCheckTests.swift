import LegibleAudit
import LegibleColor
import Testing

@testable import LegibleSwiftSources

/// A translucent fill over a backdrop the code does not state (issue 43). Home Assistant's text
/// button style (home-assistant/iOS HAButton.swift:3-16, read, not copied) draws #009ac7 on its
/// own colour at 12 %: over black (the assumed dark page) 5.84:1 passed, but in a list row
/// (secondarySystemGroupedBackground #1c1c1e) it is 4.49:1 and fails: a false pass. Ratios from
/// Tests/Evaluation/wcag.py with the fill as rgba(0,154,199,0.12): 4.494941 over #1c1c1e;
/// tolerance 0.0001.
@Suite("Swift sources: a translucent fill over an assumed page")
struct AssumedBackdropCheckTests {
  static let text = CSSColor(.sRGB, 0, 154.0 / 255, 199.0 / 255)
  static let fill = text.withAlpha(0.12)

  @Test("The ratio over #1c1c1e is wcag.py's 4.494941")
  func ratioOverListRow() {
    let ratio = AssumedBackdropCheck.ratio(
      text: Self.text, fill: Self.fill, opacity: 1,
      over: CSSColor(.sRGB, 28.0 / 255, 28.0 / 255, 30.0 / 255))
    #expect(abs(ratio - 4.494941) < 0.0001)
  }

  @Test("A verdict that flips between system backgrounds needs review, naming the fact")
  func flipsNeedReview() throws {
    let component = ComponentSpec(
      name: "TextButton", surface: "page",
      states: ["normal": StateSpec(text: .color(Self.text), background: .color(Self.fill))])
    let reviewed = AssumedBackdropCheck.reviewed(component, themes: ["light", "dark"]) { _ in true }
    let review = try #require(reviewed.states["normal"]?.review)
    #expect(review.contains("translucent fill over an unknown backdrop"))
    #expect(review.contains(#"facts.backdrops["TextButton"]"#))
    #expect(!review.contains("; "))
    // With the page stated (discovery.page), nothing is assumed: no review.
    let stated = AssumedBackdropCheck.reviewed(component, themes: ["light", "dark"]) { _ in false }
    #expect(stated.states["normal"]?.review == nil)
    // An opaque fill does not depend on the backdrop.
    let opaque = ComponentSpec(
      name: "Solid", surface: "page",
      states: ["normal": StateSpec(text: .color(.white), background: .color(Self.text))])
    #expect(
      AssumedBackdropCheck.reviewed(opaque, themes: ["light", "dark"]) { _ in true }
        .states["normal"]?.review == nil)
  }
}
