import Foundation
import TestSupport

/// The repository root, from this file's path.
let repositoryRoot = Repository.root

/// Examples/seed-buttons.json, absolute.
let seedButtonsPath = repositoryRoot.appendingPathComponent("Examples/seed-buttons.json").path

/// The five failing findings of Examples/seed-buttons.json at level AA, as the committed golden
/// Reports/seed-buttons.md lists them (ratios floored, fixes, and the spec positions of the
/// failing values: `legible audit Examples/seed-buttons.json --format json`).
let seedButtonsIssues: [(message: String, line: Int, column: Int)] = [
  (
    "FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail; "
      + "fix: opacity 0.8 → 0.861 (or background #0061cd → #0056b8); "
      + "at \(seedButtonsPath):26:20 (components[1].states.pressed)", 26, 20
  ),
  (
    "HighlightButton normal 1.4.3 text 4.01:1 < 4.5:1 fail; fix: text #007aff → #0072f0; "
      + "at \(seedButtonsPath):35:29 (components[2].states.normal.text)", 35, 29
  ),
  (
    "HighlightButton highlighted 1.4.3 text 1.71:1 < 4.5:1 fail; fix: text alpha 0.4 → 1 and normal text #007aff → #0072f0 "
      + "(no colour passes with alpha 0.4); "
      + "at \(seedButtonsPath):38:19 (components[2].states.highlighted.text)", 38, 19
  ),
  (
    "HighlightButton highlighted 1.4.11 boundary 1.71:1 < 3:1 fail; "
      + "fix: border alpha 0.4 → 0.787 (no colour passes with alpha 0.4); "
      + "at \(seedButtonsPath):39:21 (components[2].states.highlighted.border)", 39, 21
  ),
  (
    "StateImageButton highlighted 1.4.3 text 3.38:1 < 4.5:1 fail; "
      + "fix: background #3d8fe0 → #2479c9; "
      + "at \(seedButtonsPath):13:34 (components[0].states.highlighted.text)", 13, 34
  ),
]
