import Foundation
import PackagePlugin

/// `legible audit` as the command plugins run it: in the package directory (so `legible.json`
/// is found as on the command line), with the arguments given after the verb, and by default
/// over the package's source targets (or the `--target` ones).
///
/// Shared by `swift package legible` (no permission) and `swift package legible-write`
/// (`.writeToPackageDirectory`): this file is the one copy, linked into both plugin folders.
struct AuditInvocation {
  /// The `legible audit` options that write files: only the write verb passes them on.
  static let writingOptions = ["-o", "--output", "--report", "--update-baseline"]

  /// The plugin's verb, for messages.
  let verb: String
  /// Whether the plugin holds write permission for the package directory.
  let mayWrite: Bool

  /// Runs the audit and ends the plugin process with its exit status (0 pass, 1 the gate
  /// failed, 2 bad input or a refused argument), so that `swift package legible` follows the gate.
  func run(context: PluginContext, arguments: [String]) throws -> Never {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let passed = extractor.remainingArguments
    let tool = try context.tool(named: "LegiblePluginTool")
    let options = try AuditOptionTable(tool: tool.url)
    let split = options.split(passed)

    if !mayWrite, let option = split.options.first(where: Self.writes) {
      Self.fail(
        """
        \(verb): \(option) writes files, and this verb has no permission to write to the package \
        directory; run `swift package --allow-writing-to-package-directory legible-write …` \
        (the same arguments) instead
        """)
    }
    let directory = context.package.directoryURL
    var audit = ["audit"] + passed
    var configurationReports: [String] = []
    if split.paths.isEmpty {
      let configuration = AuditConfigurationFile(
        explicit: split.value(of: "--config"), packageDirectory: directory)
      if !targetNames.isEmpty || !configuration.namesSpecs {
        audit += try Self.defaultPaths(context.package, named: targetNames)
      }
      configurationReports = configuration.reports
    }
    // Reports that legible.json names would be written into the package: without permission,
    // they go to the plugin's work directory instead, and the note says where.
    if !mayWrite, !configurationReports.isEmpty, !split.options.contains("--report") {
      var redirected: [String] = []
      for report in configurationReports {
        guard let colon = report.firstIndex(of: ":") else { continue }
        let name = URL(fileURLWithPath: String(report[report.index(after: colon)...]))
          .lastPathComponent
        let path = context.pluginWorkDirectoryURL.appending(path: name).path(percentEncoded: false)
        audit += ["--report", report[..<colon] + ":" + path]
        redirected.append(path)
      }
      FileHandle.standardError.write(
        Data(
          """
          \(verb): the reports legible.json names are written to \
          \(redirected.joined(separator: ", ")) (legible-write writes them where legible.json says)

          """.utf8))
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = audit
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    exit(process.terminationReason == .exit ? process.terminationStatus : 2)
  }

  /// Whether an option (`--report`, or `--report=…`) is one that writes files.
  static func writes(_ option: String) -> Bool {
    writingOptions.contains { option == $0 || option.hasPrefix($0 + "=") }
  }

  /// The directories of the named targets, or of every non-test source target, relative to the
  /// package directory (the audit's working directory), in the package's order.
  static func defaultPaths(_ package: Package, named names: [String]) throws -> [String] {
    let modules = package.sourceModules.filter { $0.kind != .test }
    var chosen: [any SourceModuleTarget] = []
    if names.isEmpty {
      chosen = modules
    } else {
      for name in names {
        guard let module = modules.first(where: { $0.name == name }) else {
          let known = modules.map(\.name).joined(separator: ", ")
          fail("no source target named \(name) in \(package.displayName) (targets: \(known))")
        }
        chosen.append(module)
      }
    }
    guard !chosen.isEmpty else { fail("\(package.displayName) has no source targets to audit") }
    let root = package.directoryURL.standardizedFileURL.path(percentEncoded: false)
    return chosen.map { module in
      let path = module.directoryURL.standardizedFileURL.path(percentEncoded: false)
      let prefix = root.hasSuffix("/") ? root : root + "/"
      let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      return relative.hasSuffix("/") && relative.count > 1 ? String(relative.dropLast()) : relative
    }
  }

  /// Prints `message` as an error and ends the plugin with exit status 2 (a usage error).
  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
  }
}

/// The options of `legible audit`, read from the tool itself (`--experimental-dump-help`), so
/// that the plugin tells option values from paths without a copy of the option list.
struct AuditOptionTable {
  /// Option names that take a value (`--format`, `-o` …).
  var valued: Set<String> = []

  init(tool: URL) throws {
    let process = Process()
    let pipe = Pipe()
    process.executableURL = tool
    process.arguments = ["audit", "--experimental-dump-help"]
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard
      let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let command = root["command"] as? [String: Any],
      let arguments = command["arguments"] as? [[String: Any]]
    else {
      AuditInvocation.fail("could not read the options of `legible audit --experimental-dump-help`")
    }
    for argument in arguments where argument["kind"] as? String == "option" {
      for name in argument["names"] as? [[String: Any]] ?? [] {
        guard let kind = name["kind"] as? String, let spelling = name["name"] as? String else {
          continue
        }
        valued.insert(kind == "short" ? "-" + spelling : "--" + spelling)
      }
    }
  }

  /// The arguments sorted into options (with their values) and paths.
  struct Split {
    var options: [String] = []
    var values: [String: String] = [:]
    var paths: [String] = []

    /// The value given to an option (the last one), if any.
    func value(of option: String) -> String? { values[option] }
  }

  func split(_ arguments: [String]) -> Split {
    var split = Split()
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        split.paths += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        split.paths.append(argument)
        continue
      }
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        let name = String(argument[..<equals])
        split.options.append(name)
        split.values[name] = String(argument[argument.index(after: equals)...])
        continue
      }
      split.options.append(argument)
      if valued.contains(argument), index < arguments.endIndex {
        split.values[argument] = arguments[index]
        index += 1
      }
    }
    return split
  }
}

/// What the plugins need of the configuration the audit will use: whether it names `specs`
/// (then those are audited, not the targets) and the `reports` it writes.
struct AuditConfigurationFile {
  var namesSpecs = false
  var reports: [String] = []

  /// Reads `--config`'s file, or the first `legible.json` / `.legible.json` in the package
  /// directory or above it, as `legible audit` searches. A file this cannot read is left to
  /// `legible` itself to report.
  init(explicit: String?, packageDirectory: URL) {
    guard let url = Self.locate(explicit, packageDirectory),
      let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return }
    namesSpecs = !((object["specs"] as? [Any])?.isEmpty ?? true)
    reports = object["reports"] as? [String] ?? []
  }

  private static func locate(_ explicit: String?, _ directory: URL) -> URL? {
    guard let explicit else { return ConfigurationSearch.first(above: directory) }
    return explicit.hasPrefix("/")
      ? URL(fileURLWithPath: explicit) : directory.appending(path: explicit)
  }
}
