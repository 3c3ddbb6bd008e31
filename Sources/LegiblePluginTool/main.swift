// `legible` as the tool of the package plugins (Plugins/): the same command line, under the
// target name SwiftPM looks a plugin's tool up by (Package.swift says why).
import LegibleCommandLine

LegibleProcess.main()
