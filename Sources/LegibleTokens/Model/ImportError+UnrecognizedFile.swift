extension ImportError {
  /// No importer recognises the file at `path` (``Code/unrecognizedFile``), with the formats a
  /// caller can force instead. The message names no way of forcing one, which is the caller's
  /// (a command's option, a parameter):
  /// `notes.txt: error: no importer recognises this file; known formats: asset-catalog, …`.
  static func unrecognizedFile(_ path: String, knownFormats: [String]) -> ImportError {
    // A JavaScript or TypeScript module is read only for its `css` templates: say so.
    let script = ScriptStylesheet.unreadModuleNote(path)
    var error = ImportError(
      .unrecognizedFile,
      "no importer recognises this file\(script); known formats: "
        + knownFormats.joined(separator: ", "),
      location: FileLocation(file: path))
    error.knownFormats = knownFormats
    return error
  }

  /// The error as a command that forces an importer with `option` reports it: for
  /// ``Code/unrecognizedFile``, `no importer recognises this file; name the format with
  /// <option> (asset-catalog, …)`, same code, file and formats; any other error unchanged.
  ///
  /// - Parameter option: How that command names a format, e.g. `--input-format`.
  package func namingFormat(with option: String) -> ImportError {
    guard code == .unrecognizedFile else { return self }
    var error = self
    let script = ScriptStylesheet.unreadModuleNote(location?.file ?? "")
    error.message =
      "no importer recognises this file\(script); name the format with \(option) ("
      + knownFormats.joined(separator: ", ") + ")"
    return error
  }
}
