import Foundation
import TestSupport
import Testing

/// `legible --generate-completion-script bash|zsh|fish` (ArgumentParser's generators), loaded in
/// the real shells: completing `legible au` must offer `audit` and nothing else. Each shell test
/// runs where the shell is installed (`make deps` installs zsh and fish with apt).
@Suite struct CompletionScriptTests {
  /// The shell's path, when it is installed.
  static func shell(_ name: String) -> String? {
    ["/usr/bin/\(name)", "/bin/\(name)", "/usr/local/bin/\(name)", "/opt/homebrew/bin/\(name)"]
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The script for `shell`, written as `name` into a new temporary directory.
  static func script(_ shell: String, named name: String) throws -> URL {
    let result = try runBinary(["--generate-completion-script", shell])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("legible"))
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(result.output.utf8).write(to: url)
    return url
  }

  /// Runs a shell command line and returns its standard output.
  static func run(_ shell: String, _ arguments: [String]) throws -> String {
    let child = try runProcess(URL(fileURLWithPath: shell), arguments, input: Data())
    #expect(child.status == 0, "\(shell) \(arguments): \(child.error)")
    return child.output
  }

  @Test(.enabled(if: shell("bash") != nil, "bash is not installed"))
  func bashOffersAudit() throws {
    let url = try Self.script("bash", named: "legible.bash")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let output = try Self.run(
      try #require(Self.shell("bash")),
      [
        "--norc", "--noprofile", "-c",
        """
        source "$1"; COMP_WORDS=(legible au); COMP_CWORD=1; COMP_LINE="legible au"; \
        COMP_POINT=10; _legible legible au legible; printf '%s\\n' "${COMPREPLY[@]}"
        """, "bash", url.path,
      ])
    #expect(output == "audit\n")
  }

  /// zsh completion runs only inside the line editor, so the harness starts an interactive zsh
  /// on a pseudo-terminal (`zsh/zpty`), loads the script through `compinit`, wraps `compadd` to
  /// record every candidate, and types `legible au<TAB>`.
  static let zshHarness = #"""
    zmodload zsh/zpty || exit 3
    zpty z zsh -f -i
    zpty -w z "fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -D"
    zpty -w z "compadd() { local -a __m; builtin compadd -O __m \"\$@\"; print -rl -- \$__m >>${(q)2}; builtin compadd \"\$@\" }"
    zpty -w z "print -r -- ready >>${(q)2}.ready"
    for i in {1..200}; do [[ -s $2.ready ]] && break; sleep 0.1; done
    zpty -w -n z $'legible au\t'
    for i in {1..200}; do [[ -s $2 ]] && break; sleep 0.1; done
    sleep 0.5
    zpty -d z
    [[ -s $2 ]]
    """#

  @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed (make deps installs it)"))
  func zshOffersAudit() throws {
    let url = try Self.script("zsh", named: "_legible")
    let directory = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: directory) }
    let harness = directory.appendingPathComponent("harness.zsh")
    try Data(Self.zshHarness.utf8).write(to: harness)
    let candidates = directory.appendingPathComponent("candidates.txt")
    _ = try Self.run(
      try #require(Self.shell("zsh")), ["-f", harness.path, directory.path, candidates.path])
    let offered = try String(contentsOf: candidates, encoding: .utf8)
    #expect(offered == "audit\n")
  }

  @Test(.enabled(if: shell("fish") != nil, "fish is not installed (make deps installs it)"))
  func fishOffersAudit() throws {
    let url = try Self.script("fish", named: "legible.fish")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let output = try Self.run(
      try #require(Self.shell("fish")),
      ["--no-config", "-c", "source $argv[1]; complete -C 'legible au'", url.path])
    // One candidate per line: the word, a tab, the subcommand's abstract.
    #expect(
      output.split(separator: "\n").map { $0.split(separator: "\t").first ?? "" } == ["audit"])
    #expect(output.contains("Audit button states"))
  }

  @Test func unknownShellIsAUsageError() throws {
    let result = try runBinary(["--generate-completion-script", "tcsh"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("Can't generate completion scripts for 'tcsh'"))
  }
}
