import Foundation
import PackagePlugin

/// The build-tool plugin: `legible audit` over a target's folder on every build that changed it
/// (Swift sources, asset catalogs, storyboards and xibs, token files), printing each finding as a
/// compiler diagnostic at its file:line (`--format xcode`): errors for what fails the gate,
/// warnings for needs-review. A failing gate fails the build; `legible.json` (the package's, as
/// `legible audit` finds it) sets the policy and the baseline.
///
/// The command declares every file under the target folder and the configuration as inputs and
/// its JSON report as output, so an unchanged target is not audited again. A target holding no
/// button is a warning (`--allow-empty`), not a failed build.
@main
struct LegibleBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let folder = module.directoryURL
    return [
      BuildAudit(
        tool: try context.tool(named: "LegiblePluginTool").url,
        name: target.name,
        paths: [folder],
        inputs: BuildAudit.files(under: folder),
        configuration: ConfigurationSearch.first(above: context.package.directoryURL),
        workDirectory: context.pluginWorkDirectoryURL
      ).command
    ]
  }
}

/// One audit as a build command.
struct BuildAudit {
  /// The `legible` executable.
  var tool: URL
  /// The target's name (the report's file name, the command's display name).
  var name: String
  /// What `legible audit` reads: the target folder, or the files an Xcode target lists.
  var paths: [URL]
  /// The files whose change reruns the audit.
  var inputs: [URL]
  /// `legible.json` or `.legible.json`, if there is one.
  var configuration: URL?
  /// The plugin's work directory (the JSON report, the declared output).
  var workDirectory: URL

  /// The JSON report: written on every run, so that an unchanged target is up to date.
  var report: URL { workDirectory.appending(path: "legible-\(name).json") }

  var command: Command {
    var arguments = ["audit"] + paths.map { $0.path(percentEncoded: false) }
    if let configuration {
      arguments += ["--config", configuration.path(percentEncoded: false)]
    }
    arguments += [
      "--format", "xcode", "--report", "json:" + report.path(percentEncoded: false),
      "--allow-empty",
    ]
    return .buildCommand(
      displayName: "Legible: auditing \(name)",
      executable: tool,
      arguments: arguments,
      inputFiles: inputs + (configuration.map { [$0] } ?? []),
      outputFiles: [report])
  }

  /// Every regular file under `folder` but hidden ones, in a stable order: what `legible audit`
  /// may read there (an asset catalog's colours are files inside its folder).
  static func files(under folder: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walker
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
      files.append(url)
    }
    return files.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
  }

}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  /// In an Xcode project: the target's own Swift files, storyboards, xibs, asset catalogs and
  /// token files (an Xcode target's files need not share a folder), with the project's
  /// `legible.json`.
  extension LegibleBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      let read = target.inputFiles.map(\.url).filter(BuildAudit.isAudited)
      guard !read.isEmpty else { return [] }
      // An asset catalog is one entry of the target; its colours are the files inside it.
      let inputs = read.flatMap { url in
        url.pathExtension == "xcassets" ? BuildAudit.files(under: url) : [url]
      }
      return [
        BuildAudit(
          tool: try context.tool(named: "LegiblePluginTool").url,
          name: target.displayName,
          paths: read,
          inputs: inputs,
          configuration: ConfigurationSearch.first(above: context.xcodeProject.directoryURL),
          workDirectory: context.pluginWorkDirectoryURL
        ).command
      ]
    }
  }

  extension BuildAudit {
    /// The files of an Xcode target that `legible audit` reads.
    static func isAudited(_ url: URL) -> Bool {
      let name = url.lastPathComponent.lowercased()
      return ["swift", "storyboard", "xib", "xcassets", "css"].contains(url.pathExtension)
        || name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")
    }
  }
#endif
