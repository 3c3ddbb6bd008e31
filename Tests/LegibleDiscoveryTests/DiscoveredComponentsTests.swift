import LegibleAudit
import LegibleDiscovery
import Testing

@Suite("DiscoveredComponents")
struct DiscoveredComponentsTests {
  @Test("A note keeps its kind, subject and location (values as given)")
  func noteFields() {
    let note = DiscoveryNote(
      .unpaired, "no text token", subject: "button.primary.bgColor.rest", location: "a.json:3")
    #expect(note.kind == .unpaired)
    #expect(note.kind.rawValue == "unpaired")
    #expect(DiscoveryNote.Kind.suggestedPreset.rawValue == "suggested-preset")
    #expect(note.location == "a.json:3")
  }
}
