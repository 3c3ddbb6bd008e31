// One LittleCMS 2 context (lcms 2.14 API, https://www.littlecms.com/LittleCMS2.14%20API.pdf §4.1)
// with an error handler that routes every message into an `ErrorSink` reached through the
// context's user data. The process-global handler (`cmsSetLogErrorHandler`) is never touched.

internal import CLittleCMS
import Foundation

/// Collects the messages LittleCMS logs on one context (thread-safe).
final class ErrorSink: @unchecked Sendable {  // sound: every access goes through `lock`
  private let lock = NSLock()
  private var messages: [String] = []

  func append(_ message: String) {
    lock.lock()
    defer { lock.unlock() }
    messages.append(message)
  }

  /// Returns the messages collected so far and forgets them.
  func drain() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    let result = messages
    messages.removeAll()
    return result
  }
}

/// Owns a `cmsContext` and the sink its error handler writes to; deletes the context in `deinit`.
///
/// Profiles and transforms created in the context keep a strong reference to it, so the
/// context is always deleted after them.
final class LCMSContext {
  let sink = ErrorSink()
  let handle: OpaquePointer

  /// Creates a context whose error handler is installed before any other call uses it.
  init(location: String?) throws(ColorManagementError) {
    guard let handle = cmsCreateContext(nil, Unmanaged.passUnretained(sink).toOpaque()) else {
      throw ColorManagementError(
        code: .transformFailed, message: "LittleCMS could not create a context (out of memory?).",
        location: location)
    }
    self.handle = handle
    cmsSetLogErrorHandlerTHR(handle) { context, code, text in
      guard let context, let raw = cmsGetContextUserData(context) else { return }
      let sink = Unmanaged<ErrorSink>.fromOpaque(raw).takeUnretainedValue()
      sink.append("[\(code)] " + (text.map { String(cString: $0) } ?? ""))
    }
  }

  deinit {
    cmsDeleteContext(handle)
  }
}
