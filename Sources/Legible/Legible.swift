// Legible: the umbrella module. One `import Legible` gives the colour core, the audit engine,
// the token importers and the report writers. LegibleICC (ICC profiles through LittleCMS, a
// system library) is a separate product: import it on its own where LittleCMS can be linked.

@_exported import LegibleAudit
@_exported import LegibleColor
@_exported import LegibleDiscovery
@_exported import LegibleReports
@_exported import LegibleTokens
