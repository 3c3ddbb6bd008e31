/// The version of Legible: what `legible --version` prints and SARIF logs name as the tool's.
public enum LegibleVersion {
  /// The semantic version of this release.
  public static let current = "0.1.0"
}
