// LegibleXMLMemory: the memory LegibleXML's reader keeps over many malformed documents
// (Fuzz/README.md: FoundationXML's parser leaked a CFString per XML error, ~80 bytes per
// malformed document). Release build:
// `swift build -c release --product LegibleXMLMemory && .build/release/LegibleXMLMemory [N]`.

import Foundation
import LegibleXML

/// Malformed Android-like documents, one per kind of refusal (libxml2 errors and the reader's
/// own), read in turn.
let documents = [
  #"<resources><color name="x">#fff</resources>"#,
  "<resources>\n  <color name=\"x\">#fff\n",
  "<resources><color name=\"x\">&ink;</color></resources>",
  "<resources><color name=x>#fff</color></resources>",
  "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY a \"b\">]>\n<resources/>",
  "<resources><?target?></resources>",
  "<i<!-- !-k -am!s>@\n   <?xm-4b?>\n<resources></resources>",
]

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
let warmUp = min(1_000, count)

/// The resident set now and at its peak, in kilobytes (Linux's /proc/self/status; on macOS
/// getrusage's peak, which it gives in bytes).
func memory() -> (current: Int, peak: Int) {
  var current = 0
  var peak = 0
  if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
    for line in status.split(separator: "\n") {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count >= 2, let value = Int(fields[1]) else { continue }
      if fields[0] == "VmRSS:" { current = value }
      if fields[0] == "VmHWM:" { peak = value }
    }
  }
  #if canImport(Darwin)
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    peak = Int(usage.ru_maxrss) / 1024
  #endif
  return (current, peak)
}

/// Reads the documents of `range` (cycling through `documents`); how many were refused.
func read(_ range: Range<Int>) -> Int {
  var refused = 0
  for index in range {
    do {
      _ = try XMLReader().read(documents[index % documents.count])
    } catch {
      refused += 1
    }
  }
  return refused
}

var refused = read(0..<warmUp)
let before = memory()
let clock = ContinuousClock()
let elapsed = clock.measure { refused += read(warmUp..<count) }
let after = memory()
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print(
  "\(count) malformed documents read, \(refused) refused, in \(String(format: "%.2f", seconds)) s")
print("after \(warmUp): RSS \(before.current) kB, peak \(before.peak) kB")
print("after \(count): RSS \(after.current) kB, peak \(after.peak) kB")
print(
  "growth over the last \(count - warmUp): \(after.peak - before.peak) kB peak, "
    + "\(after.current - before.current) kB resident")
