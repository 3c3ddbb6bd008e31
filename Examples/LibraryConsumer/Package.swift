// swift-tools-version:6.0
//
// An app-side consumer of Legible: depends on the repository by path, like a test target or a
// design-tool plug-in would, builds an audit spec in code, audits it and prints Markdown.
// Build and run it from the repository root with `make consumer`.

import PackageDescription

let package = Package(
  name: "LibraryConsumer",
  dependencies: [.package(name: "Legible", path: "../..")],
  targets: [
    .executableTarget(
      name: "LibraryConsumer",
      dependencies: [.product(name: "Legible", package: "Legible")])
  ],
  swiftLanguageModes: [.v6]
)
