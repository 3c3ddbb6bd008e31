import ArgumentParser
import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleInterfaceBuilder
import LegibleReports
import LegibleTokens

/// `legible audit`: audit every control of a spec in every state and theme.
struct Audit: LegibleCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Audit button states against WCAG 2.2 contrast criteria.",
    discussion: """
      Audit every component of an audit spec in every state and theme against WCAG 2.2 (1.4.3 \
      text, 1.4.6 enhanced text at AAA, 1.4.11 boundaries and focus rings, 2.4.13 at AAA). \
      Disabled states are reported as exempt. Verdicts compare the unrounded ratio with >=; APCA \
      Lc is shown as advice. The spec format is documented in docs/audit-spec.md.

      Paths that are not specs (token files and folders, stylesheets, asset catalogs) are read \
      together and audited as the components discovery finds in them: button states from token \
      names and CSS component rules, each colour with its source and whether its pair was \
      stated, inferred or inherited; doubtful pairs are needs-review (`legible extract` writes \
      the same components as a spec to review and commit). Swift files and folders holding them \
      are evaluated: SwiftUI ButtonStyles and UIKit buttons in every state, each colour with the \
      file and line that set it; what Legible cannot see into is needs-review, naming the \
      expression (docs/swift-sources.md). Storyboards and xibs (and folders holding them: a whole \
      app project) are read in IB's four states, every colour converted from the encoding Xcode \
      wrote and located at its document line; a custom class or IBInspectable colours in the \
      Swift sources read are evaluated as UIKit loads the nib (docs/interface-builder.md).

      EXIT STATUS:
        0  No finding fails (with --baseline: nothing regressed;
           with --update-baseline: always).
        1  A finding fails (with --fail-on needs-review: or needs review);
           with --baseline: a regression or a new failure.
        2  Usage or input error (the message names the file and JSON path),
           a missing or malformed baseline, or a baseline made under another
           policy; a discovered path that decided no pair (every state
           needs review or is exempt, or nothing found; --allow-empty makes
           it a warning); a malformed value left out of a folder. Reports
           are written first in the last two cases.
      """)

  @Argument(
    help: ArgumentHelp(
      "Audit specs (JSON), token files or folders, stylesheets, Swift sources, storyboards and xibs; default: \"specs\" of legible.json.",
      valueName: "path"),
    completion: .file())
  var specs: [String] = []

  @OptionGroup var output: OutputOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "A generation time to print in HTML and Markdown reports (default: none).",
      valueName: "text"))
  var timestamp: String?

  @OptionGroup var policy: PolicyOptions

  @Flag(help: "Needs-review findings fail the gate too (--fail-on needs-review).")
  var strict = false

  @Option(
    help: ArgumentHelp(
      "What fails the gate (default: fail; never: exit 0 unless the input is bad)",
      valueName: "verdict"))
  var failOn: FailOn?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Compare with a previous JSON report; exit 1 only on regressions (docs/ci.md).",
      valueName: "path"),
    completion: .file(extensions: ["json"]))
  var baseline: String?

  @Flag(help: "Write this run's JSON report to the baseline path.")
  var updateBaseline = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "How far a known failure's ratio may drop before it counts as a regression (default: 0).",
      valueName: "ratio"))
  var tolerance: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The configuration file (default: legible.json or .legible.json, searched upwards).",
      valueName: "path"),
    completion: .file(extensions: ["json"]))
  var config: String?

  @OptionGroup var vision: AuditVisionOptions

  @Flag(
    help: ArgumentHelp(
      "Print every warning and note of reading; without it, a file with more than three is one line of counts."
    ))
  var verbose = false

  @Flag(
    help: ArgumentHelp(
      "Paths holding nothing to audit, or whose pairs are all needs-review or exempt, are a warning, not exit 2 (as the build-tool plugin runs it on whole targets)."
    ))
  var allowEmpty = false

  @Flag(
    help: ArgumentHelp(
      "Print the needs-review findings grouped by the legible.json fact that would decide the most of them, and a fragment to fill in, instead of the report; exit 0 unless the input is bad."
    ))
  var triage = false

  func run(context: CommandContext) throws(CommandError) -> ExitStatus {
    let settings = try settings()
    let reports = try Self.reportTargets(settings.reports)
    let explicit = output.isExplicit
    let format = output.format ?? .text
    var audited: [AuditReport] = []
    var tokenFiles: [String] = []
    var diagnostics: [ImportDiagnostic] = []
    var read: [String] = []
    var unpaired: [String] = []
    var systems: [[String]] = []
    var anchors: [String: ComponentSpec.Anchor] = [:]
    let inputs = AuditInputs(settings.specs)
    for path in inputs.specs {
      let file: AuditSpecFile
      do throws(AuditSpecFile.LoadError) {
        file = try AuditSpecFile(contentsOfFile: path, additionalTokenFiles: settings.tokens) {
          context.streams.error.write($0.description + "\n")
        }
      } catch {
        throw .input(error.description)
      }
      tokenFiles += file.tokenFiles
      do throws(AuditSpecError) {
        audited.append(try Auditor(policy: settings.policy).audit(file.spec))
      } catch {
        throw .input(error.description)
      }
    }
    if !inputs.discovery.isEmpty {
      let discovered = try discover(inputs.discovery, settings: settings, context: context)
      audited.append(discovered.report)
      tokenFiles += discovered.files
      diagnostics += discovered.diagnostics
      read = discovered.files
      unpaired = discovered.unpaired
      systems = discovered.systems
      anchors = discovered.anchors
    }
    // Suppressions with reasons: legible.json's `ignore` entries and `legible:ignore` comments
    // in the Swift and CSS files read. Silenced findings stay in every report as `ignored`.
    let unusedIgnores = try applyIgnores(
      settings: settings, files: read, anchors: anchors, to: &audited)
    // What each input covered (discovered inputs only: a spec lists its components), in every
    // report; a discovered path that decided no pair fails the run below unless --allow-empty.
    var coverage: AuditCoverage?
    if !inputs.discovery.isEmpty, let last = audited.indices.last {
      let measured = AuditCoverage.measure(
        paths: settings.specs, findings: audited.flatMap(\.findings),
        files: read + inputs.specs, unpaired: unpaired, systems: systems)
      audited[last].coverage = measured
      coverage = measured
    }
    let gate: AuditGate
    do throws(AuditRunError) {
      gate = try AuditGate(reports: audited, settings: settings)
    } catch {
      throw .input(error.description)
    }
    // Reports may overwrite neither an input nor a token file a spec lists.
    let protected = settings.inputs + tokenFiles
    let options = ReportOptions(
      timestamp: timestamp,
      baseDirectory: FileManager.default.currentDirectoryPath)
    // Reports stream piece by piece to their files (temporary file, then rename) or stdout.
    for (reportFormat, destination) in reports {
      try AtomicOutput.write(to: destination, inputs: protected) { emit in
        gate.emit(reportFormat, options: options, to: emit)
      }
    }
    if triage {
      // The work list for a team's first sitting: what decides the most, first.
      let text = NeedsReviewTriage(reports: audited).text
      if let output = output.output {
        try AtomicOutput.write(to: output, inputs: protected) { emit in emit(text) }
      } else {
        context.streams.output.write(text)
      }
      warnUnused(unusedIgnores, strict: false, context: context)
      return .success
    }
    if explicit || reports.isEmpty {
      if let output = output.output {
        try AtomicOutput.write(to: output, inputs: protected) { emit in
          gate.emit(format, options: options, to: emit)
        }
      } else {
        gate.emit(format, options: options) { context.streams.output.write($0) }
      }
    }
    if context.environment["GITHUB_ACTIONS"] == "true", format == .github,
      let summary = context.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty
    {
      Self.appendStepSummary(
        gate.writer(.markdown, options: options).write(gate.report), to: summary)
    }
    if let summary = gate.comparisonSummary {
      context.streams.error.write("legible: " + summary + "\n")
    }
    if settings.updateBaseline, let baseline = settings.baseline {
      let json = gate.baselineJSON
      try AtomicOutput.write(to: baseline, inputs: settings.specs) { emit in emit(json) }
      context.streams.error.write(
        "legible: wrote the baseline \(baseline) (\(gate.report.findings.count) findings, "
          + "\(gate.report.summary.fail) failing)\n")
    }
    context.keeper.keep(gate)
    var status = MalformedValues.status(
      ExitStatus(rawValue: gate.exitStatus) ?? .findingsFailed, diagnostics: diagnostics,
      context: context)
    // Never a green gate on nothing: a discovered path that decided no pair is an input error,
    // after the reports are written (they say what was found there).
    let empty = coverage?.empty.filter { inputs.discovery.contains($0.path) } ?? []
    for input in empty {
      let prefix = allowEmpty ? "warning: " : "legible: error: "
      context.streams.error.write(prefix + input.emptyMessage + "\n")
    }
    if !empty.isEmpty, !allowEmpty { status = .usageOrInputError }
    warnUnused(unusedIgnores, strict: settings.strict, context: context)
    if settings.strict, !unusedIgnores.isEmpty { status = .usageOrInputError }
    return status
  }

  /// A suppression that silences nothing may be misspelt, or outlive the code it was for: a
  /// warning naming where it is written (an error with `--strict`).
  func warnUnused(_ rules: [IgnoreRule], strict: Bool, context: CommandContext) {
    for rule in rules {
      context.streams.error.write(
        "\(rule.at): \(strict ? "error" : "warning"): this ignore silences no failing or"
          + " needs-review finding (reason: \(rule.reason)); fix what it names, or remove it\n")
    }
  }

  /// Silences the findings the configuration's `ignore` entries and the inline
  /// `legible:ignore` comments of `files` name (`IgnoreRule`), in every report.
  ///
  /// - Returns: The suppressions that silenced nothing in any report.
  /// - Throws: A usage error naming the file and line of a comment without a reason.
  func applyIgnores(
    settings: AuditSettings, files: [String], anchors: [String: ComponentSpec.Anchor],
    to reports: inout [AuditReport]
  ) throws(CommandError) -> [IgnoreRule] {
    var rules = settings.ignores
    // An entry naming a storyboard or xib object silences what comes from inside its element.
    for i in rules.indices {
      guard let object = rules[i].object, let file = rules[i].file else { continue }
      let found: ClosedRange<Int>?
      do throws(ImportError) {
        found = try IBObjectLines.lines(of: object, in: file)
      } catch {
        throw .input("\(rules[i].at): ignore: \(error.description)")
      }
      guard let lines = found else {
        throw .input(
          "\(rules[i].at): ignore: no object with id \"\(object)\" in \(file); use the id=\"…\""
            + " Interface Builder writes on the button or scene (Xcode's Identity inspector,"
            + " Document > Object ID)")
      }
      rules[i].lines = lines
    }
    for file in files where InlineIgnores.reads(file) {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      do throws(InlineIgnores.DirectiveError) {
        rules += try InlineIgnores.scan(text, file: file)
      } catch {
        throw .input(error.description)
      }
    }
    guard !rules.isEmpty else { return [] }
    var used = Set<IgnoreRule>()
    for i in reports.indices {
      let (report, unused) = reports[i].ignoring(rules, anchors: anchors)
      reports[i] = report
      used.formUnion(Set(rules).subtracting(unused))
    }
    return rules.filter { !used.contains($0) }
  }

  /// Audits the components discovered in `paths` (token files, folders, stylesheets).
  ///
  /// - Returns: The report, every file read (inputs a report must not overwrite), the
  ///   diagnostics of reading (malformed values among them make the exit status 2) and the
  ///   files of what was read but not paired.
  /// - Throws: An input error for unreadable input, or when nothing is found (exit 2).
  func discover(_ paths: [String], settings: AuditSettings, context: CommandContext)
    throws(CommandError) -> Discovered
  {
    var tokenDiscovery = SpecDiscovery(
      pages: settings.pages, references: settings.references, presets: settings.presets)
    tokenDiscovery.expressionFacts = settings.facts.colors.map {
      (expression: $0.expression, colors: $0.colors, at: $0.at)
    }
    tokenDiscovery.tintFact = settings.facts.tint.map { (colors: $0.colors, at: $0.at) }
    let result = try ProjectReading(tokens: tokenDiscovery, keeper: context.keeper)
      .discover(paths)
    for line in DiagnosticSummary.lines(result.diagnostics, verbose: verbose) {
      context.streams.error.write(line + "\n")
    }
    guard !result.found.components.isEmpty else {
      // A target without buttons is not an error for a build that audits every target; the
      // warning says what was read, and the report is an empty one (nothing to gate on).
      guard allowEmpty else { throw .input(result.nothingFoundMessage) }
      context.streams.error.write("warning: " + result.nothingFoundMessage + "\n")
      let name = "Nothing found in " + paths.joined(separator: ", ")
      return Discovered(
        report: AuditReport(name: name, policy: settings.policy, findings: []),
        files: result.files, diagnostics: result.diagnostics, unpaired: [], systems: [])
    }
    var spec = result.found.spec(name: "Discovered in " + paths.joined(separator: ", "))
    // What the team states once that the files cannot say (legible.json `facts`).
    if !settings.facts.isEmpty {
      let tokens = result.tokens
      let facts: AuditFacts
      do throws(AuditRunError) {
        facts = try settings.facts.resolved { name, theme in
          try? tokens.color(named: name, theme: theme)
        }
      } catch {
        throw .input(error.description)
      }
      let outcome = facts.apply(to: &spec)
      for (at, why) in outcome.overridden {
        context.streams.error.write("\(at): note: this fact is overridden: \(why)\n")
      }
      for (at, why) in outcome.incomplete {
        context.streams.error.write("\(at): warning: this fact is not applied: \(why)\n")
      }
      // A colour fact is used where a colour's evidence cites it.
      var cited = Set<String>()
      for component in spec.components {
        for state in component.states.values {
          for sources in state.sources.values {
            switch sources {
            case .all(let source): if let e = source.evidence { cited.insert(e) }
            case .themed(let map):
              for source in map.values { if let e = source.evidence { cited.insert(e) } }
            }
          }
        }
      }
      var unusedColors = settings.facts.colors.filter { fact in
        !cited.contains { $0.contains("by \(fact.at) ") }
      }.map(\.at)
      if let tint = settings.facts.tint, !cited.contains(where: { $0.contains("by \(tint.at):") }) {
        unusedColors.append(tint.at)
      }
      for at in outcome.unused(facts) {
        context.streams.error.write(
          "\(at): warning: this fact names no component or state that was read; it may be"
            + " misspelt, or the code moved\n")
      }
      for at in unusedColors {
        context.streams.error.write(
          "\(at): warning: no colour the readers could not evaluate is this expression (keys are"
            + " the expressions the needs-review reasons name: --triage lists them); it may be"
            + " misspelt, or the code moved\n")
      }
    }
    context.keeper.keep((result, spec))
    do throws(AuditSpecError) {
      return Discovered(
        report: try Auditor(policy: settings.policy).audit(spec), files: result.files,
        diagnostics: result.diagnostics,
        unpaired: result.found.notes.compactMap { note in
          guard note.kind == .unpaired, let location = note.location else { return nil }
          return Self.file(of: location)
        }, systems: result.found.systems,
        anchors: Dictionary(
          spec.components.compactMap { c in c.definedAt.map { (c.name, $0) } },
          uniquingKeysWith: { first, _ in first }))
    } catch {
      throw .input("discovered components of \(paths.joined(separator: ", ")): \(error)")
    }
  }

  /// What discovery read and audited.
  struct Discovered {
    var report: AuditReport
    var files: [String]
    var diagnostics: [ImportDiagnostic]
    var unpaired: [String]
    /// The paths read as one design system each (``DiscoveredComponents/systems``).
    var systems: [[String]]
    /// Where the readers found each component (for `ignore` entries naming an object).
    var anchors: [String: ComponentSpec.Anchor] = [:]
  }

  /// The file of a `file:line` location.
  static func file(of location: String) -> String {
    var text = Substring(location)
    while let colon = text.lastIndex(of: ":"),
      text[text.index(after: colon)...].allSatisfy(\.isNumber)
    {
      text = text[..<colon]
    }
    return String(text)
  }

  /// The settings of the run: the parsed options over `legible.json` (``AuditSettings``).
  ///
  /// - Throws: A usage error for bad option values, an input error for a bad configuration.
  func settings() throws(CommandError) -> AuditSettings {
    var commandLine = AuditSettings.CommandLine()
    commandLine.specs = specs
    commandLine.level = policy.level?.rawValue
    commandLine.largeText = policy.largeText?.rawValue
    commandLine.composite = policy.blending.composite?.rawValue
    commandLine.coefficients = policy.blending.coefficients?.rawValue
    commandLine.failOn = failOn?.rawValue
    commandLine.strict = strict
    commandLine.tolerance = tolerance
    commandLine.baseline = baseline
    commandLine.updateBaseline = updateBaseline
    commandLine.reports = output.report
    commandLine.suggestions = !vision.noSuggestions
    var settings: AuditSettings
    do throws(AuditRunError) {
      let configuration = try AuditConfiguration.load(
        config, workingDirectory: FileManager.default.currentDirectoryPath)
      settings = try AuditSettings(commandLine: commandLine, configuration: configuration)
    } catch {
      switch error {
      case .invalidTolerance(let text):
        throw .usage(.invalidValue(text, option: "--tolerance <ratio>", allowed: nil))
      case .missingSpec: throw .usage(.missingArgument("spec"))
      case .updateWithoutBaseline: throw .usage(.conflict(error.description))
      default: throw .input(error.description)
      }
    }
    settings.policy.cvd = vision.cvdTypes
    return settings
  }

  /// Parses `--report format:path` values.
  ///
  /// - Throws: A usage error naming the value and the formats when a value is malformed.
  static func reportTargets(_ values: [String]) throws(CommandError) -> [(ReportFormat, String)] {
    var targets: [(ReportFormat, String)] = []
    for value in values {
      guard let colon = value.firstIndex(of: ":"),
        let format = ReportFormat(rawValue: String(value[..<colon])),
        value.index(after: colon) < value.endIndex
      else {
        throw .usage(
          .invalidValue(
            value, option: "--report <format:path>",
            allowed: ReportFormat.allCases.map { "\($0.rawValue):PATH" }))
      }
      targets.append((format, String(value[value.index(after: colon)...])))
    }
    return targets
  }

  /// Appends Markdown to `$GITHUB_STEP_SUMMARY` (the job summary); failures are ignored, as the
  /// summary is a courtesy beside the annotations.
  static func appendStepSummary(_ markdown: String, to path: String) {
    guard let handle = FileHandle(forWritingAtPath: path) else { return }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: Data(markdown.utf8))
  }
}
