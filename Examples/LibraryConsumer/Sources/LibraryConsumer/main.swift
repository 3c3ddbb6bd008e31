// Audits the three button recipes of the project brief, built in code (no JSON), and prints the
// Markdown report. `make consumer` compares the output with expected.md.

import Foundation
import Legible

/// The page the buttons sit on.
let page = CSSColor.white

/// Recipe 1: a UIKit button with a 1×1 background image of one colour per state and white titles;
/// focused draws a ring in the normal fill's colour.
let stateImageButton = ComponentSpec(
  name: "StateImageButton", surface: "page", font: FontSpec(size: 17, weight: 400),
  states: [
    "normal": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x0066CC))),
    "highlighted": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x3D8FE0))),
    "selected": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x004C99))),
    "focused": StateSpec(from: "normal", focusRing: .color(CSSColor(rgb: 0x0066CC))),
    "disabled": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0xB4D2F0))),
  ])

/// Recipe 2: a SwiftUI ButtonStyle. Pressed draws the whole button at opacity 0.8 (scale 0.98
/// changes no colour); disabled has white text at 179/255 alpha over rgb(188, 224, 253).
let filledButton = ComponentSpec(
  name: "FilledButton", surface: "page", font: FontSpec(size: 17, weight: 400),
  states: [
    "normal": StateSpec(
      text: .color(.white), background: .color(CSSColor(red: 0, green: 97 / 255, blue: 205 / 255))),
    "pressed": StateSpec(from: "normal", opacity: 0.8, scale: 0.98),
    "disabled": StateSpec(
      text: .color(CSSColor.white.withAlpha(179.0 / 255.0)),
      background: .color(CSSColor(red: 188 / 255, green: 224 / 255, blue: 253 / 255))),
  ])

/// Recipe 3: a UIButton subclass that derives highlighted from normal: title and border at
/// `withAlphaComponent(0.4)` (alpha replaced), background blended with white at alpha 0.6.
let highlightButton = ComponentSpec(
  name: "HighlightButton", surface: "page",
  states: [
    "normal": StateSpec(
      text: .color(CSSColor(rgb: 0x007AFF)), background: .color(.white),
      border: .color(CSSColor(rgb: 0x007AFF))),
    "highlighted": StateSpec(
      from: "normal", text: .derived(ColorDerivation(alpha: 0.4)),
      background: .derived(ColorDerivation(mix: .white, amount: 0.6)),
      border: .derived(ColorDerivation(alpha: 0.4))),
  ])

let spec = AuditSpec(
  name: "Library consumer: the three button recipes, built in code",
  surfaces: ["page": .color(page)],
  components: [stateImageButton, filledButton, highlightButton])

do {
  let report = try Auditor(policy: AuditPolicy(level: .aa)).audit(spec)
  print(MarkdownReportWriter().write(report), terminator: "")
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(2)
}
