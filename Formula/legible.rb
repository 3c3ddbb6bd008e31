# Homebrew formula for the `legible` command, built from source (issue 22; docs/install.md).
#
# Head only: the repository has no release tag yet, so there is no stable `url`/`sha256`;
# install with `brew install --HEAD`. The URL is the one the project's JSON Schemas name in
# their `$id` (docs/audit-spec.schema.json); neither README nor Package.swift names a public
# repository, and whether that URL serves this repository was not checked. Homebrew refuses
# `brew install ./Formula/legible.rb` unless HOMEBREW_DEVELOPER is set (formulae come from taps),
# so tap this repository (Formula/ is a tap's layout) or copy the file into a local tap:
# docs/install.md.
class Legible < Formula
  desc "Colour contrast audits of app UI states against WCAG 2.2, with APCA"
  homepage "https://github.com/legible/legible"
  license "Apache-2.0"
  head "https://github.com/legible/legible.git", branch: "main"

  # Package.swift declares swift-tools-version 6.1 (package traits): Swift 6.1 or later.
  depends_on xcode: ["16.3", :build]
  # pkgconf is Homebrew's pkg-config (`pkg-config` is an alias of it): SwiftPM finds the four
  # C libraries of Package.swift's system-library targets through it.
  depends_on "pkgconf" => :build
  depends_on "libpng"
  depends_on "libxml2" # keg-only; the macOS SDK's libxml2 has no .pc file for pkg-config
  depends_on "libyaml"
  depends_on "little-cms2"

  uses_from_macos "swift" => :build

  def install
    # Default traits: the SwiftSources trait is on, so this `legible` reads Swift sources too.
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "legible"
    bin.install ".build/release/legible"
    man1.install "docs/man/legible.1"
    # swift-argument-parser: `legible --generate-completion-script bash|zsh|fish`.
    generate_completions_from_executable(bin/"legible", "--generate-completion-script")
  end

  test do
    assert_match "Ratio:       5.84:1", shell_output("#{bin}/legible contrast '#ffffff' '#0061cd'")

    # One passing button with an exempt disabled state, and one failing text-only button.
    (testpath/"spec.json").write <<~JSON
      {
        "name": "Formula test",
        "surfaces": { "page": "#ffffff" },
        "components": [
          {
            "name": "Primary",
            "surface": "page",
            "states": {
              "normal": { "text": "#ffffff", "background": "#0061cd" },
              "disabled": { "text": "#ffffff", "background": "#bcd4f0" }
            }
          },
          {
            "name": "Ghost",
            "surface": "page",
            "states": { "normal": { "text": "#999999", "background": "#ffffff" } }
          }
        ]
      }
    JSON
    # Exit status 1: a finding fails the gate.
    output = shell_output("#{bin}/legible audit #{testpath}/spec.json --format text", 1)
    assert_match "6 findings: 1 fail, 0 needs-review, 2 pass, 3 exempt", output
    assert_match "fix: text #999999 → #767676", output
  end
end
