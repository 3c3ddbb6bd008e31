// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/GatingContrastInTests.md by SnippetTests; do not edit.
// Regenerate with: make snippets

#if canImport(PackageDescription)
import PackageDescription

// swift-tools-version:6.0

let package = Package(
  name: "MyApp",
  dependencies: [.package(path: "../Legible")],
  targets: [
    .testTarget(
      name: "MyAppContrastTests",
      dependencies: [.product(name: "LegibleTesting", package: "Legible")],
      resources: [.copy("Specs")])
  ]
)
#endif
