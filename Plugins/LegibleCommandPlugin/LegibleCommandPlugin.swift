import PackagePlugin

/// `swift package legible [audit options and paths…]`: `legible audit` over the package, with no
/// permission asked. Without paths it audits the package's source targets (or `--target NAME`),
/// unless `legible.json` names `specs`; the plugin exits with the audit's status (0, 1 when the
/// gate fails, 2 for bad input). Options that write files (`-o`, `--report`,
/// `--update-baseline`) need `swift package legible-write`, which asks for write permission.
@main
struct LegibleCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try AuditInvocation(verb: "legible", mayWrite: false).run(
      context: context, arguments: arguments)
  }
}
