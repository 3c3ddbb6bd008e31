// swift-tools-version:6.1
// SwiftUI itself where it exists; elsewhere just enough of its names for the fixture's styles.
import PackageDescription

let package = Package(
  name: "SwiftUIShim",
  products: [.library(name: "SwiftUIShim", targets: ["SwiftUIShim"])],
  targets: [.target(name: "SwiftUIShim")],
  swiftLanguageModes: [.v6]
)
