import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// Issue 43: the commonest way UIKit code holds a button is a stored property of a view or view
/// controller, made where it is declared (a closure initialiser, `lazy var`, `let b =
/// UIButton()`) and configured there or in the owner's `init`/`viewDidLoad`. Mastodon's
/// SuggestionAccountTableViewFooter and StatusView (read, not copied, from mastodon/mastodon-ios)
/// are of this kind; before, such a file gave "no button found" (exit 2). Fixture written here,
/// colours exact (values as written, no conversion).
@Suite("Swift sources: buttons held in stored properties")
struct StoredButtonTests {
  static let source = """
    import UIKit

    final class FooterView: UIView {
      let followButton: UIButton = {
        let button = UIButton(type: .custom)
        button.setTitle("Follow all", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = UIColor(red: 0.34, green: 0.23, blue: 0.8, alpha: 1)
        return button
      }()

      lazy var voteButton = UIButton()
      let plainButton = UIButton()
      let factory = makeButton()

      override init(frame: CGRect) {
        super.init(frame: frame)
        guard let window = window else { return }
        voteButton.setTitleColor(UIColor(red: 0.33, green: 0.17, blue: 0.98, alpha: 1), for: .normal)
        self.voteButton.setTitleColor(.gray, for: .disabled)
        addSubview(followButton)
      }

      required init?(coder: NSCoder) { fatalError() }
    }

    func makeButton() -> UIButton {
      let made = UIButton(type: .custom)
      made.setTitleColor(.black, for: .normal)
      return made
    }
    """

  static func found() -> DiscoveredComponents {
    SwiftComponentDiscovery().discover(sources: [("FooterView.swift", source)])
  }

  @Test("A closure initialiser's button: its colours, with the lines that set them")
  func closureInitializer() throws {
    let follow = try #require(
      Self.found().components.first { $0.name == "FooterView.followButton" })
    let normal = try #require(follow.states["normal"])
    #expect(normal.text == .color(CSSColor(.sRGB, 1, 1, 1)))
    #expect(normal.background == .color(CSSColor(.sRGB, 0.34, 0.23, 0.8)))
    #expect(normal.sources["text"]?.source(theme: nil)?.line == 7)
    #expect(normal.sources["background"]?.source(theme: nil)?.line == 8)
  }

  @Test("A property configured in init, by name and through self; an unrelated guard is no doubt")
  func configuredInInitializer() throws {
    let vote = try #require(Self.found().components.first { $0.name == "FooterView.voteButton" })
    #expect(vote.states["normal"]?.text == .color(CSSColor(.sRGB, 0.33, 0.17, 0.98)))
    // UIColor.gray is 0.5 grey (UIKit), not SwiftUI's systemGray.
    guard case .color(let gray)? = vote.states["disabled"]?.text else {
      Issue.record("no disabled title colour")
      return
    }
    let rgb = gray.converted(to: .sRGB).components
    // #808080 (UIKit: "a grayscale value of 0.5"), within one 8-bit step.
    #expect((0..<3).allSatisfy { abs(rgb[$0] - 0.5) < 1.0 / 255 })
    #expect(vote.states["normal"]?.review == nil)
  }

  @Test("A button the code gives no colour, and one a function of the tree makes, are not doubled")
  func notComponents() {
    let names = Self.found().components.map(\.name)
    #expect(!names.contains("FooterView.plainButton"))
    #expect(!names.contains("FooterView.factory"))
    #expect(names.filter { $0 == "made" }.count == 1)
  }
}
