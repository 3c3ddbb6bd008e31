import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// Notes for functions that colour a button passed in (`ButtonStylingNotes`), and the text
/// search that lets Legible walk only the files naming what it looks for (`mentions`).
@Suite("Swift sources: notes on button styling no reader audits")
struct ButtonStylingNotesTests {
  static let helper = """
    import UIKit
    func paintPrimary(_ button: UIButton) {
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = .systemBlue
    }
    """

  static func notes(_ sources: [(path: String, text: String)]) -> [DiscoveryNote] {
    SwiftComponentDiscovery().discover(sources: sources).notes.filter {
      $0.subject == "paintPrimary(…)"
    }
  }

  @Test("A function colouring a button passed in, called nowhere, is noted at its name's line")
  func uncalledHelperIsNoted() throws {
    let notes = Self.notes([
      ("Paint.swift", Self.helper),
      // Named in another file, but only in a comment: still called nowhere.
      ("Other.swift", "// paintPrimary(button) was removed\nlet x = 1\n"),
    ])
    let note = try #require(notes.first)
    #expect(notes.count == 1)
    #expect(note.location == "Paint.swift:2")
    #expect(note.message.hasPrefix("sets `backgroundColor`, `setTitleColor` on a button passed in"))
  }

  @Test(
    "The same function called from another file is not noted (it is audited where it is called)")
  func calledHelperIsNotNoted() {
    let caller = """
      import UIKit
      final class Screen: UIViewController {
          func make() {
              let save = UIButton(type: .custom)
              paintPrimary(save)
          }
      }
      """
    #expect(Self.notes([("Paint.swift", Self.helper), ("Screen.swift", caller)]).isEmpty)
  }

  @Test(
    "mentions finds a word at the start, at the end, after a false start, across UTF-8, and not past the end"
  )
  func mentions() {
    let file = SwiftSourceFile(path: "M.swift", text: "bbuttonStyl é buttonStyle")
    #expect(file.mentions("buttonStyle"))
    #expect(file.mentions("bbutton"))
    #expect(file.mentions("é b"))
    #expect(file.mentions(""))
    #expect(!file.mentions("buttonStyles"))
    #expect(!file.mentions("buttonStyle("))
    #expect(!SwiftSourceFile(path: "E.swift", text: "").mentions("a"))
    #expect(!SwiftSourceFile(path: "S.swift", text: "butto").mentions("button"))
  }
}
