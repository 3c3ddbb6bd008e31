import Foundation

/// What a child process left behind: its exit status and everything it wrote.
public struct ProcessOutput: Sendable {
  /// The exit status, or the signal number when the child was killed by a signal.
  public var status: Int32
  /// Everything written to standard output.
  public var standardOutput: Data
  /// Everything written to standard error.
  public var standardError: Data

  /// Standard output decoded as UTF-8 (invalid bytes become U+FFFD).
  public var output: String { String(decoding: standardOutput, as: UTF8.self) }
  /// Standard error decoded as UTF-8 (invalid bytes become U+FFFD).
  public var error: String { String(decoding: standardError, as: UTF8.self) }
}

/// A child process that did not finish in time.
public struct ProcessTimeout: Error, CustomStringConvertible {
  /// The command line, for the failure message.
  public var command: [String]
  /// The limit that was exceeded, in seconds.
  public var seconds: Double

  public var description: String {
    "process did not finish within \(seconds) s and was killed: \(command.joined(separator: " "))"
  }
}

/// Collects what one pipe delivers, from a reader thread, for the waiting thread.
private final class PipeDrain: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  func store(_ bytes: Data) { lock.withLock { data = bytes } }
  var bytes: Data { lock.withLock { data } }
}

/// Runs `executable` with `arguments` and returns its status, standard output and standard error.
///
/// Standard output and standard error are drained concurrently, each on its own thread, and
/// standard input is written on a third: a child that fills one pipe (64 KiB on Linux) while the
/// parent waits on the other would otherwise deadlock. Standard input is always a pipe, closed
/// after `input` is written, so a child never reads the test runner's terminal. The timeout
/// covers the child's exit as well as both pipes' end of file.
///
/// - Parameters:
///   - environment: the child's whole environment; nil inherits this process's.
///   - timeout: seconds before the child is killed (SIGKILL) and ``ProcessTimeout`` is thrown.
public func runProcess(
  _ executable: URL, _ arguments: [String] = [], environment: [String: String]? = nil,
  currentDirectory: URL? = nil, input: Data = Data(), timeout: Double = 600
) throws -> ProcessOutput {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let environment { process.environment = environment }
  if let currentDirectory { process.currentDirectoryURL = currentDirectory }
  let outPipe = Pipe()
  let errPipe = Pipe()
  let inPipe = Pipe()
  process.standardOutput = outPipe
  process.standardError = errPipe
  process.standardInput = inPipe
  let group = DispatchGroup()
  group.enter()
  process.terminationHandler = { _ in group.leave() }
  do { try process.run() } catch {
    group.leave()
    throw error
  }

  let out = PipeDrain()
  let err = PipeDrain()
  let outReader = outPipe.fileHandleForReading
  let errReader = errPipe.fileHandleForReading
  let writer = inPipe.fileHandleForWriting
  group.enter()
  Thread.detachNewThread {
    out.store(outReader.readDataToEndOfFile())
    group.leave()
  }
  group.enter()
  Thread.detachNewThread {
    err.store(errReader.readDataToEndOfFile())
    group.leave()
  }
  group.enter()
  Thread.detachNewThread {
    // A child that exits without reading its input closes the pipe. Block SIGPIPE in this thread
    // only (children are spawned from another thread, so they keep their mask): the write then
    // fails with EPIPE, ignored here, and the pending signal dies with the thread.
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
    if !input.isEmpty { try? writer.write(contentsOf: input) }
    try? writer.close()
    group.leave()
  }

  if group.wait(timeout: .now() + timeout) == .timedOut {
    kill(process.processIdentifier, SIGKILL)
    // Grandchildren may still hold the pipes open; give the readers a moment, then give up.
    _ = group.wait(timeout: .now() + 5)
    throw ProcessTimeout(command: [executable.path] + arguments, seconds: timeout)
  }
  process.waitUntilExit()  // already exited: the termination handler has run
  return ProcessOutput(
    status: process.terminationStatus, standardOutput: out.bytes, standardError: err.bytes)
}
