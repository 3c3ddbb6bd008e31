import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// A SwiftUI button with no fill of its own is drawn on what the layout views holding it paint:
/// the nearest `.background(…)` chained on a stack, group or scroll view of the same body, when
/// no other view lies between (a ZStack's earlier view, a list's row, a sheet). Reproductions of
/// my own of the kind; colours are literals, ratios from Tests/Evaluation/wcag.py (#ffffff on
/// #333333: 12.634654; tolerance 1e-6).
@Suite("Swift sources: what an enclosing layout view paints behind a SwiftUI button")
struct EnclosingBackdropTests {
  static let source = """
    import SwiftUI
    struct Panel: View {
        var body: some View {
            VStack {
                HStack {
                    Button("Go") { go() }
                        .foregroundColor(.white)
                        .buttonStyle(.plain)
                }
            }
            .padding()
            .background(Color(red: 0.2, green: 0.2, blue: 0.2))
        }
    }
    struct Layered: View {
        var body: some View {
            ZStack {
                Image("photo")
                Button("Skip") { skip() }
                    .foregroundColor(.white)
                    .buttonStyle(.plain)
            }
            .background(Color(red: 0.2, green: 0.2, blue: 0.2))
        }
    }
    struct Listed: View {
        var body: some View {
            List {
                Button("Row") { row() }
                    .foregroundColor(.white)
                    .buttonStyle(.plain)
            }
            .background(Color(red: 0.2, green: 0.2, blue: 0.2))
        }
    }
    """

  static func discovered() -> DiscoveredComponents {
    SwiftComponentDiscovery().discover(sources: [("Panel.swift", source)])
  }

  @Test("A stack's background is the surface: white on #333333, 12.634654, no review")
  func stackBackground() throws {
    let found = Self.discovered()
    let go = try #require(found.components.first { $0.name.hasPrefix("Button \"Go\"") })
    #expect(go.surface == "behind Button \"Go\" at Panel.swift:6")
    #expect(found.surfaces[go.surface] == .color(CSSColor(.sRGB, 0.2, 0.2, 0.2)))
    let normal = try #require(go.states["normal"])
    #expect(normal.text == .color(.white))
    #expect(normal.review == nil)
    let ratio = WCAG2Contrast().ratio(.white, CSSColor(.sRGB, 0.2, 0.2, 0.2))
    #expect(abs(ratio - 12.634654) < 1e-6)
  }

  @Test("A ZStack's later view and a list's row are not on the container's background")
  func blockedBackgrounds() throws {
    let found = Self.discovered()
    for prefix in ["Button \"Skip\"", "Button \"Row\""] {
      let button = try #require(found.components.first { $0.name.hasPrefix(prefix) })
      #expect(button.surface == "page", "\(prefix)")
    }
  }
}
