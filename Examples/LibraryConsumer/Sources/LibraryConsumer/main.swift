// The seven things a new user of Legible tries first, each in a few lines, written from the README
// and the DocC articles alone. `make consumer` runs it from the repository root, compares what it
// prints with expected.md and the reports it writes with the CLI's (Reports/); task 7, a contrast
// gate in a test suite, is Tests/LibraryConsumerTests.
//
// Usage: LibraryConsumer [REPOSITORY-ROOT [OUTPUT-FOLDER]]  (defaults: `.` and `.build/consumer`)

import Foundation
import Legible
import LegibleICC

let arguments = CommandLine.arguments.dropFirst()
let root = URL(fileURLWithPath: arguments.first ?? ".")
let output = URL(fileURLWithPath: arguments.dropFirst().first ?? ".build/consumer")

func heading(_ title: String) { print("\n## \(title)\n") }

do {
  print("# Legible as a library: the seven first tasks")

  // 1. The ratio and APCA Lc of two CSS colours, with the WCAG checks.
  heading("1. Two CSS colours: ratio, APCA and the WCAG checks")
  let text = try CSSColor(css: "#ffffff")
  let fill = try CSSColor(css: "rgb(0 97 205)")
  let ratio = WCAG2Contrast().ratio(text, fill)
  let lc = APCAContrast().lc(text, fill)
  print(
    "\(text) on \(fill): \(RatioFormatting.floored(ratio)):1, APCA Lc \(RatioFormatting.lc(lc))")
  for requirement in ContrastRequirement.all {
    print("- \(requirement): \(requirement.isMet(by: ratio) ? "pass" : "fail")")
  }

  // 2. Translucent text over a pale fill over white: the calls composite, never ignore alpha.
  heading("2. Translucent text over a pale fill over white")
  let label = try CSSColor(css: "rgb(255 255 255 / 0.7)")
  let pale = try CSSColor(css: "#bce0fd")
  let drawn = EffectivePair(text: label, background: pale, backdrop: .white)
  let translucent = WCAG2Contrast().ratio(label, pale)
  print("\(label) on \(pale) over white draws \(drawn.text.gamutMapped().hexString() ?? "?")")
  print(
    "ratio \(RatioFormatting.floored(translucent)):1; AA normal text \(ContrastRequirement.aaNormalText.isMet(by: translucent) ? "pass" : "fail")"
  )

  // 3. A SwiftUI-style button built in code: pressed draws the whole button at opacity 0.8,
  // disabled has white text at 179/255 alpha on rgb(188 224 253). (Asserted in the test suite.)
  heading("3. A SwiftUI-style button built in code, audited")
  let button = ComponentSpec(
    name: "FilledButton", surface: "page", font: FontSpec(size: 17, weight: 400),
    states: [
      "normal": StateSpec(
        text: .color(.white), background: .color(CSSColor(red: 0, green: 97 / 255, blue: 205 / 255))
      ),
      "pressed": StateSpec(from: "normal", opacity: 0.8, scale: 0.98),
      "disabled": StateSpec(
        text: .color(CSSColor(red: 1, green: 1, blue: 1, opacity: 179 / 255)),
        background: .color(CSSColor(red: 188 / 255, green: 224 / 255, blue: 253 / 255))),
    ])
  let recipe = AuditSpec(
    name: "Recipe 2", surfaces: ["page": .color(.white)], components: [button])
  let audited = try Auditor(policy: AuditPolicy(level: .aa)).audit(recipe)
  for finding in audited.findings { print("- \(finding)") }

  // 4. A spec loaded from JSON, written as HTML and Markdown (atomically).
  heading("4. A spec file, written as HTML and Markdown")
  let spec = try AuditSpec(contentsOf: root.appending(path: "Examples/seed-buttons.json"))
  let report = try Auditor().audit(spec)
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  for (name, writer) in [
    ("seed-buttons.html", HTMLReportWriter() as any ReportWriter),
    ("seed-buttons.md", MarkdownReportWriter()),
  ] {
    try writer.write(report).write(
      to: output.appending(path: name), atomically: true, encoding: .utf8)
    print("wrote \(name)")
  }
  print(report)

  // 5. Design tokens imported, looked up by name and theme; a misspelt theme is an error.
  heading("5. Design tokens by name and theme")
  let tokens = try TokenLoader().load(contentsOf: [root.appending(path: "Examples/tokens/fluent")])
  print("themes: \(tokens.themes.joined(separator: ", "))")
  for theme in ["light", "dark"] {
    let brand = try tokens.color(named: "BrandBackground.Fill.Color.Rest", theme: theme)
    let onBrand = try tokens.color(named: "NeutralForegroundOnBrand.Fill.Color.Rest", theme: theme)
    let r = WCAG2Contrast().ratio(onBrand, brand)
    print("\(theme): \(onBrand) on \(brand) \(RatioFormatting.floored(r)):1")
  }
  do {
    _ = try tokens.color(named: "BrandBackground.Fill.Color.Rest", theme: "drak")
  } catch {
    print("theme \"drak\": \(error.message)")
  }

  // 6. Display P3 to sRGB (CSS Color 4 gamut mapping) and OKLCH; an ICC profile from a file.
  heading("6. Display P3 to sRGB and OKLCH, and an ICC profile")
  let p3 = try CSSColor(css: "color(display-p3 1 0.2 0.1)")
  print(
    "\(p3): hex \(p3.hexString() ?? "none (outside sRGB)"), shown in sRGB as \(p3.gamutMapped().hexString() ?? "?")"
  )
  let oklch = p3.converted(to: .oklch).components
  print(String(format: "OKLCH %.4f %.4f %.2f", oklch.x, oklch.y, oklch.z))
  let profileURL = output.appending(path: "display-p3.icc")
  try Data(ICCProfile.builtIn(.displayP3).data()).write(to: profileURL, options: .atomic)
  let profile = try ICCProfile(contentsOf: profileURL)
  let viaICC = try profile.color(components: [1, 0.2, 0.1], alpha: 1)
  print(
    "through \(profile.description): same colour within 1e-4: \(viaICC.isApproximatelyEqual(to: p3, tolerance: 1e-4))"
  )
  // Interface Builder's Generic Gray Gamma 2.2 white 0.5 is not sRGB 0.5.
  let parser = CSSColorParser(customSpaces: ["gray-22": ICCProfile.builtIn(.grayGamma22)])
  let grey = try parser.parse("color(--gray-22 0.5)")
  let byte = grey.converted(to: .sRGB).components.x * 255
  print(String(format: "gray gamma 2.2 0.5 is sRGB %.2f/255, not 127.5", byte))

  heading("7. A contrast gate in a test suite")
  print("See Tests/LibraryConsumerTests: `swift test` fails with one line per failing finding.")
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
