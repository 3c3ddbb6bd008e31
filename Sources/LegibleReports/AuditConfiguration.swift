// The project configuration file of `legible audit` (docs/ci.md, docs/legible-config.schema.json):
// `legible.json` or `.legible.json`, found by walking up from the working directory. Paths in it
// are relative to the file's directory.

import Foundation
import LegibleAudit
import LegibleColor
import LegibleJSON

/// A parsed `legible.json` (or `.legible.json`), the project configuration of an audit run.
///
/// ``find(from:)`` walks up from a directory to the nearest file; ``init(contentsOfFile:workingDirectory:)``
/// reads and validates it, resolving its paths (relative to the file's directory) as the working
/// directory sees them. ``AuditSettings`` merges it with the command line: command-line values
/// win, then the file, then the defaults (docs/ci.md).
///
/// ```swift
/// let cwd = FileManager.default.currentDirectoryPath
/// if let path = AuditConfiguration.find(from: cwd) {
///   let configuration = try AuditConfiguration(contentsOfFile: path, workingDirectory: cwd)
///   print(configuration.specs)
/// }
/// ```
public struct AuditConfiguration: Sendable, Equatable {
  /// The file names looked for in each directory, in order.
  public static let fileNames = ["legible.json", ".legible.json"]
  /// The keys allowed at the top level.
  public static let keys = [
    "specs", "tokens", "baseline", "policy", "reports", "discovery", "ignore", "facts",
  ]
  /// The keys allowed under `facts`.
  public static let factKeys = ["assumptions", "backdrops", "colors", "fonts", "pairs", "tint"]
  /// The keys of an `ignore` entry.
  public static let ignoreKeys = [
    "component", "state", "check", "theme", "token", "file", "object", "reason",
  ]
  /// The keys allowed under `discovery`.
  public static let discoveryKeys = ["page", "references", "presets"]
  /// The keys allowed under `policy`.
  public static let policyKeys = [
    "level", "largeText", "composite", "coefficients", "failOn", "tolerance",
  ]

  /// The file it was read from.
  public var file: String
  /// Spec paths, resolved against the file's directory.
  public var specs: [String] = []
  /// Token files loaded for every spec, resolved.
  public var tokens: [String] = []
  /// The baseline path, resolved.
  public var baseline: String?
  /// `format:path` report targets with resolved paths.
  public var reports: [String] = []
  /// Policy values by key (`level`, `largeText`, `composite`, `coefficients`, `failOn`), checked
  /// against the command-line values later.
  public var policy: [String: String] = [:]
  /// The ratio tolerance.
  public var tolerance: Double?
  /// `discovery.page`: the page colour components sit on when `legible audit` or `extract`
  /// discovers them, per theme (`""` for every theme without its own), for the themes the token
  /// files do not give a page colour.
  public var pages: [String: CSSColor] = [:]
  /// `discovery.references`: values for references the token files make but do not define
  /// (`"fgColor.white": "#ffffff"` for Primer's `{fgColor.white}`), by reference name.
  public var references: [String: CSSColor] = [:]
  /// `discovery.presets`: a state-model preset per token folder or file (resolved path → preset
  /// id), applied to what discovery finds under it.
  public var presets: [String: String] = [:]
  /// `ignore`: suppressions with reasons (`IgnoreRule`), each placed at its entry's line.
  public var ignores: [IgnoreRule] = []
  /// `facts`: what the files cannot say (`AuditFacts`); pairs keep their values as written
  /// (`{token}` references are resolved against the tokens discovery reads).
  public var facts = FactsConfiguration()

  /// `facts` as written: backdrops and fonts ready, pairs with their values unresolved.
  public struct FactsConfiguration: Sendable, Hashable {
    /// One side of a pair fact as written: a colour or `{token}` per theme (`""`: every theme).
    public typealias Written = [String: String]
    public struct Pair: Sendable, Hashable {
      public var component: String
      public var state: String
      public var text: Written?
      public var background: Written?
      public var at: String
    }
    /// A colour for an expression the Swift reader cannot evaluate, per appearance.
    public struct ColorFact: Sendable, Hashable {
      public var expression: String
      public var colors: [String: CSSColor]
      public var at: String
    }
    /// A backdrop as written: a colour or `{token}` per theme, resolved with the pairs.
    public struct BackdropFact: Sendable, Hashable {
      public var component: String
      public var color: Written
      public var at: String
    }
    public var backdrops: [BackdropFact] = []
    public var fonts: [AuditFacts.Font] = []
    public var pairs: [Pair] = []
    public var colors: [ColorFact] = []
    /// `facts.tint`: the app-wide tint where no file read sets one (its `expression` is `tint`).
    public var tint: ColorFact?
    /// `facts.assumptions`: undocumented looks the team switches on (`LookAssumption`).
    public var assumptions: [LookAssumption] = []
    public init() {}

    public var isEmpty: Bool {
      backdrops.isEmpty && fonts.isEmpty && pairs.isEmpty && colors.isEmpty && tint == nil
        && assumptions.isEmpty
    }

    /// The facts with each pair's `{token}` values resolved by `token(name, theme)`.
    ///
    /// - Throws: A message naming the fact's place and the token that does not resolve.
    public func resolved(token: (String, String?) -> CSSColor?) throws(AuditRunError) -> AuditFacts
    {
      /// One written side: its colours by theme, and the token they came from.
      func resolve(_ written: Written, group: String, at: String) throws(AuditRunError) -> (
        AuditFacts.Themed, String?
      ) {
        var themed: AuditFacts.Themed = [:]
        var name: String?
        for (theme, text) in written {
          if text.hasPrefix("{"), text.hasSuffix("}") {
            let reference = String(text.dropFirst().dropLast())
            guard let color = token(reference, theme.isEmpty ? nil : theme) else {
              throw .invalidFact(
                "\(at): facts.\(group): no token \(text)"
                  + (theme.isEmpty ? "" : " in theme \(theme)")
                  + " among the tokens read; name one the token files define")
            }
            themed[theme] = color
            name = reference
          } else {
            guard let color = try? parseColor(text) else {
              throw .invalidFact(
                "\(at): facts.\(group): '\(text)' is not a CSS colour or a {token}")
            }
            themed[theme] = color
          }
        }
        return (themed, name)
      }
      var facts = AuditFacts(fonts: fonts, assumptions: assumptions)
      for backdrop in backdrops {
        let (color, name) = try resolve(backdrop.color, group: "backdrops", at: backdrop.at)
        facts.backdrops.append(
          AuditFacts.Backdrop(
            component: backdrop.component, color: color, token: name, at: backdrop.at))
      }
      for pair in pairs {
        var sides: [AuditFacts.Themed?] = []
        var tokens: [String?] = []
        for written in [pair.text, pair.background] {
          guard let written else {
            sides.append(nil)
            tokens.append(nil)
            continue
          }
          let (themed, name) = try resolve(written, group: "pairs", at: pair.at)
          sides.append(themed)
          tokens.append(name)
        }
        facts.pairs.append(
          AuditFacts.Pair(
            component: pair.component, state: pair.state, text: sides[0], background: sides[1],
            textToken: tokens[0], backgroundToken: tokens[1], at: pair.at))
      }
      return facts
    }
  }

  /// A configuration with the given values (paths as the working directory sees them).
  public init(
    file: String, specs: [String] = [], tokens: [String] = [], baseline: String? = nil,
    reports: [String] = [], policy: [String: String] = [:], tolerance: Double? = nil
  ) {
    self.file = file
    self.specs = specs
    self.tokens = tokens
    self.baseline = baseline
    self.reports = reports
    self.policy = policy
    self.tolerance = tolerance
  }

  /// The nearest configuration file at or above `directory`, if any.
  public static func find(from directory: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      for name in fileNames {
        let candidate = url.appendingPathComponent(name).path
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// The configuration at `path`, or else the nearest one at or above `workingDirectory`, or
  /// `nil` when there is none.
  ///
  /// - Throws: ``AuditRunError/invalidFile(_:)`` with the file, line, column and key of what is
  ///   wrong.
  public static func load(_ path: String?, workingDirectory: String) throws(AuditRunError)
    -> AuditConfiguration?
  {
    guard let path = path ?? find(from: workingDirectory) else { return nil }
    do throws(AuditSpecError) {
      return try AuditConfiguration(contentsOfFile: path, workingDirectory: workingDirectory)
    } catch {
      throw .invalidFile(error)
    }
  }

  /// `path` (relative to the configuration's directory) as the working directory sees it:
  /// relative when it lies under the working directory (so reports name repository-relative
  /// paths), otherwise absolute.
  public static func resolve(_ path: String, directory: String, workingDirectory: String) -> String
  {
    let base = URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: workingDirectory))
    let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base.path + "/"))
      .standardizedFileURL.path
    let cwd = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
    let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }

  /// Reads and validates a configuration file.
  ///
  /// - Throws: `AuditSpecError` with the file, line, column and key of what is wrong.
  public init(contentsOfFile path: String, workingDirectory: String) throws(AuditSpecError) {
    file = path
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(validating: [UInt8](data), as: UTF8.self)
    else {
      throw AuditSpecError(
        .unreadableFile, "cannot read the configuration (UTF-8 JSON)", file: path)
    }
    let root = try JSONDocument(parsingSpec: text, file: path).root
    guard case .object(let members) = root.kind else {
      throw AuditSpecError(
        .wrongType, "expected an object, found \(root.typeName)", file: path, line: root.line,
        column: root.column)
    }
    let directory = (path as NSString).deletingLastPathComponent
    func resolve(_ p: String) -> String {
      Self.resolve(p, directory: directory, workingDirectory: workingDirectory)
    }
    func fail(_ value: JSONValue, _ key: String, _ message: String) -> AuditSpecError {
      AuditSpecError(
        .wrongType, message, path: key, file: path, line: value.line, column: value.column)
    }
    func color(_ value: JSONValue, _ key: String) throws(AuditSpecError) -> CSSColor {
      guard case .string(let text) = value.kind else {
        throw fail(value, key, "expected a CSS colour string, found \(value.typeName)")
      }
      do {
        return try parseColor(text)
      } catch {
        throw AuditSpecError(
          .invalidColor, colorMessage(text, error), path: key, file: path, line: value.line,
          column: value.column)
      }
    }
    func strings(_ value: JSONValue, _ key: String) throws(AuditSpecError) -> [String] {
      guard case .array(let items) = value.kind else {
        throw fail(value, key, "expected an array of strings, found \(value.typeName)")
      }
      var result: [String] = []
      for (i, item) in items.enumerated() {
        guard case .string(let s) = item.kind, !s.isEmpty else {
          throw fail(item, "\(key)[\(i)]", "expected a non-empty string, found \(item.typeName)")
        }
        result.append(s)
      }
      return result
    }
    for member in members where !member.key.hasPrefix("$") {  // $schema, $comment
      let value = member.value
      switch member.key {
      case "specs": specs = try strings(value, "specs").map(resolve)
      case "tokens": tokens = try strings(value, "tokens").map(resolve)
      case "baseline":
        guard case .string(let s) = value.kind, !s.isEmpty else {
          throw fail(value, "baseline", "expected a file path string, found \(value.typeName)")
        }
        baseline = resolve(s)
      case "reports":
        reports = []
        for (i, target) in try strings(value, "reports").enumerated() {
          guard let colon = target.firstIndex(of: ":"), target.index(after: colon) < target.endIndex
          else {
            throw fail(
              value, "reports[\(i)]", "expected \"format:path\", e.g. \"html:Reports/x.html\"")
          }
          reports.append(
            String(target[..<colon]) + ":" + resolve(String(target[target.index(after: colon)...])))
        }
      case "policy":
        guard case .object(let items) = value.kind else {
          throw fail(value, "policy", "expected an object, found \(value.typeName)")
        }
        for item in items {
          let key = "policy." + item.key
          switch (item.key, item.value.kind) {
          case ("tolerance", .number(let n)) where n >= 0 && n.isFinite: tolerance = n
          case ("tolerance", _):
            throw fail(item.value, key, "expected a number ≥ 0, found \(item.value.typeName)")
          case (let name, .string(let s)) where Self.policyKeys.contains(name): policy[name] = s
          case (let name, _) where Self.policyKeys.contains(name):
            throw fail(item.value, key, "expected a string, found \(item.value.typeName)")
          default:
            throw AuditSpecError(
              .unknownKey,
              "unknown key; expected one of " + Self.policyKeys.joined(separator: ", "),
              path: key, file: path, line: item.line, column: item.column)
          }
        }
      case "discovery":
        guard case .object(let items) = value.kind else {
          throw fail(value, "discovery", "expected an object, found \(value.typeName)")
        }
        for item in items {
          let key = "discovery." + item.key
          guard case .object(let entries) = item.value.kind
          else {
            if item.key == "page", case .string = item.value.kind {
              pages[""] = try color(item.value, key)
              continue
            }
            guard Self.discoveryKeys.contains(item.key) else {
              throw AuditSpecError(
                .unknownKey,
                "unknown key; expected one of " + Self.discoveryKeys.joined(separator: ", "),
                path: key, file: path, line: item.line, column: item.column)
            }
            throw fail(item.value, key, "expected an object, found \(item.value.typeName)")
          }
          for entry in entries {
            let entryKey = key + "." + entry.key
            switch item.key {
            case "page": pages[entry.key] = try color(entry.value, entryKey)
            case "references": references[entry.key] = try color(entry.value, entryKey)
            case "presets":
              guard case .string(let id) = entry.value.kind, !id.isEmpty else {
                throw fail(
                  entry.value, entryKey, "expected a preset id, found \(entry.value.typeName)")
              }
              do throws(AuditSpecError) {
                _ = try StatePreset.lookup(id, path: entryKey)
              } catch {
                throw AuditSpecError(
                  .unresolvedReference, error.message, path: entryKey, file: path,
                  line: entry.value.line, column: entry.value.column)
              }
              presets[resolve(entry.key)] = id
            default:
              throw AuditSpecError(
                .unknownKey,
                "unknown key; expected one of " + Self.discoveryKeys.joined(separator: ", "),
                path: key, file: path, line: item.line, column: item.column)
            }
          }
        }
      case "facts":
        facts = try Self.facts(
          value, file: path,
          shown: Self.resolve(path, directory: ".", workingDirectory: workingDirectory))
      case "ignore":
        guard case .array(let items) = value.kind else {
          throw fail(value, "ignore", "expected an array of objects, found \(value.typeName)")
        }
        let shown = Self.resolve(path, directory: ".", workingDirectory: workingDirectory)
        for (i, item) in items.enumerated() {
          ignores.append(
            try Self.ignoreRule(
              item, key: "ignore[\(i)]", file: path, shown: shown, resolve: resolve))
        }
      default:
        throw AuditSpecError(
          .unknownKey,
          "unknown key" + DidYouMean.hint(for: member.key, in: Self.keys, listingOtherwise: true),
          path: member.key, file: path, line: member.line, column: member.column)
      }
    }
  }

  /// The states a pair fact's key may end with (`button.primary.hover`).
  static let factStates: Set<String> = [
    "normal", "hover", "pressed", "highlighted", "selected", "focused", "disabled",
  ]

  /// `facts`: `backdrops` and `fonts` by component pattern, `pairs` by `component.state`.
  static func facts(_ value: JSONValue, file path: String, shown: String) throws(AuditSpecError)
    -> FactsConfiguration
  {
    func fail(_ value: JSONValue, _ key: String, _ message: String) -> AuditSpecError {
      AuditSpecError(
        .wrongType, message, path: key, file: path, line: value.line, column: value.column)
    }
    func at(_ value: JSONValue) -> String { "\(shown):\(value.line):\(value.column)" }
    /// A colour (or `{token}` when allowed) per theme: a string, or an object by theme.
    func written(_ value: JSONValue, _ key: String, tokens: Bool) throws(AuditSpecError) -> [String:
      String]
    {
      func one(_ v: JSONValue, _ k: String) throws(AuditSpecError) -> String {
        guard case .string(let s) = v.kind, !s.isEmpty else {
          throw fail(
            v, k, "expected a CSS colour\(tokens ? " or {token}" : ""), found \(v.typeName)")
        }
        if tokens, s.hasPrefix("{"), s.hasSuffix("}") { return s }
        do {
          _ = try parseColor(s)
        } catch {
          throw AuditSpecError(
            .invalidColor, colorMessage(s, error), path: k, file: path, line: v.line,
            column: v.column)
        }
        return s
      }
      if case .object(let themes) = value.kind {
        var out: [String: String] = [:]
        for theme in themes where !theme.key.hasPrefix("$") {
          out[theme.key] = try one(theme.value, key + "." + theme.key)
        }
        return out
      }
      return ["": try one(value, key)]
    }
    guard case .object(let groups) = value.kind else {
      throw fail(value, "facts", "expected an object, found \(value.typeName)")
    }
    var facts = FactsConfiguration()
    for group in groups where !group.key.hasPrefix("$") {  // $comment
      let groupKey = "facts." + group.key
      guard Self.factKeys.contains(group.key) else {
        throw AuditSpecError(
          .unknownKey,
          "unknown key"
            + DidYouMean.hint(for: group.key, in: Self.factKeys, listingOtherwise: true),
          path: groupKey, file: path, line: group.line, column: group.column)
      }
      /// Colours per theme (checked by `written`, so they parse).
      func colors(_ value: JSONValue, _ key: String) throws(AuditSpecError) -> [String: CSSColor] {
        try written(value, key, tokens: false).compactMapValues { try? parseColor($0) }
      }
      if group.key == "tint" {
        facts.tint = FactsConfiguration.ColorFact(
          expression: "tint", colors: try colors(group.value, groupKey), at: at(group.value))
        continue
      }
      if group.key == "assumptions" {
        facts.assumptions = try Self.assumptions(group.value, file: path, shown: shown)
        continue
      }
      guard case .object(let entries) = group.value.kind else {
        throw fail(
          group.value, groupKey, "expected an object by component, found \(group.value.typeName)")
      }
      for entry in entries where !entry.key.hasPrefix("$") {
        let key = groupKey + "." + entry.key
        switch group.key {
        case "colors":
          facts.colors.append(
            FactsConfiguration.ColorFact(
              expression: entry.key, colors: try colors(entry.value, key), at: at(entry.value)))
        case "backdrops":
          facts.backdrops.append(
            FactsConfiguration.BackdropFact(
              component: entry.key, color: try written(entry.value, key, tokens: true),
              at: at(entry.value)))
        case "fonts":
          guard case .object(let members) = entry.value.kind else {
            throw fail(entry.value, key, "expected {\"size\": points, \"weight\": 100…1000}")
          }
          var font = FontSpec()
          for member in members where !member.key.hasPrefix("$") {
            guard case .number(let n) = member.value.kind, n > 0, n.isFinite else {
              throw fail(member.value, key + "." + member.key, "expected a positive number")
            }
            switch member.key {
            case "size": font.size = n
            case "weight": font.weight = n
            default:
              throw AuditSpecError(
                .unknownKey,
                "unknown key"
                  + DidYouMean.hint(
                    for: member.key, in: ["size", "weight"], listingOtherwise: true),
                path: key + "." + member.key, file: path, line: member.line, column: member.column)
            }
          }
          facts.fonts.append(AuditFacts.Font(component: entry.key, font: font, at: at(entry.value)))
        default:  // pairs
          guard case .object(let members) = entry.value.kind else {
            throw fail(entry.value, key, "expected {\"text\": …, \"background\": …}")
          }
          var component = entry.key
          var state = "normal"
          if let dot = entry.key.lastIndex(of: "."),
            Self.factStates.contains(String(entry.key[entry.key.index(after: dot)...]))
          {
            component = String(entry.key[..<dot])
            state = String(entry.key[entry.key.index(after: dot)...])
          }
          var pair = FactsConfiguration.Pair(
            component: component, state: state, text: nil, background: nil, at: at(entry.value))
          for member in members where !member.key.hasPrefix("$") {
            switch member.key {
            case "text": pair.text = try written(member.value, key + ".text", tokens: true)
            case "background":
              pair.background = try written(member.value, key + ".background", tokens: true)
            default:
              throw AuditSpecError(
                .unknownKey,
                "unknown key"
                  + DidYouMean.hint(
                    for: member.key, in: ["text", "background"], listingOtherwise: true),
                path: key + "." + member.key, file: path, line: member.line, column: member.column)
            }
          }
          guard pair.text != nil || pair.background != nil else {
            throw fail(entry.value, key, "a pair fact needs a \"text\" or a \"background\"")
          }
          facts.pairs.append(pair)
        }
      }
    }
    return facts
  }

  /// `facts.assumptions`: by name (`LookAssumption.Kind`), each `{"labelOpacity": 0…1,
  /// "source": "…"}`, both required: an assumption without the source of its value is refused.
  static func assumptions(_ value: JSONValue, file path: String, shown: String)
    throws(AuditSpecError) -> [LookAssumption]
  {
    let names = LookAssumption.Kind.allCases.map(\.rawValue)
    func fail(_ v: JSONValue, _ key: String, _ message: String) -> AuditSpecError {
      AuditSpecError(.wrongType, message, path: key, file: path, line: v.line, column: v.column)
    }
    guard case .object(let entries) = value.kind else {
      throw fail(
        value, "facts.assumptions", "expected an object by assumption name, found \(value.typeName)"
      )
    }
    var result: [LookAssumption] = []
    for entry in entries where !entry.key.hasPrefix("$") {
      let key = "facts.assumptions." + entry.key
      guard let kind = LookAssumption.Kind(rawValue: entry.key) else {
        throw AuditSpecError(
          .unknownKey,
          "unknown assumption" + DidYouMean.hint(for: entry.key, in: names, listingOtherwise: true),
          path: key, file: path, line: entry.line, column: entry.column)
      }
      guard case .object(let members) = entry.value.kind else {
        throw fail(
          entry.value, key,
          "expected {\"labelOpacity\": 0…1, \"source\": \"where the value comes from\"}")
      }
      var opacity: Double?
      var source: String?
      for member in members where !member.key.hasPrefix("$") {
        switch member.key {
        case "labelOpacity":
          guard case .number(let n) = member.value.kind, n > 0, n <= 1 else {
            throw fail(
              member.value, key + ".labelOpacity", "expected a number above 0 and at most 1")
          }
          opacity = n
        case "source":
          guard case .string(let s) = member.value.kind,
            !s.trimmingCharacters(in: .whitespaces).isEmpty
          else {
            throw fail(
              member.value, key + ".source",
              "expected where the value comes from (a measurement, a screenshot, a document)")
          }
          source = s
        default:
          throw AuditSpecError(
            .unknownKey,
            "unknown key"
              + DidYouMean.hint(
                for: member.key, in: ["labelOpacity", "source"], listingOtherwise: true),
            path: key + "." + member.key, file: path, line: member.line, column: member.column)
        }
      }
      guard let opacity, let source else {
        throw fail(
          entry.value, key,
          "an assumption needs \"labelOpacity\" and \"source\" (where the value comes from):"
            + " Apple documents neither")
      }
      result.append(
        LookAssumption(
          kind: kind, labelOpacity: opacity, source: source,
          at: "\(shown):\(entry.value.line):\(entry.value.column)"))
    }
    return result
  }

  /// One `ignore` entry: what it names (at least one of component, state, check, theme, token,
  /// file) and its reason (required).
  static func ignoreRule(
    _ item: JSONValue, key: String, file path: String, shown: String,
    resolve: (String) -> String
  ) throws(AuditSpecError) -> IgnoreRule {
    func fail(_ value: JSONValue, _ key: String, _ message: String) -> AuditSpecError {
      AuditSpecError(
        .wrongType, message, path: key, file: path, line: value.line, column: value.column)
    }
    guard case .object(let members) = item.kind else {
      throw fail(item, key, "expected an object with a \"reason\", found \(item.typeName)")
    }
    var rule = IgnoreRule(reason: "", at: "\(shown):\(item.line):\(item.column)")
    for member in members where !member.key.hasPrefix("$") {
      let memberKey = key + "." + member.key
      func text() throws(AuditSpecError) -> String {
        guard case .string(let s) = member.value.kind, !s.isEmpty else {
          throw fail(
            member.value, memberKey, "expected a non-empty string, found \(member.value.typeName)")
        }
        return s
      }
      func list() throws(AuditSpecError) -> [String] {
        if case .string(let s) = member.value.kind, !s.isEmpty { return [s] }
        guard case .array(let values) = member.value.kind else {
          throw fail(
            member.value, memberKey,
            "expected a string or an array of strings, found \(member.value.typeName)")
        }
        var out: [String] = []
        for value in values {
          guard case .string(let s) = value.kind, !s.isEmpty else {
            throw fail(value, memberKey, "expected a non-empty string, found \(value.typeName)")
          }
          out.append(s)
        }
        return out
      }
      switch member.key {
      case "component": rule.component = try text()
      case "state": rule.states = try list()
      case "check":
        rule.checks = try list().map { $0.lowercased() }
        for check in rule.checks where !IgnoreRule.checkWords.contains(check) {
          throw fail(
            member.value, memberKey,
            "unknown check \"\(check)\""
              + DidYouMean.hint(
                for: check, in: IgnoreRule.checkWords.sorted(), listingOtherwise: true))
        }
      case "theme": rule.theme = try text()
      case "token": rule.token = try text()
      case "file": rule.file = resolve(try text())
      case "object": rule.object = try text()
      case "reason":
        rule.reason = try text().trimmingCharacters(in: .whitespaces)
      default:
        throw AuditSpecError(
          .unknownKey,
          "unknown key"
            + DidYouMean.hint(for: member.key, in: Self.ignoreKeys, listingOtherwise: true),
          path: memberKey, file: path, line: member.line, column: member.column)
      }
    }
    guard !rule.reason.isEmpty else {
      throw fail(
        item, key + ".reason",
        "an ignore entry needs a \"reason\": why the finding is accepted (it is printed with"
          + " every finding it silences)")
    }
    if rule.object != nil, !(rule.file.map(IgnoreRule.isDocument) ?? false) {
      throw fail(
        item, key + ".object",
        "\"object\" is a storyboard or xib object id: give the document in \"file\""
          + " (Main.storyboard, Cell.xib)")
    }
    guard
      rule.component != nil || !rule.states.isEmpty || !rule.checks.isEmpty || rule.theme != nil
        || rule.token != nil || rule.file != nil
    else {
      throw fail(
        item, key,
        "an ignore entry must name what it silences: a component, state, check, theme, token or"
          + " file")
    }
    return rule
  }
}
