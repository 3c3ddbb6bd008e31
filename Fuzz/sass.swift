// libFuzzer harness: what Legible reads of Sass and Dart Sass without running it: the source map
// (SourceMap, ECMA-426) and lookups in it, the `@use`/`@forward`/`@import` scanner and load
// candidates (SassStylesheet), Dart Sass's error text and its output's embedded map
// (SassCompiler). Dart Sass itself is not run: a process per input would starve the fuzzer.

import LegibleTokens

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzBytes(data, size)
  let text = String(decoding: bytes, as: UTF8.self)
  if let map = try? SourceMap(json: text, file: "x.css.map") {
    for line in 0...4 {
      for column in [0, 1, 2, 40, Int.max / 2] {
        if let found = map.original(line: line, column: column) {
          precondition(found.line >= 1 && found.column >= 1, "a mapped place before 1:1")
          precondition(map.sources.contains(found.source), "a mapped source not in sources")
        }
      }
    }
  }
  // The mappings field alone, with a few sources.
  _ = try? SourceMap.decode(text, sourceCount: 3)
  for url in SassStylesheet.loads(in: text) {
    _ = SassStylesheet.candidates(for: url, in: "scss/components")
  }
  _ = SassCompiler.error(text, compiling: "x.scss", version: "1.99.0")
  _ = try? SassCompiler.split(text, file: "x.scss")
  return 0
}
