import ArgumentParser

/// `legible grid --format`: how the contrast grid is written.
enum GridFormat: String, CaseIterable, ExpressibleByArgument {
  case html
  case markdown
  case json
}
