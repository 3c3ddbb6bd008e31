import PackagePlugin

/// `swift package --allow-writing-to-package-directory legible-write [options and paths…]`:
/// `swift package legible` with permission to write into the package directory, for `-o`,
/// `--report`, `--update-baseline` and the reports `legible.json` names.
@main
struct LegibleWriteCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try AuditInvocation(verb: "legible-write", mayWrite: true).run(
      context: context, arguments: arguments)
  }
}
