import Foundation

/// What an audit covered, per input path (issue 41): the components and states found there, the
/// pairs decided (pass, fail, exempt), what needs review, and what was read but not paired. A
/// path whose readers (tokens, stylesheets, Swift, Interface Builder) decided no pair is
/// ``Input/isEmpty``: `legible audit` then exits 2 unless told `--allow-empty`, so that a gate
/// never goes green on nothing.
public struct AuditCoverage: Sendable, Hashable, Codable {
  /// One input path.
  public struct Input: Sendable, Hashable, Codable {
    /// The path as given (a file or folder).
    public var path: String
    /// Files read under it.
    public var files: Int
    /// Components with a finding whose colours come from under it.
    public var components: Int
    /// Distinct (component, theme, state) with such a finding.
    public var states: Int
    public var pass: Int
    public var fail: Int
    public var exempt: Int
    public var needsReview: Int
    /// Findings silenced by a suppression (they decide nothing for the gate).
    public var ignored = 0
    /// Things read but not paired into a component (token groups, rules), from discovery's notes.
    public var unpaired: Int
    /// The commonest reasons its findings need review, most frequent first (at most three).
    public var reviewReasons: [String]
    /// Another input whose design system this one was read into (a theme folder beside the
    /// component stylesheet that reads its custom properties), when this one decided no pair
    /// of its own: the system's pairs cover it.
    public var readWith: String?

    /// Creates an input's coverage.
    public init(
      path: String, files: Int = 0, components: Int = 0, states: Int = 0, pass: Int = 0,
      fail: Int = 0, exempt: Int = 0, needsReview: Int = 0, unpaired: Int = 0,
      reviewReasons: [String] = [], readWith: String? = nil
    ) {
      self.path = path
      self.files = files
      self.components = components
      self.states = states
      self.pass = pass
      self.fail = fail
      self.exempt = exempt
      self.needsReview = needsReview
      self.unpaired = unpaired
      self.reviewReasons = reviewReasons
      self.readWith = readWith
    }

    /// Whether no pair from this path was decided pass or fail: nothing here can protect a gate.
    public var isEmpty: Bool { pass + fail == 0 && readWith == nil }

    /// One line in words: `tokens/: 3 files, 12 components, 48 states: 40 pass, 2 fail, …`.
    public var summary: String {
      var text =
        "\(path): \(files) file\(files == 1 ? "" : "s") read, \(components) component"
        + "\(components == 1 ? "" : "s"), \(states) state\(states == 1 ? "" : "s"): \(pass) pass, "
        + "\(fail) fail, \(exempt) exempt, \(needsReview) needs review"
      if ignored > 0 { text += ", \(ignored) ignored" }
      if unpaired > 0 { text += "; \(unpaired) read but not paired" }
      if let readWith { text += "; read with \(readWith) as one design system" }
      return text
    }

    /// Why nothing was decided, for the error that stops a gate: what was read, what was
    /// found, and what would decide it.
    public var emptyMessage: String {
      var text = "\(path): no pair was decided pass or fail ("
      if components == 0 {
        text += "\(files) file\(files == 1 ? "" : "s") read, no component found"
        if unpaired > 0 {
          text += ", \(unpaired) thing\(unpaired == 1 ? "" : "s") read but not paired"
        }
        text += ")"
      } else {
        text +=
          "\(components) component\(components == 1 ? "" : "s"), \(states) state"
          + "\(states == 1 ? "" : "s"): \(needsReview) need review, \(exempt) exempt)"
        if let first = reviewReasons.first { text += "; commonest reason: \(first)" }
      }
      return text
        + "; a gate on this path would pass on nothing. Give what the files cannot say in"
        + " legible.json (the page, pairings, a preset: docs/discovery.md), or pass --allow-empty"
        + " to accept it"
    }
  }

  /// The inputs, in the order given.
  public var inputs: [Input]

  /// Creates a coverage.
  public init(inputs: [Input]) {
    self.inputs = inputs
  }

  /// The inputs that decided no pair.
  public var empty: [Input] { inputs.filter(\.isEmpty) }

  /// Measures the coverage of `paths` in `findings`: a finding belongs to every path under
  /// which one of its colours' sources (or its location) lies.
  ///
  /// - Parameters:
  ///   - paths: The input paths, as given.
  ///   - findings: The findings of the audit of those paths.
  ///   - files: The files read (to count per path).
  ///   - unpaired: The files of things read but not paired (one entry per thing).
  ///   - systems: The paths read as one design system each: a path that decided nothing is
  ///     covered by what another path of its system decided (``Input/readWith``).
  public static func measure(
    paths: [String], findings: [Finding], files: [String] = [], unpaired: [String] = [],
    systems: [[String]] = []
  ) -> AuditCoverage {
    let roots = paths.map { Root($0) }
    // Which paths hold a file, worked out once per distinct file (findings share a few files).
    var holders: [String: [Int]] = [:]
    func owners(of file: String) -> [Int] {
      if let known = holders[file] { return known }
      let found = roots.indices.filter { roots[$0].contains(file) }
      holders[file] = found
      return found
    }
    var inputs = paths.map { Input(path: $0) }
    var components = Array(repeating: Set<String>(), count: paths.count)
    var states = Array(repeating: Set<String>(), count: paths.count)
    var reasons = Array(repeating: [String: Int](), count: paths.count)
    func inputsHolding(_ finding: Finding) -> Set<Int> {
      var candidates: [String] = []
      for source in [finding.foregroundSource, finding.backgroundSource] {
        if let file = source?.file { candidates.append(file) }
      }
      if let file = finding.location?.file { candidates.append(file) }
      var holding = Set<Int>()
      for file in candidates { holding.formUnion(owners(of: file)) }
      return holding
    }
    // A finding whose colours all come from elsewhere (legible.json facts) belongs where its
    // component's other findings do.
    let held = findings.map(inputsHolding)
    var byComponent: [String: Set<Int>] = [:]
    for (finding, places) in zip(findings, held) {
      byComponent[finding.component, default: []].formUnion(places)
    }
    for (finding, places) in zip(findings, held) {
      let theme: String = finding.theme ?? ""
      let state: String = [finding.component, theme, "\(finding.state)"].joined(separator: "\u{1F}")
      var holding = places
      if holding.isEmpty { holding = byComponent[finding.component] ?? [] }
      for i in holding.sorted() {
        components[i].insert(finding.component)
        states[i].insert(state)
        switch finding.verdict {
        case .pass: inputs[i].pass += 1
        case .fail: inputs[i].fail += 1
        case .exempt: inputs[i].exempt += 1
        case .needsReview:
          inputs[i].needsReview += 1
          if let review = finding.review { reasons[i][Self.gist(review), default: 0] += 1 }
        case .ignored: inputs[i].ignored += 1
        }
      }
    }
    for i in inputs.indices {
      inputs[i].components = components[i].count
      inputs[i].states = states[i].count
      inputs[i].files = files.count { owners(of: $0).contains(i) }
      inputs[i].unpaired = unpaired.count { owners(of: $0).contains(i) }
      inputs[i].reviewReasons = reasons[i].sorted {
        $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
      }.prefix(3).map { "\($0.key) (\($0.value))" }
    }
    // A path read into a design system with others (SpecDiscovery joins the folders and files
    // that share names) is covered by the system's decided pairs.
    for system in systems {
      let members = roots.indices.filter { i in
        system.contains { roots[i].contains($0) || Root($0).contains(roots[i].path) }
      }
      guard let decided = members.first(where: { inputs[$0].pass + inputs[$0].fail > 0 })
      else { continue }
      for i in members where inputs[i].pass + inputs[i].fail == 0 {
        inputs[i].readWith = paths[decided]
      }
    }
    return AuditCoverage(inputs: inputs)
  }

  /// The gist of a review reason: its first clause, without the token names that vary.
  public static func gist(_ review: String) -> String {
    let end = review.firstIndex { $0 == ":" || $0 == ";" } ?? review.endIndex
    return String(review[..<end])
  }

  /// A path and the paths under it.
  struct Root {
    let path: String
    let prefix: String

    init(_ path: String) {
      let standard = Self.lexical(path)
      self.path = standard
      self.prefix = standard.hasSuffix("/") ? standard : standard + "/"
    }

    func contains(_ file: String) -> Bool {
      let standard = Self.lexical(file)
      return standard == path || standard.hasPrefix(prefix) || path == "."
    }

    /// The path with `.` segments, empty segments and a trailing `/` removed, by its text alone
    /// (no file-system call: `standardizingPath` may read the disk for each of thousands).
    static func lexical(_ path: String) -> String {
      let absolute = path.hasPrefix("/")
      let parts = path.split(separator: "/").filter { $0 != "." }
      let joined = parts.joined(separator: "/")
      if joined.isEmpty { return absolute ? "/" : "." }
      return absolute ? "/" + joined : joined
    }
  }
}
