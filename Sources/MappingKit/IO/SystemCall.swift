#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The package's one way to make a system call that can be interrupted, and
/// to word an `errno`: every `open`, `read` and `write` of `IO/`, of
/// `RecordingTransport` (through ``PendingFile``) and of the tool's standard
/// streams goes through it, as swift-nio's `SystemCallHelpers` does.
///
/// Each call is made again while it fails with `EINTR`; any other failure
/// comes back as `-1` with `errno` set, for the caller to make its own
/// error of (``FileReadError``, ``FileWriteError``, `EndpointError`).
///
/// ```swift
/// let descriptor = SystemCall.open("payload.json", O_RDONLY | O_CLOEXEC)
/// guard descriptor >= 0 else { throw FileReadError(errorNumber: errno) }
/// if let code = SystemCall.writeAll(bytes, to: STDOUT_FILENO) {
///     print(SystemCall.errorText(code))   // "No space left on device"
/// }
/// ```
package enum SystemCall {
    /// `open(2)`, again after `EINTR`: the descriptor, or `-1` with `errno` set.
    package static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        retrying { systemOpen(path, flags, mode) }
    }

    /// `read(2)`, again after `EINTR`: the bytes read (`0` at end of
    /// input), or `-1` with `errno` set (`EAGAIN` on a non-blocking
    /// descriptor with nothing yet).
    package static func read(_ descriptor: Int32, into base: UnsafeMutableRawPointer, count: Int) -> Int {
        retrying { systemRead(descriptor, base, count) }
    }

    /// Writes every byte of `bytes` to `descriptor` (again after a partial
    /// write or `EINTR`): `nil`, or the `errno` of the write that failed.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard var base = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let written = retrying { systemWrite(descriptor, base, remaining) }
            if written < 0 { return errno }
            remaining -= written
            base += written
        }
        return nil
    }

    /// `call`, made again while it fails with `EINTR`.
    @inline(__always)
    package static func retrying<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// The system's words for an `errno` value (`No space left on device`),
    /// or `error N` when it has none.
    package static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

// `open`, `read` and `write` are shadowed inside `SystemCall`.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemRead(_ descriptor: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, base, count) }
private func systemWrite(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, base, count) }
