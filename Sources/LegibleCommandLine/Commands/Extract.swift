import ArgumentParser
import Foundation
import LegibleAudit
import LegibleDiscovery
import LegibleReports
import LegibleTokens

/// `legible extract`: write the audit spec discovery infers from token files and stylesheets.
struct Extract: LegibleCommand {
  static let configuration = CommandConfiguration(
    commandName: "extract",
    abstract:
      "Write the audit spec inferred from token files, folders, stylesheets, Swift sources, storyboards and xibs.",
    discussion: """
      Discovers button components and their states (rest, hover, pressed, selected, focused, \
      disabled) in token names, CSS component rules and Swift sources (SwiftUI ButtonStyles, \
      UIKit buttons, evaluated per state) and storyboards and xibs (docs/interface-builder.md), \
      as `legible audit PATH…` does without \
      a spec, and writes them as an audit spec (docs/audit-spec.md): colours that are a token's \
      value are written as "{token}" with the token files under "tokens", so the spec follows \
      the palette; every colour has its source and pairing evidence under "sources", and every \
      doubt a "review" reason. Review it, commit it and edit it: `legible audit SPEC` gives the \
      same findings. Discovery notes (token groups it could not pair, suggested presets) go to \
      standard error.

      EXIT STATUS:
        0  The spec was written.
        2  Usage or input error, or nothing to extract (the message says what was read).
      """)

  @OptionGroup var paths: TokenPaths

  @Option(
    name: [.customLong("output"), .customShort("o")],
    parsing: .unconditional,
    help: ArgumentHelp(
      "Write the spec to a file (atomically) instead of standard output.", valueName: "path"),
    completion: .file(extensions: ["json"]))
  var output: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The spec's name (default: \"Discovered in PATH…\").", valueName: "text"))
  var name: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Derive the states the tokens do not name with a preset (e.g. material3-34).",
      valueName: "id"))
  var preset: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The configuration file whose \"discovery\" is used (default: legible.json or .legible.json, searched upwards).",
      valueName: "path"),
    completion: .file(extensions: ["json"]))
  var config: String?

  func run(context: CommandContext) throws(CommandError) -> ExitStatus {
    let configuration: AuditConfiguration?
    do throws(AuditRunError) {
      configuration = try AuditConfiguration.load(
        config, workingDirectory: FileManager.default.currentDirectoryPath)
    } catch {
      throw .input(error.description)
    }
    if let preset {
      do throws(AuditSpecError) {
        _ = try StatePreset.lookup(preset, path: nil)
      } catch {
        throw .usage(
          .invalidValue(preset, option: "--preset <id>", allowed: StatePreset.builtIn.map(\.id)))
      }
    }
    let result = try ProjectReading(
      tokens: SpecDiscovery(
        pages: configuration?.pages ?? [:], references: configuration?.references ?? [:],
        preset: preset, presets: preset == nil ? configuration?.presets ?? [:] : [:]),
      keeper: context.keeper
    ).discover(paths.paths)
    for line in DiagnosticSummary.lines(result.diagnostics, verbose: paths.verbose) {
      context.streams.error.write(line + "\n")
    }
    guard !result.found.components.isEmpty else {
      throw .input(result.nothingFoundMessage)
    }
    for note in result.found.notes {
      context.streams.error.write("note: " + note.description + "\n")
    }
    let directory = output.map { ($0 as NSString).deletingLastPathComponent } ?? ""
    let writer = ExtractedSpecWriter(
      tokens: result.tokens.colorTokenTable, directory: directory.isEmpty ? "." : directory)
    let title = name ?? "Discovered in " + paths.paths.joined(separator: ", ")
    let description = "Inferred by legible extract from \(paths.paths.joined(separator: ", "))."
    // The text goes out in pieces as it is made (to a temporary file renamed into place, or
    // to standard output), never held whole.
    if let output {
      try AtomicOutput.write(to: output, inputs: result.files) { emit in
        writer.write(result.found, name: title, description: description, to: emit)
      }
      context.streams.error.write(
        "legible: wrote \(output) (\(result.found.components.count) components)\n")
    } else {
      writer.write(result.found, name: title, description: description) {
        context.streams.output.write($0)
      }
    }
    return MalformedValues.status(.success, diagnostics: result.diagnostics, context: context)
  }
}
