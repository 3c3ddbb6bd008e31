// The reference of `make bench`'s Swift rows (issue 20): every Swift file under the paths read
// and parsed with SwiftParser alone, on every core, one file per task, as
// `legible extract` reads them, and nothing else. Prints the file and byte counts.
//
// With `--walk`, `--keep` or `--compact` (TreeUse), each tree is also walked, kept, or
// converted to a compact index: the floors of any reader of the trees, measured against the
// reference in the same run (docs/reference/benchmarks.md §7, ninth round).
//
// With `--project` (the "project read" row, issue 21), every storyboard and xib under the paths
// is also read with LegibleXML's XMLReader (libxml2, the reader `legible audit` uses, with
// Interface Builder's depth limit), in the same pool of tasks: only reading the project's XML
// and parsing its Swift, nothing built from either. Prints both counts.
//
//   legible-swift-parse-bench [--project] [--walk | --keep | --compact] PATH…

import Dispatch
import Foundation
import LegibleXML
import SwiftParser
import SwiftSyntax

func matchingFiles(_ path: String, suffixes: [String]) -> [String] {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
  guard isDirectory.boolValue else {
    return suffixes.contains(where: path.hasSuffix) ? [path] : []
  }
  let names = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
  return names.filter { name in suffixes.contains(where: name.hasSuffix) }.sorted().map {
    path + "/" + $0
  }
}

final class Counter: @unchecked Sendable {
  let lock = NSLock()
  var bytes = 0
  var nodes = 0
  var documents = 0
  var documentBytes = 0
  var elements = 0
  var unread = 0
  func add(_ b: Int, _ n: Int) {
    lock.lock()
    bytes += b
    nodes += n
    lock.unlock()
  }
  func addDocument(_ b: Int, elements e: Int?) {
    lock.lock()
    documents += 1
    documentBytes += b
    if let e { elements += e } else { unread += 1 }
    lock.unlock()
  }
}

/// The elements of the tree under `root`, root included.
func elementCount(_ root: XMLElement) -> Int {
  var count = 0
  var pending = [root]
  while let element = pending.popLast() {
    count += 1
    pending += element.children
  }
  return count
}

var arguments = Array(CommandLine.arguments.dropFirst())
let project = arguments.first == "--project"
if project { arguments.removeFirst() }
let chosen = arguments.first.flatMap { first in TreeUse.allCases.first { $0.option == first } }
if chosen != nil { arguments.removeFirst() }
let use = chosen ?? .free
if let unknown = arguments.first(where: { $0.hasPrefix("--") }) {
  FileHandle.standardError.write(
    Data(
      ("legible-swift-parse-bench: unknown option \(unknown); usage: legible-swift-parse-bench "
        + "[--project] [--walk | --keep | --compact] PATH…\n").utf8))
  exit(2)
}
let paths = arguments
let counter = Counter()
let kept = Kept()
if project {
  let documentSuffixes = [".storyboard", ".xib"]
  let all = paths.flatMap { matchingFiles($0, suffixes: [".swift"] + documentSuffixes) }
  DispatchQueue.concurrentPerform(iterations: all.count) { index in
    guard let data = FileManager.default.contents(atPath: all[index]),
      let text = String(data: data, encoding: .utf8)
    else { return }
    if documentSuffixes.contains(where: all[index].hasSuffix) {
      let root = try? XMLReader(maximumDepth: 512).read(text)
      counter.addDocument(data.count, elements: root.map(elementCount))
    } else {
      let tree = Parser.parse(source: text)
      counter.add(data.count, tree.statements.count)
      apply(use, to: tree, keeping: kept)
    }
  }
  let swiftCount = all.count - counter.documents
  print(
    "parsed \(swiftCount) Swift files, \(counter.bytes) bytes, \(counter.nodes) top-level "
      + "statements; read \(counter.documents) storyboards and xibs, \(counter.documentBytes) "
      + "bytes, \(counter.elements) elements"
      + (counter.unread == 0 ? "" : ", \(counter.unread) not well-formed") + kept.summary(use))
} else {
  let files = paths.flatMap { matchingFiles($0, suffixes: [".swift"]) }
  DispatchQueue.concurrentPerform(iterations: files.count) { index in
    guard let data = FileManager.default.contents(atPath: files[index]),
      let text = String(data: data, encoding: .utf8)
    else { return }
    let tree = Parser.parse(source: text)
    counter.add(data.count, tree.statements.count)
    apply(use, to: tree, keeping: kept)
  }
  print(
    "parsed \(files.count) files, \(counter.bytes) bytes, \(counter.nodes) top-level statements"
      + kept.summary(use))
}
