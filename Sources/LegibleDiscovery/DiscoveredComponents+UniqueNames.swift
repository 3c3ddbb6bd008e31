extension DiscoveredComponents {
  /// Gives every component a name of its own: a later component whose name an earlier one has
  /// (the same style table or storyboard in two folders of a project, a Swift type and a token
  /// group of one name) is renamed `name (2)`, `name (3)`…, with a note, instead of making a
  /// spec that every audit refuses for its duplicate names.
  package mutating func makeNamesUnique() {
    var seen: Set<String> = []
    for offset in components.indices {
      let name = components[offset].name
      guard seen.contains(name) else {
        seen.insert(name)
        continue
      }
      var number = 2
      while seen.contains("\(name) (\(number))") { number += 1 }
      let unique = "\(name) (\(number))"
      seen.insert(unique)
      components[offset].name = unique
      notes.append(
        DiscoveryNote(
          .ambiguous,
          "another component found earlier has the name \"\(name)\"; this one is \"\(unique)\" (its sources say where it is)",
          subject: unique))
    }
  }
}
