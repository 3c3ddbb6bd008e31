// Dart Sass, the reference implementation of Sass (https://sass-lang.com/dart-sass; LibSass and
// Ruby Sass are end-of-life and lack `@use`), run as the team's own build runs it: the `sass`
// command on the PATH, or the one `LEGIBLE_SASS` names. Its command-line interface is documented
// at https://sass-lang.com/documentation/cli/dart-sass: `--load-path`, `--embed-source-map`,
// `--source-map-urls=absolute`, `--pkg-importer=node` (1.71.0 and later), `--no-unicode`,
// `--quiet`; exit status 65 for a Sass error, whose message ends with a stack trace of
// `path line:column  member` lines.

import Foundation

/// The Dart Sass command Legible compiles `.scss` and `.sass` stylesheets with.
public struct SassCompiler: Sendable, Hashable {
  /// The executable's path.
  public var executable: String
  /// Its version, as `sass --version` prints it (`1.99.0`).
  public var version: String

  /// The environment variable naming the executable (else `sass` is looked up on the PATH).
  public static let executableVariable = "LEGIBLE_SASS"
  /// The environment variable holding extra load paths, separated by `:` (as `--load-path`).
  public static let loadPathVariable = "LEGIBLE_SASS_LOAD_PATH"
  /// The longest a compilation may run before it is stopped (a runaway `@while` in the sources).
  static let timeout: TimeInterval = 120

  /// How to get Dart Sass, for messages.
  static let installHint =
    "install Dart Sass (`npm install -g sass`, `brew install sass/sass/sass`, or a release from"
    + " https://github.com/sass/dart-sass/releases) or set \(executableVariable) to its `sass`"
    + " executable"

  /// Finds Dart Sass: `LEGIBLE_SASS`, else `sass` on the PATH, checked by running
  /// `--version` (Ruby Sass, which prints `Ruby Sass …`, is refused).
  ///
  /// - Throws: `ImportError` (`toolUnavailable`) naming `file` (the stylesheet that needs it),
  ///   saying what was looked for and how to install it.
  static func locate(for file: String, environment: [String: String]) throws(ImportError) -> Self {
    let named = environment[executableVariable].flatMap { $0.isEmpty ? nil : $0 }
    let candidates: [String]
    if let named {
      candidates = [named]
    } else {
      candidates = (environment["PATH"] ?? "").split(separator: ":").map { $0 + "/sass" }
    }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
      guard let result = ProcessRun.run(candidate, ["--version"], timeout: 30),
        result.status == 0
      else { continue }
      let version = String(decoding: result.output, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      guard let first = version.first, first.isNumber else {
        throw ImportError(
          .toolUnavailable,
          "\(candidate) is not Dart Sass (it printed \"\(version.prefix(60))\" for --version);"
            + " \(installHint)", location: FileLocation(file: file))
      }
      return Self(executable: candidate, version: version)
    }
    let looked =
      named.map { "\(executableVariable)=\($0) is not an executable" }
      ?? "no `sass` on the PATH"
    throw ImportError(
      .toolUnavailable,
      "this is a Sass stylesheet, which Legible compiles with Dart Sass, and \(looked); "
        + installHint, location: FileLocation(file: file))
  }

  /// Whether this version has `--pkg-importer` (1.71.0 and later).
  var hasPackageImporter: Bool {
    let parts = version.split(separator: ".").prefix(2).compactMap { Int($0) }
    guard parts.count == 2 else { return false }
    return parts[0] > 1 || (parts[0] == 1 && parts[1] >= 71)
  }

  /// The arguments compiling `file` to expanded CSS on standard output with its source map
  /// embedded (absolute `file:` URLs), resolving loads through `loadPaths`.
  func arguments(file: String, loadPaths: [String]) -> [String] {
    var arguments = [
      "--embed-source-map", "--source-map-urls=absolute", "--no-unicode", "--quiet",
      "--style=expanded", "--no-charset",
    ]
    if hasPackageImporter { arguments.append("--pkg-importer=node") }
    arguments += loadPaths.map { "--load-path=" + $0 }
    arguments.append(file)
    return arguments
  }

  /// Compiles one stylesheet.
  ///
  /// - Returns: The CSS (without its source-map comment) and the source map.
  /// - Throws: `ImportError`: the compiler's own error at the file, line and column its stack
  ///   trace gives (`malformedDocument`), a run past ``timeout`` (`limitExceeded`), or output
  ///   without a readable source map (`malformedDocument`).
  func compile(_ file: String, loadPaths: [String]) throws(ImportError) -> (String, SourceMap) {
    guard
      let result = ProcessRun.run(
        executable, arguments(file: file, loadPaths: loadPaths), timeout: Self.timeout)
    else {
      throw ImportError(
        .toolUnavailable, "could not start \(executable); \(Self.installHint)",
        location: FileLocation(file: file))
    }
    guard !result.timedOut else {
      throw ImportError(
        .limitExceeded,
        "Dart Sass \(version) did not finish compiling this stylesheet in"
          + " \(Int(Self.timeout)) s; look for a loop that never ends (`@while`, a recursive"
          + " mixin)", location: FileLocation(file: file))
    }
    guard result.status == 0 else {
      throw Self.error(
        String(decoding: result.errors, as: UTF8.self), compiling: file, version: version)
    }
    let output = String(decoding: result.output, as: UTF8.self)
    return try Self.split(output, file: file)
  }

  /// The CSS and the embedded source map of Dart Sass's output.
  package static func split(_ output: String, file: String) throws(ImportError) -> (
    String, SourceMap
  ) {
    let marker = "/*# sourceMappingURL="
    guard let range = output.range(of: marker, options: .backwards) else {
      throw ImportError(
        .malformedDocument, "Dart Sass's output has no source map comment",
        location: FileLocation(file: file))
    }
    let css = String(output[..<range.lowerBound])
    var url = output[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    if url.hasSuffix("*/") { url = String(url.dropLast(2)).trimmingCharacters(in: .whitespaces) }
    guard url.hasPrefix("data:"), let comma = url.firstIndex(of: ",") else {
      throw ImportError(
        .malformedDocument, "Dart Sass's source map is not a data: URL",
        location: FileLocation(file: file))
    }
    let header = url[..<comma]
    let payload = String(url[url.index(after: comma)...])
    let json: String?
    if header.hasSuffix(";base64") {
      json = Data(base64Encoded: payload).map { String(decoding: $0, as: UTF8.self) }
    } else {
      json = payload.removingPercentEncoding
    }
    guard let json else {
      throw ImportError(
        .malformedDocument, "Dart Sass's source map data: URL does not decode",
        location: FileLocation(file: file))
    }
    return (css, try SourceMap(json: json, file: file))
  }

  /// Dart Sass's error (its first line, `Error: …`, and the innermost frame of its stack trace,
  /// `path line:column  member`) as an `ImportError` at that place, saying which stylesheet was
  /// being compiled and how to go on.
  package static func error(_ text: String, compiling file: String, version: String) -> ImportError
  {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var message = lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "failed"
    if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
    // The snippet's first source line (`6 | @use 'common';`, `--no-unicode` framing): what failed.
    let snippet = lines.lazy.compactMap { line -> String? in
      guard let bar = line.range(of: " | "),
        line[..<bar.lowerBound].trimmingCharacters(in: .whitespaces).allSatisfy(\.isNumber),
        !line[..<bar.lowerBound].trimmingCharacters(in: .whitespaces).isEmpty
      else { return nil }
      return line[bar.upperBound...].trimmingCharacters(in: .whitespaces)
    }.first
    if message.hasSuffix(".") { message.removeLast() }
    if let snippet, !snippet.isEmpty { message += ": `\(snippet.prefix(120))`" }
    var location = FileLocation(file: file)
    for line in lines where line.hasPrefix("  ") {
      // `  path line:col  member`: the path may hold spaces, so split at the last "  ".
      let body = line.dropFirst(2)
      let head = body.range(of: "  ").map { String(body[..<$0.lowerBound]) } ?? String(body)
      guard let space = head.lastIndex(of: " ") else { continue }
      let numbers = head[head.index(after: space)...].split(separator: ":")
      guard numbers.count == 2, let row = Int(numbers[0]), let column = Int(numbers[1]) else {
        continue
      }
      let path = String(head[..<space])
      location = FileLocation(
        file: SassStylesheet.displayPath(path), line: row, column: column)
      break
    }
    let compiled = location.file == file ? "" : " (compiling \(file))"
    return ImportError(
      .malformedDocument,
      "Dart Sass \(version): \(message)\(compiled); fix the Sass, or where this file is a module"
        + " another stylesheet loads, name that stylesheet instead (bare package names resolve"
        + " through node_modules folders and \(loadPathVariable))",
      location: location)
  }
}

/// A child process run to its end, its standard output and error read as it writes them.
enum ProcessRun {
  struct Result {
    var status: Int32
    var output: Data
    var errors: Data
    var timedOut: Bool
  }

  /// Owns the process and what it wrote while the reading threads fill it.
  private final class Box: @unchecked Sendable {
    let process = Process()
    let lock = NSLock()
    var errors = Data()
    var timedOut = false
  }

  /// Runs `executable` with `arguments` (no shell), stopping it after `timeout` seconds; `nil`
  /// when it cannot be started.
  static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval) -> Result? {
    let box = Box()
    box.process.executableURL = URL(fileURLWithPath: executable)
    box.process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    box.process.standardOutput = output
    box.process.standardError = errors
    box.process.standardInput = FileHandle.nullDevice
    do { try box.process.run() } catch { return nil }
    let group = DispatchGroup()
    let errorHandle = errors.fileHandleForReading
    DispatchQueue.global().async(group: group) {
      let data = errorHandle.readDataToEndOfFile()
      box.lock.withLock { box.errors = data }
    }
    let timer = DispatchWorkItem {
      box.lock.withLock { box.timedOut = true }
      box.process.terminate()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    box.process.waitUntilExit()
    timer.cancel()
    return box.lock.withLock {
      Result(
        status: box.process.terminationStatus, output: data, errors: box.errors,
        timedOut: box.timedOut)
    }
  }
}
