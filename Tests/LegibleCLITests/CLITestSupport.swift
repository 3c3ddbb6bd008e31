import Foundation
import Testing

@testable import LegibleCLI

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
  // Tests/LegibleCLITests/CLITestSupport.swift → package root.
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
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
  let process = Process()
  let legible = binary ?? productsDirectory.appendingPathComponent("legible")
  if let tool = launcher.first {
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = Array(launcher.dropFirst()) + [legible.path] + arguments
  } else {
    process.executableURL = legible
    process.arguments = arguments
  }
  let outPipe = Pipe()
  let errPipe = Pipe()
  process.standardOutput = outPipe
  process.standardError = errPipe
  let inPipe = Pipe()
  process.standardInput = inPipe
  try process.run()
  if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
  try inPipe.fileHandleForWriting.close()
  let out = outPipe.fileHandleForReading.readDataToEndOfFile()
  let err = errPipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return RunResult(
    status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
    error: String(decoding: err, as: UTF8.self))
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
