import ArgumentParser
import LegibleColor
import LegibleICC
import LegibleReports
import LegibleTokens

/// `legible contrast`: the WCAG 2.x ratio and APCA Lc of one pair, or of many with `--batch`.
struct Contrast: LegibleCommand {
  static let configuration = CommandConfiguration(
    commandName: "contrast",
    abstract: "Show the WCAG 2.x contrast ratio and APCA Lc of text on a background.",
    usage: """
      legible contrast [<options>] <foreground> <background>
      legible contrast [<options>] --batch <path>
      """,
    discussion: """
      A translucent foreground is composited over the background; a translucent background \
      over --backdrop (white, as WCAG assumes). Verdicts compare the unrounded ratio.
      """)

  @Argument(help: "The text colour (any CSS colour, e.g. '#767676').")
  var foreground: String?

  @Argument(help: "The background colour.")
  var background: String?

  @Flag(help: "Print one JSON object instead of text.")
  var json = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Read 'FG BG' lines from a file ('-' = stdin); print one result per line.",
      valueName: "path"),
    completion: .file())
  var batch: String?

  @Option(help: ArgumentHelp("What --batch prints", valueName: "algorithm"))
  var algorithm: ContrastLineBatch.Columns = .wcag

  @OptionGroup var pair: ColorPairOptions

  @Option(
    help: ArgumentHelp("Hex digit order: CSS #RRGGBBAA or Android #AARRGGBB", valueName: "dialect")
  )
  var hex: HexDigitOrder = .css

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Name an ICC profile for color(--name c1 c2 c3) (repeatable).", valueName: "name=path"))
  var colorProfile: [String] = []

  func validate() throws {
    if batch != nil {
      if let extra = foreground {
        throw UsageError.conflict(
          "Unexpected argument '\(extra)': --batch reads the pairs from a file"
        ).validation
      }
      if json { throw UsageError.conflict("--json cannot be combined with --batch").validation }
    } else {
      guard foreground != nil else { throw UsageError.missingArgument("foreground").validation }
      guard background != nil else { throw UsageError.missingArgument("background").validation }
    }
    for value in colorProfile where ContrastPolicy.profileName(value) == nil {
      throw UsageError.invalidValue(value, option: "--color-profile <name=path>", allowed: nil)
        .validation
    }
  }

  func run(context: CommandContext) throws(CommandError) -> ExitStatus {
    let policy = try ContrastPolicy(pair, hex: hex, profiles: colorProfile)
    if let path = batch {
      let source: any ByteSource =
        path == "-" ? context.streams.input : try FileDescriptorSource(path: path)
      let batch = ContrastLineBatch(
        columns: algorithm, coefficients: policy.pair.coefficients, blend: policy.pair.blend,
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
    let foreground = try policy.color(self.foreground ?? "", role: "foreground")
    let background = try policy.color(self.background ?? "", role: "background")
    let report = ContrastPairReport(
      foreground: foreground, background: background, policy: policy.pair)
    context.streams.output.write(json ? report.json : report.text)
    return .success
  }
}

/// The policies `legible contrast` and `legible suggest` apply: the pair policy and how colour
/// arguments are read.
struct ContrastPolicy {
  var pair = ContrastPairPolicy()
  /// `--hex` and `--color-profile`: the hex dialect and the `color(--name …)` spaces.
  var parser = CSSColorParser()

  init() {}

  /// Reads the policy options and loads the named ICC profiles.
  ///
  /// - Throws: ``CommandError`` for a bad `--backdrop` colour or an unreadable profile.
  init(_ options: ColorPairOptions, hex: HexDigitOrder = .css, profiles: [String] = [])
    throws(CommandError)
  {
    pair.coefficients = options.blending.coefficients ?? .wcag
    pair.blend = options.blending.composite ?? .encodedSRGB
    parser.hexDialect = hex.dialect
    for value in profiles {
      guard let name = Self.profileName(value) else {
        throw .usage(.invalidValue(value, option: "--color-profile <name=path>", allowed: nil))
      }
      let path = value.split(separator: "=", maxSplits: 1)[1]
      do {
        parser.customSpaces[name] = try ICCProfile(contentsOf: String(path))
      } catch {
        throw .input("--color-profile \(name): \(error)")
      }
    }
    if let text = options.backdrop {
      pair.backdrop = try color(text, role: "--backdrop")
    }
  }

  /// The name of a `--color-profile NAME=PATH` value (with or without the leading `--`), or
  /// `nil` when the value is not of that form.
  static func profileName(_ value: String) -> String? {
    let parts = value.split(separator: "=", maxSplits: 1)
    let name = parts.first.map { $0.hasPrefix("--") ? $0.dropFirst(2) : $0 } ?? ""
    guard parts.count == 2, !name.isEmpty, !value.hasPrefix("=") else { return nil }
    return String(name)
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
