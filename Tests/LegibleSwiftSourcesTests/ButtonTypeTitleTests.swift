import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// A titled button with no title colour: UIKit draws a custom one's title in white and a system
/// one's in the tint colour. Where the code that makes it says which (`UIButton(type: .system)`,
/// or `UIButton()`, which makes a custom one), that decides it; before, every such title was
/// needs-review ("… for a system button and in white for a custom one"). A button made only to
/// read its defaults (Open Food Facts' `UIButton().tintColor`, IconButtonView.swift:41, read,
/// not copied) has no title and stays as it was. Fixture written here.
@Suite("Swift sources: the title colour a button's type gives")
struct ButtonTypeTitleTests {
  static let source = """
    import UIKit

    final class Footer: UIView {
      let more: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.backgroundColor = .white
        return button
      }()
      let done: UIButton = {
        let button = UIButton()
        button.setTitle("Done", for: .normal)
        button.backgroundColor = UIColor(red: 0, green: 0.3, blue: 0.75, alpha: 1)
        return button
      }()
      let probe: UIButton = {
        let button = UIButton()
        button.backgroundColor = .white
        return button
      }()
    }
    """

  static func component(_ name: String) throws -> ComponentSpec {
    let found = SwiftComponentDiscovery().discover(sources: [("Footer.swift", source)])
    return try #require(found.components.first { $0.name == name })
  }

  @Test("A system button's title is the tint (systemBlue, no tint set), with no doubt")
  func system() throws {
    let normal = try #require(try Self.component("Footer.more").states["normal"])
    #expect(normal.review == nil)
    #expect(
      normal.sources["text"]?.source(theme: nil)?.evidence?.contains("a system button") == true)
  }

  @Test("A custom button's title is white, cited at the line that makes it")
  func custom() throws {
    let normal = try #require(try Self.component("Footer.done").states["normal"])
    #expect(normal.text == .color(.white))
    #expect(normal.review == nil)
    #expect(normal.sources["text"]?.source(theme: nil)?.line == 11)
  }

  @Test("A button without a title keeps the doubt")
  func untitled() throws {
    let normal = try #require(try Self.component("Footer.probe").states["normal"])
    #expect(normal.review?.contains("no title colour is set") == true)
  }
}
