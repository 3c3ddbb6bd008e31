import Foundation
import LegibleTokens
import TestSupport
import Testing

@testable import LegibleDiscovery

/// The selector index only narrows which entries a cascade looks at: the cascade over an
/// element's candidates must be the cascade over every entry, for every component, state and
/// theme. Exact (entry indices and declarations compared as they are).
@Suite("CSS selector index")
struct CSSSelectorIndexTests {
  /// The rules, entries and themes of style sheets, as CSSComponentDiscovery prepares them.
  struct Sheet {
    var rules: [CSSStyleRule] = []
    var entries: [CSSSelectorEntry] = []
    var themes: [String?] = [nil]

    init(_ sources: [(file: String, text: String)]) throws {
      for (file, text) in sources {
        let sheet = try CSSStylesheet(parsing: text, file: file)
        rules += try CSSStyleRule.flatten(
          CSSComponentDiscovery.bootstrapThemes(sheet.items), file: file)
      }
      var notes: [DiscoveryNote] = []
      entries = try CSSSelectorEntry.entries(of: rules, notes: &notes)
      let names = Set(entries.compactMap(\.theme)).sorted()
      themes = [nil] + names.map { Optional($0) }
    }

    /// Every component's cascades with and without the index agree; the number compared.
    func compare() -> (compared: Int, mismatches: [String]) {
      let index = CSSSelectorIndex(entries: entries)
      var compared = 0
      var mismatches: [String] = []
      for found in CSSComponentFinder(rules: rules, entries: entries).components() {
        let element = CSSElement(identity: found.identity)
        let candidates = index.candidates(for: element)
        for state in CSSControlState.allCases {
          for theme in themes {
            let stated = state.apply(to: element)
            let full = CSSCascade(element: stated, theme: theme, entries: entries, rules: rules)
            let narrowed = CSSCascade(
              element: stated, theme: theme, entries: entries, rules: rules,
              candidates: candidates)
            compared += 1
            if full.matched != narrowed.matched
              || full.properties.mapValues(\.entry) != narrowed.properties.mapValues(\.entry)
              || full.customs.map(\.entry) != narrowed.customs.map(\.entry)
            {
              mismatches.append("\(found.name) \(state) \(theme ?? "-")")
            }
          }
        }
      }
      return (compared, mismatches)
    }
  }

  @Test("Candidates of .btn: its class, untyped state rules; not button, .card or #id")
  func candidates() throws {
    let sheet = try Sheet([
      (
        "t.css",
        """
        .btn { color: #000 }
        button { color: #111 }
        .card .btn { color: #222 }
        .card { color: #333 }
        #go { color: #444 }
        :hover { color: #555 }
        .active.btn { color: #666 }
        .disabled { color: #777 }
        [type=submit] { color: #888 }
        """
      )
    ])
    let index = CSSSelectorIndex(entries: sheet.entries)
    let candidates = index.candidates(for: CSSElement(identity: [.className("btn")]))
    let texts = candidates.map { sheet.entries[$0].selector.text }
    // `.card .btn` is no entry (a context that is not a theme is skipped with a note);
    // `.active.btn` is keyed by `btn` (`active` is a state's class); `.disabled`, `:hover` and
    // `[type=submit]` may match any element.
    #expect(texts == [".btn", ":hover", ".active.btn", ".disabled", "[type=submit]"])
  }

  @Test("Inline sheet: cascades with and without the index agree")
  func inlineEquivalence() throws {
    let sheet = try Sheet([
      (
        "t.css",
        """
        :root { --c: #fff }
        [data-theme=dark] .btn { color: #eee }
        .btn, button.btn { color: #000; background: var(--c) }
        .btn:hover, .btn.active { --c: #eee }
        :is(.btn, .link):focus-visible { border-color: #00f }
        button:disabled, .btn[aria-disabled=true] { opacity: .5 }
        .link { color: #06c }
        """
      )
    ])
    let result = sheet.compare()
    #expect(result.compared > 0)
    #expect(result.mismatches.isEmpty)
  }

  @Test(
    "Every palette style sheet: cascades with and without the index agree",
    .requiresSharedPalettes)
  func paletteEquivalence() throws {
    let folder = SharedFolder.palette("css")
    let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".css") }.sorted()
    #expect(files.count >= 3)
    var compared = 0
    for file in files {
      let path = folder + "/" + file
      let sheet = try Sheet([(path, try String(contentsOfFile: path, encoding: .utf8))])
      let result = sheet.compare()
      #expect(result.mismatches.isEmpty, "\(file): \(result.mismatches.prefix(5))")
      compared += result.compared
    }
    // Pico alone has dozens of button components × 6 states × 3 themes.
    #expect(compared > 500)
  }
}
