// swift-tools-version:6.1
//
// The fixture of scripts/check-plugins.sh (issue 22): a package that uses Legible's plugins as an
// app's package would. `FailingStyles` holds one SwiftUI style whose label fails 1.4.3 (2.84:1),
// `PassingStyles` one that passes (21:1); both run the build-tool plugin. The script copies this
// folder under .build/ and points LEGIBLE_ROOT at the checkout, so nothing here changes.

import Foundation
import PackageDescription

/// Legible's checkout: LEGIBLE_ROOT, or two folders above this one (Tests/PluginFixture).
let root =
  Context.environment["LEGIBLE_ROOT"]
  ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardizedFileURL.path
/// A path dependency's identity is its folder's name, lower-cased.
let legible = URL(fileURLWithPath: root).lastPathComponent.lowercased()

let package = Package(
  name: "PluginFixture",
  dependencies: [
    .package(path: root),
    // SwiftUI's names where SwiftUI does not exist (Linux), so that the styles compile; a
    // separate package, so that auditing this package's targets does not read it.
    .package(path: "SwiftUIShim"),
  ],
  targets: [
    .target(
      name: "FailingStyles",
      dependencies: [.product(name: "SwiftUIShim", package: "swiftuishim")],
      plugins: [.plugin(name: "LegibleBuildPlugin", package: legible)]),
    .target(
      name: "PassingStyles",
      dependencies: [.product(name: "SwiftUIShim", package: "swiftuishim")],
      plugins: [.plugin(name: "LegibleBuildPlugin", package: legible)]),
  ],
  swiftLanguageModes: [.v6]
)
