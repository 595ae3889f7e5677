#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MappingKit

/// Standard output or standard error, written with `write(2)` through a
/// buffer, so that a failed write (a full disk, a closed descriptor, a
/// closed pipe) is seen and reported instead of lost as `print` loses it.
///
/// The first failure is kept: later writes do nothing and ``flush()``
/// throws it, so a command writes its whole output, then asks once.
struct StandardStream {
    /// Why writing failed: the `errno` of the failed `write(2)`.
    struct WriteFailure: Error, Sendable {
        var code: Int32
        /// `No space left on device`, `Bad file descriptor`, `Broken pipe`…
        var reason: String { SystemCall.errorText(code) }
    }

    let descriptor: Int32
    private var buffer: [UInt8] = []
    private(set) var failure: WriteFailure?

    /// Bytes gathered before a `write(2)`.
    static let bufferSize = 1 << 16

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.bufferSize)
    }

    static func output() -> StandardStream { StandardStream(descriptor: 1) }

    /// A stream that keeps nothing: where the result goes when
    /// `--format github` or `sarif` prints annotations instead.
    static func discarding() -> StandardStream { StandardStream(descriptor: -1) }

    /// Adds text to the buffer, writing it out when the buffer is full.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    /// Adds text with every line after the first indented by `indent`:
    /// how a value formatted on its own is nested inside a larger one.
    mutating func write(_ text: String, indentingLinesBy indent: String) {
        guard !indent.isEmpty else { return write(text) }
        var text = text
        var indent = indent
        text.withUTF8 { bytes in
            indent.withUTF8 { indentBytes in
                var start = 0
                for position in bytes.indices where bytes[position] == UInt8(ascii: "\n") {
                    write(bytes: UnsafeBufferPointer(rebasing: bytes[start...position]))
                    write(bytes: indentBytes)
                    start = position + 1
                }
                write(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
            }
        }
    }

    mutating func write(bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil, descriptor >= 0 else { return }
        if buffer.count + bytes.count > Self.bufferSize { drain() }
        if bytes.count >= Self.bufferSize {
            writeAll(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Writes what is buffered; throws the first failure of this stream.
    mutating func flush() throws(WriteFailure) {
        drain()
        if let failure { throw failure }
    }

    private mutating func drain() {
        guard !buffer.isEmpty, failure == nil else { return }
        let pending = buffer
        buffer.removeAll(keepingCapacity: true)
        pending.withUnsafeBufferPointer { writeAll($0) }
    }

    private mutating func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        if let code = SystemCall.writeAll(UnsafeRawBufferPointer(bytes), to: descriptor) { failure = WriteFailure(code: code) }
    }
}

extension StandardStream {
    /// Writes a message to standard error, unbuffered; failures are ignored,
    /// as there is nowhere left to report them.
    static func printError(_ text: String, newline: Bool = true) {
        var stream = StandardStream(descriptor: 2)
        stream.write(newline ? text + "\n" : text)
        try? stream.flush()
    }
}
extension StandardStream: TextOutputStream {}
