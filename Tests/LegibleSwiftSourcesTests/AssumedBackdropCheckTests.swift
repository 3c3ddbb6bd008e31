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
    // The doubt is the dark appearance's alone (3.05:1 to 5.84:1): light stays decided.
    let review = try #require(reviewed.states["normal"]?.themeReviews["dark"])
    #expect(reviewed.states["normal"]?.review == nil)
    #expect(reviewed.states["normal"]?.themeReviews["light"] == nil)
    #expect(review.contains("translucent fill over an unknown backdrop"))
    #expect(review.contains("in the dark appearance the ratio runs from 3.05:1 to 5.84:1"))
    #expect(review.contains(#"facts.backdrops["TextButton"]"#))
    #expect(!review.contains("; "))
    // With the page stated (discovery.page), nothing is assumed: no review.
    let stated = AssumedBackdropCheck.reviewed(component, themes: ["light", "dark"]) { _ in false }
    #expect(stated.states["normal"]?.review == nil)
    #expect(stated.states["normal"]?.themeReviews.isEmpty == true)
    // An opaque fill does not depend on the backdrop.
    let opaque = ComponentSpec(
      name: "Solid", surface: "page",
      states: ["normal": StateSpec(text: .color(.white), background: .color(Self.text))])
    #expect(
      AssumedBackdropCheck.reviewed(opaque, themes: ["light", "dark"]) { _ in true }
        .states["normal"]?.themeReviews.isEmpty == true)
  }

  @Test("No fill of its own: #3969ef is 4.728664 on white, 4.237644 on #f2f2f7 (wcag.py): review")
  func noFillNeedsReview() throws {
    let blue = CSSColor(rgb: 0x3969EF)
    let component = ComponentSpec(
      name: "SecondaryButtonStyle", surface: "page",
      states: ["normal": StateSpec(text: .themed(["light": .color(blue)]))])
    let reviewed = AssumedBackdropCheck.reviewed(component, themes: ["light"]) { _ in true }
    let review = try #require(reviewed.states["normal"]?.themeReviews["light"])
    #expect(review.hasPrefix("no fill of its own over an unknown backdrop"))
    #expect(review.contains("in the light appearance the ratio runs from 4.23:1 to 4.72:1"))
  }

  @Test("Dark sheets: #8fabf9 on #7295f6 at 20 % is 7.403860 over black, 3.794235 over #3a3a3c")
  func elevatedDarkBackground() throws {
    let component = ComponentSpec(
      name: "GhostButtonStyle", surface: "page",
      states: [
        "pressed": StateSpec(
          text: .themed(["dark": .color(CSSColor(rgb: 0x8FABF9))]),
          background: .themed(["dark": .color(CSSColor(rgb: 0x7295F6).withAlpha(0.2))]))
      ])
    let reviewed = AssumedBackdropCheck.reviewed(component, themes: ["dark"]) { _ in true }
    let review = try #require(reviewed.states["pressed"]?.themeReviews["dark"])
    #expect(review.contains("in the dark appearance the ratio runs from 3.79:1 to 7.40:1"))
    let low = AssumedBackdropCheck.ratio(
      text: CSSColor(rgb: 0x8FABF9), fill: CSSColor(rgb: 0x7295F6).withAlpha(0.2), opacity: 1,
      over: CSSColor(rgb: 0x3A3A3C))
    #expect(abs(low - 3.794235) < 0.0001)
  }

  @Test("Normal text crossing only 3:1 keeps its verdict; large text crossing it is reviewed")
  func thresholdFollowsTheFont() {
    // #949494: 3.033470 on white, 2.718477 on #f2f2f7 (wcag.py): a fail at 4.5 over both.
    let grey = CSSColor(rgb: 0x949494)
    var component = ComponentSpec(
      name: "Link", surface: "page",
      states: ["normal": StateSpec(text: .themed(["light": .color(grey)]))])
    #expect(
      AssumedBackdropCheck.reviewed(component, themes: ["light"]) { _ in true }
        .states["normal"]?.themeReviews["light"] == nil)
    component.font = FontSpec(size: 24)
    #expect(
      AssumedBackdropCheck.reviewed(component, themes: ["light"]) { _ in true }
        .states["normal"]?.themeReviews["light"] != nil)
  }
}
