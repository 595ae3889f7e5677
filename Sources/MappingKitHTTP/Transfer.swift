import Foundation
import MappingKit
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One data task: the continuation waiting for the head, then the stream
/// the body's chunks go into.
final class Transfer: Sendable {
    private struct State {
        var head: CheckedContinuation<HTTPTransportResponse, any Error>?
        var headDelivered = false
        /// The body's stream until the head hands it over: held here no
        /// longer, so that the response alone keeps it alive.
        var chunks: AsyncThrowingStream<Data, any Error>?
        /// Set when the task failed before its head arrived, to fail a late waiter.
        var failure: (any Error)?
    }

    let url: URL?
    let body: AsyncThrowingStream<Data, any Error>.Continuation
    private let state: Locked<State>

    init(url: URL?, chunks: AsyncThrowingStream<Data, any Error>, body: AsyncThrowingStream<Data, any Error>.Continuation) {
        self.url = url
        self.body = body
        state = Locked(State(chunks: chunks))
    }

    func waitForHead(_ continuation: CheckedContinuation<HTTPTransportResponse, any Error>) {
        let failure = state.withLock { state -> (any Error)? in
            guard let failure = state.failure else {
                state.head = continuation
                return nil
            }
            state.headDelivered = true
            return failure
        }
        if let failure { continuation.resume(throwing: failure) }
    }

    /// Resumes the head's waiter with the response `head` makes of the
    /// body's stream; `false` when it was resumed already (cancelled).
    func deliverHead(_ head: (AsyncThrowingStream<Data, any Error>) -> HTTPTransportResponse) -> Bool {
        let taken = state.withLock { state -> (CheckedContinuation<HTTPTransportResponse, any Error>, AsyncThrowingStream<Data, any Error>)? in
            guard !state.headDelivered, let waiter = state.head, let chunks = state.chunks else { return nil }
            state.headDelivered = true
            state.head = nil
            state.chunks = nil
            return (waiter, chunks)
        }
        guard let (waiter, chunks) = taken else { return false }
        waiter.resume(returning: head(chunks))
        return true
    }

    /// Ends the transfer with `error`: before the head, its waiter throws
    /// it; after, the body's stream does.
    func fail(_ error: any Error) {
        let waiter = state.withLock { state -> CheckedContinuation<HTTPTransportResponse, any Error>? in
            guard !state.headDelivered else { return nil }
            guard let head = state.head else {
                state.failure = error
                return nil
            }
            state.headDelivered = true
            state.head = nil
            return head
        }
        if let waiter {
            waiter.resume(throwing: error)
        } else {
            body.finish(throwing: error)
        }
    }

    /// Ends the body: all of it has arrived. Without a head, there was no
    /// HTTP response.
    func complete() {
        let headless = state.withLock { !$0.headDelivered }
        if headless {
            fail(URLError(.badServerResponse))
        } else {
            body.finish()
        }
    }
}
