// Ownership of one LittleCMS profile handle (`cmsHPROFILE`), closed in `deinit`.

internal import CLittleCMS

/// Owns a `cmsHPROFILE`; closes it in `deinit`, before its context goes.
final class LCMSProfile {
  let context: LCMSContext
  let handle: UnsafeMutableRawPointer

  /// Takes ownership of a handle a LittleCMS creator returned, or throws when it returned null.
  init(
    _ handle: UnsafeMutableRawPointer?, context: LCMSContext, code: ColorManagementError.Code,
    message: @autoclosure () -> String, location: String?
  ) throws(ColorManagementError) {
    guard let handle else {
      throw ColorManagementError(
        code: code, message: message(), location: location,
        underlyingMessages: context.sink.drain())
    }
    self.context = context
    self.handle = handle
  }

  /// The profile serialised as ICC bytes (`cmsSaveProfileToMem`), or `nil` when that fails.
  func serialized() -> [UInt8]? {
    var size: cmsUInt32Number = 0
    guard cmsSaveProfileToMem(handle, nil, &size) != 0, size > 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(size))
    let saved = bytes.withUnsafeMutableBytes { cmsSaveProfileToMem(handle, $0.baseAddress, &size) }
    return saved != 0 ? Array(bytes.prefix(Int(size))) : nil
  }

  /// The ASCII text of an informational tag, or `nil` when the profile has none.
  func info(_ info: cmsInfoType) -> String? {
    let count = cmsGetProfileInfoASCII(handle, info, "en", "US", nil, 0)
    guard count > 0 else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(count) + 1)
    _ = cmsGetProfileInfoASCII(handle, info, "en", "US", &buffer, count)
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.isEmpty ? nil : text
  }

  deinit {
    cmsCloseProfile(handle)
  }
}
