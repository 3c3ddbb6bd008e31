// swift-tools-version:6.1
//
// Legible: colour maths and contrast audits for app UIs.
// Licensed under the Apache License, Version 2.0.

import PackageDescription

let package = Package(
  name: "Legible",
  products: [
    .library(name: "Legible", targets: ["Legible"]),
    .library(name: "LegibleColor", targets: ["LegibleColor"]),
    .library(name: "LegibleICC", targets: ["LegibleICC"]),
    .library(name: "LegibleAudit", targets: ["LegibleAudit"]),
    .library(name: "LegibleReports", targets: ["LegibleReports"]),
    .library(name: "LegibleTokens", targets: ["LegibleTokens"]),
    .library(name: "LegibleDiscovery", targets: ["LegibleDiscovery"]),
    .library(name: "LegibleInterfaceBuilder", targets: ["LegibleInterfaceBuilder"]),
    .library(name: "LegibleSwiftSources", targets: ["LegibleSwiftSources"]),
    .library(name: "LegibleTesting", targets: ["LegibleTesting"]),
    .executable(name: "legible", targets: ["LegibleCLI"]),
    .plugin(name: "LegibleCommandPlugin", targets: ["LegibleCommandPlugin"]),
    .plugin(name: "LegibleWriteCommandPlugin", targets: ["LegibleWriteCommandPlugin"]),
    .plugin(name: "LegibleBuildPlugin", targets: ["LegibleBuildPlugin"]),
  ],
  // `SwiftSources` (on by default): the CLI reads .swift files through LegibleSwiftSources, which
  // builds swift-syntax (about 2.5 min of a fresh debug build on 2 cores). `make demo` builds
  // without it (`--disable-default-traits`); that binary refuses Swift paths with exit 2.
  traits: [
    .trait(
      name: "SwiftSources",
      description: "legible audit and extract read Swift sources (builds swift-syntax)"),
    .default(enabledTraits: ["SwiftSources"]),
  ],
  dependencies: [
    // The CLI's parser, help, completions and man page; no library target depends on it.
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    // SwiftParser for LegibleSwiftSources (and the CLI that links it) only: library users who
    // import the colour, audit, token, report or discovery modules never build it.
    .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
  ],
  targets: [
    // MARK: - Public API
    .target(name: "LegibleColor"),
    .target(name: "LegibleICC", dependencies: ["LegibleColor", "CLittleCMS"]),
    .target(
      name: "LegibleTokens",
      dependencies: ["LegibleColor", "LegibleJSON", "LegibleXML", "LegibleYAML"]),
    .target(name: "LegibleAudit", dependencies: ["LegibleColor", "LegibleJSON", "LegibleTokens"]),
    .target(name: "LegibleReports", dependencies: ["LegibleAudit", "LegibleColor", "LegibleJSON"]),
    // Audit components found in token sets and stylesheets (names, CSS rules, presets): the
    // inferred spec of `legible extract` and of `legible audit` without a spec.
    .target(
      name: "LegibleDiscovery",
      dependencies: ["LegibleAudit", "LegibleColor", "LegibleJSON", "LegibleTokens", "LegibleXML"]),
    // Buttons of storyboards and xibs (per-state colours, runtime attributes, configurations,
    // backdrops), every Interface Builder colour encoding converted with LittleCMS.
    .target(
      name: "LegibleInterfaceBuilder",
      dependencies: [
        "LegibleAudit", "LegibleColor", "LegibleDiscovery", "LegibleICC", "LegibleJSON",
        "LegiblePNG", "LegibleTokens", "LegibleXML",
      ]),
    // Button styles and per-state colours read from Swift sources (SwiftUI ButtonStyles, UIKit
    // per-state code) by evaluating what the code states, with swift-syntax. Not in the umbrella.
    .target(
      name: "LegibleSwiftSources",
      dependencies: [
        "LegibleAudit", "LegibleColor", "LegibleDiscovery", "LegibleInterfaceBuilder",
        "LegibleTokens",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]),
    // The umbrella: one import for the pure-Swift libraries (LegibleICC stays its own product).
    .target(
      name: "Legible",
      dependencies: [
        "LegibleColor", "LegibleAudit", "LegibleTokens", "LegibleReports", "LegibleDiscovery",
      ]),
    // Contrast gates for an app's own tests: Swift Testing issues and XCTest failures located at
    // the spec's lines. Imports the toolchain's Testing (and XCTest where it exists).
    .target(name: "LegibleTesting", dependencies: ["Legible"]),
    // The `legible` command line (ArgumentParser commands over the libraries), a library so
    // that two executables share it. Not a product.
    .target(
      name: "LegibleCommandLine",
      dependencies: [
        "LegibleColor", "LegibleICC", "LegibleAudit", "LegibleReports", "LegibleTokens",
        "LegibleDiscovery", "LegibleInterfaceBuilder", "LegibleJSON",
        .target(name: "LegibleSwiftSources", condition: .when(traits: ["SwiftSources"])),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The `legible` executable. The target is not named `legible`: module names must differ from
    // `Legible` case-insensitively; the product (the binary) keeps the name.
    .executableTarget(name: "LegibleCLI", dependencies: ["LegibleCommandLine"]),
    // The same program as the tool of the package plugins. SwiftPM (6.3, native build system)
    // builds a plugin's tool as the product named after its executable target, and `legible`
    // is not named `LegibleCLI` (swiftlang/swift-package-manager#8831); this target has no
    // declared product, so its implicit one carries its name. Not a product.
    .executableTarget(name: "LegiblePluginTool", dependencies: ["LegibleCommandLine"]),
    .executableTarget(name: "LegibleBenchmarks", dependencies: ["LegibleColor", "LegibleICC"]),
    // The reference of the Swift bench rows (issue 20): the same files parsed with SwiftParser
    // alone, on every core; with --project (issue 21) storyboards and xibs read with LegibleXML
    // too.
    .executableTarget(
      name: "LegibleSwiftParseBench",
      dependencies: ["LegibleXML", .product(name: "SwiftParser", package: "swift-syntax")]),
    // Peak memory of the XML reader over 100,000 malformed documents (Fuzz/README.md).
    .executableTarget(name: "LegibleXMLMemory", dependencies: ["LegibleXML"]),

    // MARK: - Package plugins (issue 22)
    // `swift package legible`: `legible audit` over the package, no permission asked.
    .plugin(
      name: "LegibleCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "legible",
          description: "Audit the package's button states for contrast (legible audit)")),
      dependencies: ["LegiblePluginTool"]),
    // `swift package legible-write`: the same, allowed to write reports and the baseline.
    .plugin(
      name: "LegibleWriteCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "legible-write",
          description: "legible audit with -o, --report or --update-baseline (writes files)"),
        permissions: [
          .writeToPackageDirectory(
            reason: "legible audit writes the reports and the baseline you asked for")
        ]),
      dependencies: ["LegiblePluginTool"]),
    // The build-tool plugin: each build audits the target, findings as diagnostics at file:line.
    .plugin(
      name: "LegibleBuildPlugin", capability: .buildTool(), dependencies: ["LegiblePluginTool"]),

    // MARK: - Implementation details (never products)
    // JSON for every module: the strict and JSON5 parsers with positions, the ordered writer,
    // shortest-decimal numbers. `package` access only.
    .target(name: "LegibleJSON", dependencies: ["LegibleColor"]),
    // XML for every module (Android resources; Interface Builder files later): one reader on
    // libxml2's SAX2 parser with elements, attributes, text and positions. `package` access only.
    .target(name: "LegibleXML", dependencies: ["CLibXML2", "LegibleColor"]),
    // YAML for every module (Salesforce Theo token files): one reader on libyaml's event parser
    // with scalars, lists, mappings and positions; aliases and tags refused. `package` access only.
    .target(name: "LegibleYAML", dependencies: ["CLibYAML", "LegibleColor"]),
    // PNG for Interface Builder's background images (issue 21): libpng's simplified read API
    // into 8-bit sRGB RGBA with size limits, and the flat-colour test. `package` access only.
    .target(name: "LegiblePNG", dependencies: ["CLibPNG", "LegibleJSON"]),
    .systemLibrary(
      name: "CLittleCMS",
      pkgConfig: "lcms2",
      providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]
    ),
    // libxml2. macOS ships it in the SDK ($(xcrun --show-sdk-path)/usr/include/libxml2,
    // libxml2.tbd) without a .pc file; Homebrew's keg-only libxml2 has one
    // (PKG_CONFIG_PATH=$(brew --prefix libxml2)/lib/pkgconfig).
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .systemLibrary(
      name: "CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    .target(name: "TestSupport", dependencies: ["LegibleColor"], path: "Tests/TestSupport"),

    // MARK: - Unit test bundles
    .testTarget(name: "LegibleColorTests", dependencies: ["LegibleColor", "TestSupport"]),
    .testTarget(
      name: "LegibleICCTests", dependencies: ["LegibleICC", "TestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "LegibleCLITests", dependencies: ["LegibleCommandLine", "LegibleICC", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(name: "LegibleJSONTests", dependencies: ["LegibleJSON", "TestSupport"]),
    .testTarget(name: "LegibleXMLTests", dependencies: ["LegibleXML", "TestSupport"]),
    .testTarget(name: "LegibleYAMLTests", dependencies: ["LegibleYAML", "TestSupport"]),
    .testTarget(
      name: "LegiblePNGTests", dependencies: ["LegiblePNG", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "LegibleAuditTests", dependencies: ["LegibleAudit", "LegibleTokens", "TestSupport"]),
    .testTarget(
      name: "LegibleReportsTests",
      dependencies: ["LegibleReports", "LegibleAudit", "LegibleJSON", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "LegibleTokensTests", dependencies: ["LegibleTokens", "LegibleAudit", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LegibleDiscoveryTests",
      dependencies: ["LegibleDiscovery", "LegibleAudit", "LegibleTokens", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LegibleInterfaceBuilderTests",
      dependencies: [
        "LegibleInterfaceBuilder", "LegibleAudit", "LegibleDiscovery", "LegibleColor",
        "TestSupport",
      ]),
    .testTarget(
      name: "LegibleSwiftSourcesTests",
      dependencies: ["LegibleSwiftSources", "LegibleAudit", "LegibleDiscovery", "TestSupport"]),
    .testTarget(
      name: "LegibleTestingTests", dependencies: ["LegibleTesting", "Legible", "TestSupport"]),
    // Legible beside SwiftUI's and Swift Testing's names: compiles only while none is ambiguous.
    .target(name: "SwiftUIStandIn", path: "Tests/SwiftUIStandIn"),
    .testTarget(
      name: "NameCollisionTests",
      dependencies: ["Legible", "LegibleICC", "LegibleTesting", "SwiftUIStandIn"]),
    // Every ```swift block of README.md and the DocC catalogues, compiled and run.
    .testTarget(
      name: "SnippetTests",
      dependencies: ["Legible", "LegibleICC", "LegibleTesting", "TestSupport"],
      exclude: ["Output"]),
  ],
  swiftLanguageModes: [.v6]
)
