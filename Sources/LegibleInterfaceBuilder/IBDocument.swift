// A storyboard or xib, read: its buttons, the `<resources>` snapshots of named and system
// colours, and whether Xcode colour-matched it (docs/interface-builder.md §1, §2).

/// An Interface Builder document as far as button colours go.
package struct IBDocument: Sendable {
  package enum Kind: String, Sendable {
    case storyboard
    case xib
  }

  /// The path as given.
  package var path: String
  package var kind: Kind
  package var toolsVersion: String?
  /// `colorMatched="YES"` (every Xcode 8 and later document): calibrated colours are converted
  /// to sRGB on device. Without it (Xcode 6 and 7), the numbers may have been used raw.
  package var colorMatched: Bool
  package var buttons: [IBButton] = []
  /// `<resources><namedColor name="…">`: the value Xcode saw when it saved the file.
  package var namedColors: [String: IBColor] = [:]
  /// `<resources><systemColor name="…">`, likewise.
  package var systemColors: [String: IBColor] = [:]
  /// The line of the `<document>` element.
  package var line: Int
  /// The segues of a storyboard, for how each scene is presented (IBPresentation).
  package var segues: [IBSegue] = []
  /// The storyboard references, by their id.
  package var placeholders: [String: IBPlaceholder] = [:]
  /// The `initialViewController` of a storyboard.
  package var initialViewController: String?
  /// View controller ids by their `storyboardIdentifier`.
  package var storyboardIDs: [String: String] = [:]
}
