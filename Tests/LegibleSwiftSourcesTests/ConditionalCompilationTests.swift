import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// Declarations in `#if` blocks and `typealias`es, read as an iOS release build compiles them
/// (`os(iOS)` and `canImport(UIKit)` hold; `os(macOS)`, `os(tvOS)` and `DEBUG` do not).
/// NetNewsWire (MIT) declares `primaryAccent` in both branches of `#if os(macOS)` and names
/// `UIColor` through `typealias RSColor`; Swiftfin (MPL 2.0) declares tvOS-only button styles.
/// Neither is copied here: Legible's own fixtures.
@Suite("Swift sources: #if and typealias")
struct ConditionalCompilationTests {
  static func states(_ sources: [(String, String)], _ name: String) -> [String: StateSpec]? {
    SwiftComponentDiscovery().discover(sources: sources).components.first { $0.name == name }?
      .states
  }

  static let style = """
    import SwiftUI
    #if os(macOS)
    typealias BrandColor = NSColor
    #else
    typealias BrandColor = UIColor
    #endif
    enum Palette {
    #if os(macOS)
        static let accent = Color(BrandColor(red: 1, green: 0, blue: 0, alpha: 1))
    #else
        static let accent = Color(BrandColor(red: 0, green: 0, blue: 0.5, alpha: 1))
    #endif
    }
    struct BrandStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(.white)
                .background(Palette.accent)
        }
    }
    #if canImport(WidgetKit)
    struct WidgetStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundColor(.white).background(Color.black)
        }
    }
    #endif
    #if arch(arm64) && !targetEnvironment(simulator)
    struct DeviceStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundColor(.white).background(Color.black)
        }
    }
    #endif
    #if canImport(AppKit)
    struct MacStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundColor(.white).background(Color.black)
        }
    }
    #endif
    #if os(tvOS)
    struct TVStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundColor(.white).background(Color.black)
        }
    }
    #endif
    """

  @Test(
    "The #else branch of #if os(macOS) is the one declared, through typealias BrandColor = UIColor: the fill is (0, 0, 0.5), not the macOS branch's red; tvOS-only and AppKit-only styles are not components, a WidgetKit one is"
  )
  func iOSBranchAndAlias() throws {
    let states = try #require(Self.states([("S.swift", Self.style)], "BrandStyle"))
    #expect(states["normal"]?.background == .color(CSSColor(.sRGB, 0, 0, 0.5)))
    #expect(states["normal"]?.review == nil)
    #expect(Self.states([("S.swift", Self.style)], "TVStyle") == nil)
    // An iOS build can import WidgetKit, not AppKit.
    #expect(Self.states([("S.swift", Self.style)], "WidgetStyle") != nil)
    #expect(Self.states([("S.swift", Self.style)], "MacStyle") == nil)
    // A device build: arm64, not the simulator.
    #expect(Self.states([("S.swift", Self.style)], "DeviceStyle") != nil)
  }

  @Test(
    "A typealias given two different types in code an iOS build compiles is not followed: needs-review, never either colour"
  )
  func conflictingAliases() throws {
    let other = "typealias BrandColor = NSColor\n"
    let states = try #require(
      Self.states([("S.swift", Self.style), ("T.swift", other)], "BrandStyle"))
    #expect(states["normal"]?.background != .color(CSSColor(.sRGB, 0, 0, 0.5)))
    #expect(states["normal"]?.review?.contains("BrandColor") == true)
  }
}
