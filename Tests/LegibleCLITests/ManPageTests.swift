import Foundation
import TestSupport
import Testing

/// The committed man page `docs/man/legible.1` (made by `make man` with ArgumentParser's
/// generate-manual plugin, which builds in release, so the test reads the committed file): it
/// lists every subcommand and option that `legible --experimental-dump-help` reports, and groff
/// renders it without a warning (groff runs where it is installed; `make deps` installs it).
@Suite struct ManPageTests {
  static let page = Repository.url("docs/man/legible.1")

  static let groff: String? = ["/usr/bin/groff", "/bin/groff", "/opt/homebrew/bin/groff"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// A command of the dump: its name, its option spellings (`--level`, `-o`), its subcommands.
  struct Command {
    var name: String
    var options: [String]
    var subcommands: [Command]

    init(_ json: [String: Any]) {
      name = json["commandName"] as? String ?? ""
      options = (json["arguments"] as? [[String: Any]] ?? []).flatMap { argument in
        guard argument["shouldDisplay"] as? Bool ?? true else { return [String]() }
        return (argument["names"] as? [[String: Any]] ?? []).compactMap { name in
          guard let text = name["name"] as? String else { return nil }
          return (name["kind"] as? String == "short" ? "-" : "--") + text
        }
      }
      subcommands = (json["subcommands"] as? [[String: Any]] ?? []).map(Command.init)
    }
  }

  static func dump() throws -> Command {
    let result = try runBinary(["--experimental-dump-help"])
    #expect(result.status == 0, "\(result.error)")
    let object = try jsonObject(result.output)
    return Command(try #require(object["command"] as? [String: Any]))
  }

  /// The page as groff renders it for a terminal, in ASCII (`\-` as `-`).
  static func rendered(_ extra: [String] = []) throws -> ProcessOutput {
    let groff = try #require(Self.groff)
    return try runProcess(
      URL(fileURLWithPath: groff), ["-mandoc", "-Tascii", "-P", "-cbou"] + extra + [page.path])
  }

  @Test(.enabled(if: groff != nil, "groff is not installed (make deps installs groff-base)"))
  func listsEverySubcommandAndOption() throws {
    let root = try Self.dump()
    #expect(root.name == "legible")
    #expect(root.subcommands.count >= 6)
    let text = try Self.rendered().output
    let source = try String(contentsOf: Self.page, encoding: .utf8)
    #expect(text.contains("LEGIBLE"))
    for option in root.options { #expect(text.contains(option), "legible \(option)") }
    for command in root.subcommands where command.name != "help" {
      // Each subcommand is an item of the DESCRIPTION list (`.It Em audit`).
      #expect(source.contains("\n.It Em \(command.name)\n"), "\(command.name)")
      #expect(text.contains("\n     \(command.name)"), "\(command.name)")
      #expect(!command.options.isEmpty)
      for option in command.options {
        #expect(text.contains(option), "legible \(command.name) \(option)")
      }
    }
  }

  @Test(.enabled(if: groff != nil, "groff is not installed (make deps installs groff-base)"))
  func rendersWithoutWarnings() throws {
    let groff = try #require(Self.groff)
    let result = try runProcess(
      URL(fileURLWithPath: groff), ["-mandoc", "-Tutf8", "-ww", "-z", Self.page.path])
    #expect(result.status == 0)
    #expect(result.error == "", "groff: \(result.error)")
  }
}
