import Foundation
import TestSupport
import Testing

@testable import LegibleCommandLine

/// The outcome of one `legible` run.
struct RunResult: Sendable {
  var status: Int32
  var output: String
  var error: String
}

/// Runs `legible` in-process through ``run(arguments:environment:streams:)``.
func runLegible(_ arguments: [String], stdin: String = "", chunkLimit: Int = .max) -> RunResult {
  let output = MemorySink()
  let error = MemorySink()
  let streams = StandardStreams(
    input: MemorySource(stdin, chunkLimit: chunkLimit), output: output, error: error)
  let status = run(arguments: arguments, environment: [:], streams: streams)
  return RunResult(status: status.rawValue, output: output.text, error: error.text)
}

/// The directory holding the built products (`.build/debug`), found from this file's path.
let productsDirectory: URL = {
  let root = Repository.root
  let candidates = [
    URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent(),
    Bundle.main.bundleURL,
    root.appendingPathComponent(".build/debug"),
  ]
  return candidates.first {
    FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("legible").path)
  } ?? root.appendingPathComponent(".build/debug")
}()

/// Runs the built `legible` binary as a child process.
///
/// With a `launcher` (`["/usr/bin/setpriv", "--reuid=65534", …]`), the launcher runs `binary`
/// (by default the built `legible`) with the arguments.
func runBinary(
  _ arguments: [String], stdin: String? = nil, launcher: [String] = [], binary: URL? = nil
) throws -> RunResult {
  let legible = binary ?? productsDirectory.appendingPathComponent("legible")
  let child =
    if let tool = launcher.first {
      try runProcess(
        URL(fileURLWithPath: tool), Array(launcher.dropFirst()) + [legible.path] + arguments,
        input: Data((stdin ?? "").utf8))
    } else {
      try runProcess(legible, arguments, input: Data((stdin ?? "").utf8))
    }
  return RunResult(child)
}

extension RunResult {
  /// The status and decoded output of a child process run by ``runProcess``.
  init(_ child: ProcessOutput) {
    self.init(status: child.status, output: child.output, error: child.error)
  }
}

/// A temporary file with the given contents, removed by the caller.
func temporaryFile(_ contents: String, name: String = "pairs.txt") throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("legible-cli-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try Data(contents.utf8).write(to: url)
  return url
}

/// Parses `--json` output into a dictionary.
func jsonObject(_ text: String) throws -> [String: Any] {
  let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
  return try #require(value as? [String: Any])
}
