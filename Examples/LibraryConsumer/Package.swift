// swift-tools-version:6.0
//
// An app-side consumer of Legible: depends on the repository by path, as an app's test target or
// a design-tool plug-in would, and does the seven things a new user tries first, each in a few
// lines (Sources/LibraryConsumer/main.swift), plus a contrast gate in its own test suite
// (Tests/LibraryConsumerTests). Build, run and test it from the repository root with
// `make consumer`.

import PackageDescription

let package = Package(
  name: "LibraryConsumer",
  dependencies: [.package(name: "Legible", path: "../..")],
  targets: [
    .executableTarget(
      name: "LibraryConsumer",
      dependencies: [
        .product(name: "Legible", package: "Legible"),
        .product(name: "LegibleICC", package: "Legible"),
      ]),
    .testTarget(
      name: "LibraryConsumerTests",
      dependencies: [
        .product(name: "Legible", package: "Legible"),
        .product(name: "LegibleTesting", package: "Legible"),
      ],
      resources: [.copy("Specs")]),
  ],
  swiftLanguageModes: [.v6]
)
