import Foundation

/// A body read through an observer: see ``HTTPTransportBody/observed(_:)``.
/// Read by one reader at a time, as every body is.
final class ObservedBody: @unchecked Sendable {
    // Touched only by the body's one reader, then by deinit.
    private var iterator: HTTPTransportBody.AsyncIterator
    private var read = Data()
    private var ended = false
    private let observe: @Sendable (Data, Bool) throws -> Void

    init(_ body: HTTPTransportBody, _ observe: @escaping @Sendable (Data, Bool) throws -> Void) {
        iterator = body.makeAsyncIterator()
        self.observe = observe
    }

    func next() async throws -> Data? {
        guard !ended else { return nil }
        do {
            guard let chunk = try await iterator.next() else {
                ended = true
                try observe(read, true)
                return nil
            }
            read.append(chunk)
            return chunk
        } catch {
            if !ended {
                ended = true
                try? observe(read, false)
            }
            throw error
        }
    }

    deinit {
        // Dropped before its end: what was read is all there is.
        if !ended { try? observe(read, false) }
    }
}
