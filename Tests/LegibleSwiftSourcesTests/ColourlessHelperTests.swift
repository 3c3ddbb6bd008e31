import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// A layout helper of the tree called on a button (`pinToParent()` → `pinTo(to: superview)`,
/// as Mastodon's UIView extension has) changes no colour: an unevaluable `guard let view =
/// superview` in it no longer puts every state in review. A helper that names a colour, or
/// calls one of the tree's functions that may, is still run (and its doubts kept). Legible's
/// own fixture of the kind (``ColourlessFunctions``).
@Suite("Swift sources: the tree's helpers that change no colour")
struct ColourlessHelperTests {
  static func normal(helper: String, call: String) throws -> StateSpec {
    let source = """
      import UIKit
      extension UIView {
        \(helper)
      }
      class PillButton: UIButton {
        override init(frame: CGRect) {
          super.init(frame: frame)
          setTitleColor(.white, for: .normal)
          backgroundColor = .black
          \(call)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("P.swift", source)])
    let pill = try #require(found.components.first { $0.name == "PillButton" })
    return try #require(pill.states["normal"])
  }

  static let pin = """
    func pinToParent(padding: CGFloat = 0) { pinTo(to: self.superview, padding: padding) }
      @discardableResult
      func pinTo(to view: UIView?, padding: CGFloat) -> [NSLayoutConstraint] {
        guard let view else { return [] }
        let constraints = [topAnchor.constraint(equalTo: view.topAnchor, constant: padding)]
        NSLayoutConstraint.activate(constraints)
        return constraints
      }
    """

  @Test("A layout helper's unevaluable guard is no doubt: white on black stays decided")
  func layoutHelper() throws {
    let state = try Self.normal(helper: Self.pin, call: "pinToParent()")
    #expect(state.review == nil)
    #expect(state.background == .color(.black))
    #expect(state.text == .color(.white))
  }

  @Test(
    "A helper of a protocol extension a framework type conforms to (Session's `extension Anchorable` pin, `extension UIView: Anchorable`) is the tree's: no 'not in the sources read'"
  )
  func protocolExtensionHelper() throws {
    let source = """
      import UIKit
      public protocol Anchorable {
        var topAnchor: NSLayoutYAxisAnchor { get }
      }
      extension UIView: Anchorable {}
      public extension Anchorable {
        @discardableResult
        func pin(_ edge: Int, to other: Int, of anchorable: Anchorable, withInset inset: CGFloat = 0)
          -> NSLayoutConstraint
        {
          return NSLayoutConstraint()
        }
      }
      final class Screen: UIViewController {
        let button = UIButton(type: .custom)
        override func viewDidLoad() {
          button.setTitle("Go", for: .normal)
          button.setTitleColor(.black, for: .normal)
          button.backgroundColor = .white
          button.pin(1, to: 1, of: view)
          view.addSubview(button)
        }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("S.swift", source)])
    let button = try #require(found.components.first, "\(found.components.map(\.name))")
    let normal = try #require(button.states["normal"])
    #expect(normal.text == .color(.black))
    #expect(normal.background == .color(.white))
    #expect(normal.review?.contains("pin(") != true, "\(normal.review ?? "")")
  }

  @Test("A helper that may set a colour is still run, and its unevaluable guard is a doubt")
  func colouringHelper() throws {
    let helper = """
      func dim() {
          guard let view = self.superview else { return }
          backgroundColor = view.backgroundColor
        }
      """
    let state = try Self.normal(helper: helper, call: "dim()")
    let review = try #require(state.review)
    #expect(review.contains("`guard` condition"))
  }
  @Test(
    "A title colour set in a closure a helper stores (a theme manager's applier) is not 'no title colour': the custom button's states need review, naming the place"
  )
  func storedTitleSetter() throws {
    let source = """
      import UIKit
      enum Themes {
        static var appliers: [(UIButton) -> Void] = []
        static func register(_ applier: @escaping (UIButton) -> Void) { appliers.append(applier) }
      }
      extension UIButton {
        func setThemeTitleColor(_ color: UIColor, for state: UIControl.State) {
          Themes.register { button in
            button.setTitleColor(color, for: state)
          }
        }
      }
      final class ThemedButton: UIButton {
        init(title: String) {
          super.init(frame: .zero)
          setTitle(title, for: .normal)
          setThemeTitleColor(.black, for: .normal)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      final class JoinViewController: UIViewController {
        override func viewDidLoad() {
          let joinButton = ThemedButton(title: "Join")
          view.addSubview(joinButton)
        }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("T.swift", source)])
    let button = try #require(found.components.first { $0.name.contains("joinButton") })
    let review = try #require(button.states["normal"]?.review)
    #expect(review.contains("`setThemeTitleColor(…)` sets a title colour at T.swift:9"))
    #expect(review.contains("in a closure Legible does not run"))
  }
}
