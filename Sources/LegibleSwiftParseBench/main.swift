// The reference of `make bench`'s Swift rows (issue 20): every Swift file under the paths read
// and parsed with SwiftParser alone, on every core, one file per task, as
// `legible extract` reads them, and nothing else. Prints the file and byte counts.
//
//   legible-swift-parse-bench PATH…

import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

func swiftFiles(_ path: String) -> [String] {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
  guard isDirectory.boolValue else { return path.hasSuffix(".swift") ? [path] : [] }
  let names = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
  return names.filter { $0.hasSuffix(".swift") }.sorted().map { path + "/" + $0 }
}

let files = CommandLine.arguments.dropFirst().flatMap(swiftFiles)
final class Counter: @unchecked Sendable {
  let lock = NSLock()
  var bytes = 0
  var nodes = 0
  func add(_ b: Int, _ n: Int) {
    lock.lock()
    bytes += b
    nodes += n
    lock.unlock()
  }
}
let counter = Counter()
DispatchQueue.concurrentPerform(iterations: files.count) { index in
  guard let data = FileManager.default.contents(atPath: files[index]),
    let text = String(data: data, encoding: .utf8)
  else { return }
  let tree = Parser.parse(source: text)
  counter.add(data.count, tree.statements.count)
}
print("parsed \(files.count) files, \(counter.bytes) bytes, \(counter.nodes) top-level statements")
