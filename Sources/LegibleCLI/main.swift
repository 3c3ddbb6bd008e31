// The `legible` executable: the command line of LegibleCommandLine as a process.
import LegibleCommandLine

LegibleProcess.main()
