// libFuzzer harness: the audit-spec decoder (AuditSpec(json:file:)) and, for specs that decode,
// the audit itself.

import LegibleAudit

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let spec = try? AuditSpec(json: fuzzText(data, size), file: "fuzz.json") else { return 0 }
  _ = try? Auditor(policy: AuditPolicy()).audit(spec)
  return 0
}
