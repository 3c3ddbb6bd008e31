import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// `if #available(…)` in a button style, read where it is exact on iOS: a condition naming no iOS
/// release (`#available(macOS 26.0, *)`, as Home Assistant (Apache-2.0) writes around its glass
/// styles) holds on an iPhone, its `#unavailable` twin does not; one naming an iOS release
/// depends on the release the app runs on and stays in doubt. Legible's own fixture.
@Suite("Swift sources: availability conditions")
struct AvailabilityConditionTests {
  static func normal(_ condition: String) throws -> StateSpec {
    let source = """
      import SwiftUI
      struct GlassStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              if \(condition) {
                  configuration.label.foregroundColor(.white).background(Color.black)
              } else {
                  configuration.label.foregroundColor(.white).background(Color.white)
              }
          }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("Glass.swift", source)])
    let component = try #require(found.components.first { $0.name == "GlassStyle" })
    return try #require(component.states["normal"])
  }

  @Test("#available(macOS 26.0, *) holds on iOS: the first branch, black, no doubt")
  func otherPlatform() throws {
    let state = try Self.normal("#available(macOS 26.0, *)")
    #expect(state.background == .color(.black))
    #expect(state.review == nil)
  }

  @Test("#unavailable(macOS 26.0) never holds on iOS: the else branch, white")
  func unavailableOtherPlatform() throws {
    let state = try Self.normal("#unavailable(macOS 26.0)")
    #expect(state.background == .color(.white))
    #expect(state.review == nil)
  }

  @Test("#available(iOS 26.0, *) depends on the device's release: needs review, naming it")
  func iOSRelease() throws {
    let state = try Self.normal("#available(iOS 26.0, *)")
    let review = try #require(state.review ?? state.themeReviews.values.first)
    #expect(review.contains("#available(iOS 26.0, *)"))
  }
}
