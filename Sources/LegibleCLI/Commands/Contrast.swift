import LegibleColor
import LegibleICC
import LegibleReports
import LegibleTokens

/// `legible contrast`: the WCAG 2.x ratio and APCA Lc of one pair, or of many with `--batch`.
enum Contrast: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "legible contrast",
      abstract: "Show the WCAG 2.x contrast ratio and APCA Lc of text on a background.",
      overview: """
        Show the WCAG 2.x contrast ratio and APCA Lc of text on a background.

          A translucent foreground is composited over the background; a translucent background
          over --backdrop (white, as WCAG assumes). Verdicts compare the unrounded ratio.
        """,
      arguments: [
        ArgumentSpec(
          name: "foreground", help: "The text colour (any CSS colour, e.g. '#767676').",
          isOptional: true),
        ArgumentSpec(name: "background", help: "The background colour.", isOptional: true),
      ],
      options: [
        .flag("--json", help: "Print one JSON object instead of text."),
        .option(
          "--batch", value: "path",
          help: "Read 'FG BG' lines from a file ('-' = stdin); print one result per line."),
        .option(
          "--algorithm", value: "algorithm", allowed: ["wcag", "apca", "both"], default: "wcag",
          help: "What --batch prints"),
        .coefficients,
        .composite,
        .backdrop,
        .option(
          "--hex", value: "dialect", allowed: ["css", "argb"], default: "css",
          help: "Hex digit order: CSS #RRGGBBAA or Android #AARRGGBB"),
        .option(
          "--color-profile", value: "name=path", repeatable: true,
          help: "Name an ICC profile for color(--name c1 c2 c3)."),
      ],
      customUsage: """
        legible contrast [<options>] <foreground> <background>
               legible contrast [<options>] --batch <path>
        """)
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError)
    -> ExitStatus
  {
    let policy = try ContrastPolicy(arguments)
    if let path = arguments.value("--batch") {
      if let extra = arguments.positionals.first {
        throw .usage(
          .conflict("Unexpected argument '\(extra)': --batch reads the pairs from a file"))
      }
      if arguments.flag("--json") {
        throw .usage(.conflict("--json cannot be combined with --batch"))
      }
      let source: any ByteSource =
        path == "-" ? context.streams.input : try FileDescriptorSource(path: path)
      let batch = ContrastLineBatch(
        columns: ContrastLineBatch.Columns(rawValue: arguments.value("--algorithm") ?? "") ?? .wcag,
        coefficients: policy.pair.coefficients, blend: policy.pair.blend,
        backdrop: policy.pair.backdrop, apca: policy.pair.apca, parser: policy.parser)
      do {
        try batch.run(read: source.read(into:), write: context.streams.output.write(_:))
      } catch let error as ContrastLineBatch.LineError {
        throw .input(error.description)
      } catch let error as CommandError {
        throw error
      } catch {
        throw .input("\(error)")
      }
      return .success
    }
    let (foregroundText, backgroundText) = try arguments.colorPair(of: Self.spec)
    let foreground = try policy.color(foregroundText, role: "foreground")
    let background = try policy.color(backgroundText, role: "background")
    let report = ContrastPairReport(
      foreground: foreground, background: background, policy: policy.pair)
    context.streams.output.write(arguments.flag("--json") ? report.json : report.text)
    return .success
  }
}

/// The policies `legible contrast` applies: the pair policy and how colour arguments are read.
struct ContrastPolicy {
  var pair = ContrastPairPolicy()
  /// `--hex` and `--color-profile`: the hex dialect and the `color(--name …)` spaces.
  var parser = CSSColorParser()

  init() {}

  /// Reads the policy options.
  ///
  /// - Throws: ``CommandError`` for a bad `--backdrop` colour or `--color-profile`.
  init(_ arguments: ParsedArguments) throws(CommandError) {
    pair.coefficients =
      LuminanceCoefficients(rawValue: arguments.value("--coefficients") ?? "") ?? .wcag
    pair.blend = BlendSpace(rawValue: arguments.value("--composite") ?? "") ?? .encodedSRGB
    parser.hexDialect = arguments.value("--hex") == "argb" ? .android : .css
    for value in arguments.values("--color-profile") {
      // NAME=PATH, NAME with or without the leading `--`.
      let parts = value.split(separator: "=", maxSplits: 1)
      let name = parts.first.map { $0.hasPrefix("--") ? $0.dropFirst(2) : $0 } ?? ""
      guard parts.count == 2, !name.isEmpty, !value.hasPrefix("=") else {
        throw .usage(.invalidValue(value, option: "--color-profile <name=path>", allowed: nil))
      }
      do {
        parser.customSpaces[String(name)] = try ICCProfile(contentsOf: String(parts[1]))
      } catch {
        throw .input("--color-profile \(name): \(error)")
      }
    }
    if let text = arguments.value("--backdrop") {
      pair.backdrop = try color(text, role: "--backdrop")
    }
  }

  /// Parses a colour argument; errors name the role (`foreground`, `--backdrop`, …).
  func color(_ text: String, role: String) throws(CommandError) -> CSSColor {
    do {
      return try parser.parse(text)
    } catch {
      throw .input("\(role): \(error.description)")
    }
  }
}

extension ParsedArguments {
  /// The `<foreground> <background>` positionals of `contrast` and `suggest`.
  ///
  /// - Throws: A usage error naming a missing argument.
  func colorPair(of spec: CommandSpec) throws(CommandError) -> (String, String) {
    do throws(UsageError) {
      return (try positional(0, of: spec), try positional(1, of: spec))
    } catch {
      throw .usage(error)
    }
  }
}
