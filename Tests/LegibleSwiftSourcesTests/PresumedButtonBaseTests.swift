import Foundation
import LegibleAudit
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// A class whose superclass is outside the sources (a library's button) is taken for a UIButton
/// when its own code gives itself button colours (`setTitleColor(…)` bare, on `self` or
/// `super`). Colour calls on other objects do not make it one: Swiftfin's
/// `_WithBlurNavigationBarViewController: HostingController` (MPL 2.0) calls
/// `navigationBar.setBackgroundImage(…)`, IVPN's `ControlPanelView: UITableView` (GPL-3.0)
/// calls `enableMultiHopButton.setTitleColor(…)`, Simplenote's `SPSearchBar: UISearchBar`
/// (GPL-2.0) likewise; each was a button component. Not copied here: Legible's own fixture.
@Suite("Swift sources: classes presumed to be buttons")
struct PresumedButtonBaseTests {
  static let sources = """
    import UIKit
    final class FancyButton: LibraryButton {
        func apply() {
            setTitleColor(.white, for: .normal)
            backgroundColor = .black
        }
    }
    final class ThemedButton: LibraryButton {
        func apply() {
            self.setTitleColor(.white, for: .normal)
        }
    }
    final class BlurController<Content>: HostingController<Content> {
        override func viewWillAppear(_ animated: Bool) {
            navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
        }
    }
    final class PanelView: UITableView {
        let multiHopButton = UIButton()
        func update() {
            multiHopButton.setTitleColor(.red, for: .normal)
        }
    }
    final class Widget: LibraryWidget {
        let button = UIButton()
        func update() {
            button.setTitleColor(.red, for: .normal)
        }
    }
    final class Card: LibraryCardView {
        func update() {
            setTitleColor(.red, for: .normal)
        }
    }
    final class SearchField: LibrarySearchBar {
        let clearButton = UIButton()
        func update() {
            clearButton.setTitleColor(.red, for: .normal)
        }
    }
    """

  static func index() -> SwiftDeclarationIndex {
    SwiftDeclarationIndex(files: [SwiftSourceFile(path: "S.swift", text: sources)])
  }

  @Test(
    "A class calling setTitleColor on itself, bare or through self, is presumed a button of its library base"
  )
  func ownCalls() {
    let index = Self.index()
    #expect(index.presumedButtonBase("FancyButton") == "LibraryButton")
    #expect(index.presumedButtonBase("ThemedButton") == "LibraryButton")
  }

  @Test(
    "Colour calls on other objects, or a base named like a controller, view or bar, do not make a class a button"
  )
  func otherObjects() {
    let index = Self.index()
    #expect(index.presumedButtonBase("BlurController") == nil)
    #expect(index.presumedButtonBase("PanelView") == nil)
    #expect(index.presumedButtonBase("SearchField") == nil)
    // Each rule alone: a call on another object; a base named like a view.
    #expect(index.presumedButtonBase("Widget") == nil)
    #expect(index.presumedButtonBase("Card") == nil)
    let names = SwiftComponentDiscovery().discover(sources: [("S.swift", Self.sources)])
      .components.map(\.name)
    #expect(!names.contains("BlurController"))
    #expect(!names.contains("PanelView"))
    #expect(names.contains("FancyButton"))
  }
}
