import Foundation

/// The input of a ``JSONDocument``, kept as it was handed over: an array, or
/// `Data` read in place (never copied into an array first).
///
/// A class, so a document (and every `PayloadValue` that holds one) copies
/// as one reference, whichever the storage.
final class JSONBytes: Sendable {
    enum Storage: Sendable {
        case array([UInt8])
        case data(Data)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// Runs `body` with the bytes, valid only inside `body`.
    @inline(__always)
    func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        switch storage {
        case .array(let bytes): try bytes.withUnsafeBufferPointer(body)
        case .data(let data): try data.withUnsafeBytes { try body($0.assumingMemoryBound(to: UInt8.self)) }
        }
    }
}
