// Sass stylesheets (`.scss`, and the indented `.sass`), read as the CSS they compile to: Dart Sass
// (``SassCompiler``) compiles each root stylesheet, and its source map sends every rule and
// declaration Legible reads back to the Sass file and line it came from. Which files are roots
// follows the language's module system (https://sass-lang.com/documentation/at-rules/use/ and
// /at-rules/import/): a file another Sass file of the same input loads with `@use`, `@forward` or
// `@import` is that file's module, not a stylesheet of its own (it is read through the file that
// loads it); every other Sass file is compiled. Load paths: the `node_modules` folder of the
// stylesheet's folder and of every folder above it (where `npm install` puts a package's
// dependencies), then `LEGIBLE_SASS_LOAD_PATH`, then the monorepo's packages
// (``WorkspacePackages``).

import Foundation

/// Sass stylesheets: which files are roots, their compiled CSS, and where a line of it came from.
public enum SassStylesheet {
  /// The file extensions read as Sass (lower-case, without the dot).
  public static let extensions: Set<String> = ["scss", "sass"]

  /// Whether `path` names a Sass file (outside `node_modules`: another package's sources are
  /// read only when a stylesheet loads them).
  public static func isSass(_ path: String) -> Bool {
    // The last five bytes, case-insensitively: asked of every rule and declaration's file when
    // its place is cited, so no string is made for a CSS file.
    let bytes = path.utf8
    guard bytes.count > 5 else { return false }
    let tail = Array(bytes.suffix(5))
    guard tail[0] == UInt8(ascii: ".") else { return false }
    let name = tail.dropFirst().map { $0 | 0x20 }  // ASCII letters lower-cased
    guard name == Array("scss".utf8) || name == Array("sass".utf8) else { return false }
    return !path.contains("/node_modules/") && !path.hasPrefix("node_modules/")
  }

  /// The files of `files` that are read: every file but the Sass files another Sass file of
  /// `files` loads (`@use`, `@forward`, `@import`, resolved next to the loading file as Sass
  /// resolves them: `x.scss`, `_x.scss`, `x/index.scss`, `x/_index.scss`, and `.sass`). Order
  /// kept.
  public static func roots(_ files: [String]) -> [String] {
    let sass = files.filter(isSass)
    guard !sass.isEmpty else { return files }
    let present = Set(sass.map(normalizedPath))
    var loaded: Set<String> = []
    for file in sass {
      guard let text = try? TokenLoader.readText(file) else { continue }
      let folder = (file as NSString).deletingLastPathComponent
      for url in loads(in: text) {
        for candidate in candidates(for: url, in: folder) where present.contains(candidate) {
          loaded.insert(candidate)
          break
        }
      }
    }
    return files.filter { !isSass($0) || !loaded.contains(normalizedPath($0)) }
  }

  /// The paths a load of `url` from a file in `folder` may resolve to, standardised, in Sass's
  /// order; none for a built-in module (`sass:`), a package (`pkg:`), another scheme or a plain
  /// CSS import.
  package static func candidates(for url: String, in folder: String) -> [String] {
    guard !url.hasPrefix("sass:"), !url.hasPrefix("pkg:"), !url.contains("://"),
      !url.hasSuffix(".css"), !url.isEmpty
    else { return [] }
    // Joined and normalised by hand: a URL is whatever the file says, and Foundation's NSString
    // path methods trap on some byte sequences (found by the `sass` fuzz target).
    let parts = normalized(folder.isEmpty ? url : folder + "/" + url)
    guard let name = parts.last, !name.isEmpty, name != ".." else { return [] }
    let directory = parts.dropLast()
    let absolute = folder.hasPrefix("/") || (folder.isEmpty && url.hasPrefix("/"))
    func at(_ components: [String]) -> String {
      (absolute ? "/" : "") + components.joined(separator: "/")
    }
    let pieces = name.split(separator: ".")
    let ext = pieces.count > 1 ? String(pieces[pieces.count - 1]) : ""
    if extensions.contains(ext.lowercased()) {
      return [at(directory + [name]), at(directory + ["_" + name])]
    }
    var result: [String] = []
    for ext in ["scss", "sass"] {
      result += [at(directory + ["\(name).\(ext)"]), at(directory + ["_\(name).\(ext)"])]
    }
    for ext in ["scss", "sass"] {
      result += [at(parts + ["index.\(ext)"]), at(parts + ["_index.\(ext)"])]
    }
    return result
  }

  /// A path's components with `.` and empty ones dropped and `..` taking off the one before it
  /// (kept at the start of a relative path).
  static func normalized(_ path: String) -> [String] {
    var parts: [String] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else {
        parts.append(String(part))
      }
    }
    return parts
  }

  /// A file path as ``candidates(for:in:)`` spells it.
  static func normalizedPath(_ path: String) -> String {
    (path.hasPrefix("/") ? "/" : "") + normalized(path).joined(separator: "/")
  }

  /// The URLs a Sass file loads: the quoted strings after `@use`, `@forward` and `@import` (an
  /// `@import` may list several, separated by commas), outside comments and other strings.
  package static func loads(in text: String) -> [String] {
    var scanner = LoadScanner(bytes: Array(text.utf8))
    return scanner.scan()
  }

  /// The CSS `path` compiles to and its source map (compiled once per file and modification
  /// time in a process).
  ///
  /// - Throws: `ImportError`: Dart Sass missing (`toolUnavailable`), its error at the place it
  ///   gives (`malformedDocument`), or a compilation stopped after its time limit.
  public static func compiled(_ path: String) throws(ImportError) -> (css: String, map: SourceMap) {
    let key = cacheKey(path)
    if let cached = cache.lock.withLock({ cache.results[key] }) {
      let compilation = try cached.get()
      return (compilation.css, compilation.map)
    }
    let result: Result<Compilation, ImportError>
    do throws(ImportError) {
      let compiler = try locateCompiler(for: path)
      let workspace = WorkspacePackages(around: path)
      defer { workspace.remove() }
      let (css, map) = try compiler.compile(
        path, loadPaths: loadPaths(for: path) + workspace.loadPaths)
      result = .success(Compilation(css: css, map: map))
    } catch {
      result = .failure(error)
    }
    cache.lock.withLock { cache.results[key] = result }
    let compilation = try result.get()
    return (compilation.css, compilation.map)
  }

  /// Where line `line`, column `column` of the stylesheet `file` came from: for a compiled Sass
  /// file, the Sass file and line its source map gives (the path made relative to the working
  /// folder when under it); otherwise, or where the map has nothing for the line, `file` itself.
  public static func location(file: String, line: Int, column: Int? = nil, path: String? = nil)
    -> FileLocation
  {
    guard isSass(file),
      let compilation = try? cache.lock.withLock({ cache.results[cacheKey(file)] })?.get(),
      let original = compilation.map.original(line: line, column: column ?? 1)
    else { return FileLocation(file: file, line: line, column: column, path: path) }
    return FileLocation(
      file: displayPath(original.source), line: original.line,
      column: column == nil ? nil : original.column, path: path)
  }

  /// A path or `file:` URL as reports show it: the URL's path, relative to the working folder
  /// when it lies under it.
  static func displayPath(_ source: String) -> String {
    var path = source
    if path.hasPrefix("file://") {
      path = URL(string: path)?.path ?? String(path.dropFirst("file://".count))
    }
    let cwd = FileManager.default.currentDirectoryPath
    let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    return path
  }

  /// The load paths for `file`: every existing `node_modules` folder from the file's folder up
  /// to the root, then the folders of `LEGIBLE_SASS_LOAD_PATH`.
  static func loadPaths(for file: String) -> [String] {
    var result: [String] = []
    var isDirectory: ObjCBool = false
    for folder in folders(above: file) {
      let modules = (folder as NSString).appendingPathComponent("node_modules")
      if FileManager.default.fileExists(atPath: modules, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        result.append(modules)
      }
    }
    let extra = ProcessInfo.processInfo.environment[SassCompiler.loadPathVariable] ?? ""
    result += extra.split(separator: ":").map(String.init)
    return result
  }

  /// The folder holding `file`, made absolute, then each folder above it up to the root (at
  /// most 64): where Sass's load paths are looked for.
  static func folders(above file: String) -> [String] {
    var folder = ((file as NSString).deletingLastPathComponent as NSString).standardizingPath
    if !folder.hasPrefix("/") {
      folder = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(
        folder)
    }
    var result: [String] = []
    for _ in 0..<64 {
      result.append(folder)
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder || parent.isEmpty { break }
      folder = parent
    }
    return result
  }

  // MARK: - Cache

  struct Compilation: Sendable {
    var css: String
    var map: SourceMap
  }

  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var results: [String: Result<Compilation, ImportError>] = [:]
    var compiler: Result<SassCompiler, ImportError>?
  }

  private static let cache = Cache()

  /// The file's standardised path and modification time (an edited file is compiled again).
  private static func cacheKey(_ path: String) -> String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return (path as NSString).standardizingPath + "\u{0}" + String(modified)
  }

  private static func locateCompiler(for file: String) throws(ImportError) -> SassCompiler {
    if let found = cache.lock.withLock({ cache.compiler }) {
      switch found {
      case .success(let compiler): return compiler
      case .failure(let error):
        // The same words, at this file.
        throw ImportError(error.code, error.message, location: FileLocation(file: file))
      }
    }
    let result: Result<SassCompiler, ImportError>
    do throws(ImportError) {
      result = .success(
        try SassCompiler.locate(for: file, environment: ProcessInfo.processInfo.environment))
    } catch {
      result = .failure(error)
    }
    cache.lock.withLock { cache.compiler = result }
    return try result.get()
  }
}

/// Finds the URLs of `@use`, `@forward` and `@import` in Sass text, skipping `//` and `/* */`
/// comments and strings elsewhere.
private struct LoadScanner {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func scan() -> [String] {
    var result: [String] = []
    while let b = current {
      switch b {
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        while let c = current, c != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        index += 2
        while index < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
            && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index = min(index + 2, bytes.count)
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        _ = string()
      case UInt8(ascii: "@"):
        index += 1
        let start = index
        while let c = current, isNameByte(c) { index += 1 }
        let keyword = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
        guard keyword == "use" || keyword == "forward" || keyword == "import" else { continue }
        // One or more strings separated by commas (only `@import` lists several).
        while true {
          skipSpace()
          guard let c = current, c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") else { break }
          result.append(string())
          skipSpace()
          guard keyword == "import", current == UInt8(ascii: ",") else { break }
          index += 1
        }
      default:
        index += 1
      }
    }
    return result
  }

  func isNameByte(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
      || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
      || c == UInt8(ascii: "-")
  }

  mutating func skipSpace() {
    while let c = current,
      c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n")
        || c == UInt8(ascii: "\r")
    {
      index += 1
    }
  }

  /// A quoted string at the cursor (its escapes kept as written; an unterminated one runs to the
  /// line's end), the cursor after it.
  mutating func string() -> String {
    let quote = bytes[index]
    index += 1
    let start = index
    while let c = current, c != quote, c != UInt8(ascii: "\n") {
      index += c == UInt8(ascii: "\\") ? 2 : 1
    }
    let end = min(index, bytes.count)
    index = min(index + 1, bytes.count)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
