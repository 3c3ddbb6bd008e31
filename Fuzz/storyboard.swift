// libFuzzer harness: Interface Builder documents (issue 21) — LegibleXML's libxml2 reader, then
// IBDocumentReader, the colour resolver and IBSpecBuilder on one storyboard, through the public
// `InterfaceBuilderDiscovery.discover(_:)` (so the size-limited file read and UTF-8 check run
// too), then the Auditor on the components found.

import LegibleAudit
import LegibleInterfaceBuilder

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let path = writeFuzzFile(fuzzBytes(data, size), "Main.storyboard")
  guard let found = try? InterfaceBuilderDiscovery().discover([path]).found else { return 0 }
  _ = try? Auditor().audit(found.spec(name: "fuzz"))
  return 0
}
