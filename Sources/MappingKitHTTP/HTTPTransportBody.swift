import Foundation

/// A response body as a transport hands it over: the bytes at hand, or a
/// stream of chunks read once, as they arrive.
///
/// ``EndpointClient`` reads it under its size bound and drops it as soon as
/// it has read enough; a streaming transport stops its transfer then, in
/// its stream's `onTermination`.
///
/// ```swift
/// let whole = HTTPTransportBody(Data(#"{"id": 1}"#.utf8))
/// let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
/// let streamed = HTTPTransportBody(expectedLength: 9, chunks)
/// continuation.yield(Data(#"{"id":"#.utf8)); continuation.yield(Data(" 1}".utf8)); continuation.finish()
/// for try await chunk in streamed { print(chunk.count) }   // 6, 3
/// ```
public struct HTTPTransportBody: AsyncSequence, Sendable {
    public typealias Element = Data

    enum Storage: Sendable {
        case data(Data)
        case stream(AsyncThrowingStream<Data, any Error>)
        /// Another body read through an observer (a recording).
        case observed(ObservedBody)
    }

    let storage: Storage
    /// The length the response announced (`Content-Length`), when it did;
    /// the client refuses a body announced over its limit before reading it.
    public let expectedLength: Int?

    /// A body whose bytes are all at hand.
    public init(_ data: Data) {
        self.init(data, expectedLength: data.count)
    }

    /// The bytes at hand, announced as `expectedLength` (a recorded
    /// `Content-Length`, which a body cut short does not reach).
    init(_ data: Data, expectedLength: Int?) {
        storage = .data(data)
        self.expectedLength = expectedLength
    }

    /// A body read from `chunks` as they arrive; `expectedLength` is the
    /// announced length, if any. Dropping the stream unread ends it with
    /// `onTermination(.cancelled)`: stop the transfer there.
    public init(expectedLength: Int? = nil, _ chunks: AsyncThrowingStream<Data, any Error>) {
        storage = .stream(chunks)
        self.expectedLength = expectedLength
    }

    /// No body.
    public static var empty: HTTPTransportBody { HTTPTransportBody(Data()) }

    public func makeAsyncIterator() -> AsyncIterator {
        switch storage {
        case .data(let data): AsyncIterator(pending: data.isEmpty ? nil : data, stream: nil)
        case .stream(let stream): AsyncIterator(pending: nil, stream: stream.makeAsyncIterator())
        case .observed(let observed): AsyncIterator(pending: nil, stream: nil, observed: observed)
        }
    }

    /// Reads the chunks one by one.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var pending: Data?
        var stream: AsyncThrowingStream<Data, any Error>.AsyncIterator?
        var observed: ObservedBody?

        /// The next chunk, or `nil` at the end. A stream that ends because
        /// the reading task was cancelled throws `CancellationError`, so a
        /// cut body is never taken for a whole one.
        public mutating func next() async throws -> Data? {
            if let chunk = pending {
                pending = nil
                return chunk
            }
            if let observed { return try await observed.next() }
            guard stream != nil else { return nil }
            let chunk = try await stream?.next()
            if chunk == nil {
                stream = nil
                try Task.checkCancellation()
            }
            return chunk
        }
    }
}

extension HTTPTransportBody {
    /// What reading a body under a limit gave.
    struct Read: Sendable {
        var data: Data
        /// `true` when reading stopped at the limit with more to come.
        var truncated: Bool
    }

    /// Reads at most `limit` bytes. Past it: throws
    /// ``EndpointError/bodyTooLarge(limit:)``, or with `stoppingAtLimit`
    /// keeps what fits and stops (a status error's body, read for its excerpt).
    func read(limit: Int, stoppingAtLimit: Bool = false) async throws -> Read {
        let limit = Swift.max(0, limit)
        if case .data(let data) = storage {
            guard data.count > limit else { return Read(data: data, truncated: false) }
            guard stoppingAtLimit else { throw EndpointError.bodyTooLarge(limit: limit) }
            return Read(data: data.prefix(limit), truncated: true)
        }
        var data = Data()
        if let expectedLength, expectedLength <= limit { data.reserveCapacity(expectedLength) }
        for try await chunk in self {
            guard data.count + chunk.count <= limit else {
                guard stoppingAtLimit else { throw EndpointError.bodyTooLarge(limit: limit) }
                data.append(chunk.prefix(limit - data.count))
                return Read(data: data, truncated: true)
            }
            data.append(chunk)
        }
        return Read(data: data, truncated: false)
    }
}

extension HTTPTransportBody {
    /// This body, with `observe` told what was read once reading ends:
    /// every byte at the end of the body (`complete`), or what was read
    /// when reading failed or the body was dropped before its end. A body
    /// at hand is observed whole at once. `observe` may throw to fail the
    /// read at the end of the body.
    func observed(_ observe: @escaping @Sendable (_ read: Data, _ complete: Bool) throws -> Void) throws -> HTTPTransportBody {
        if case .data(let data) = storage {
            try observe(data, true)
            return self
        }
        return HTTPTransportBody(storage: .observed(ObservedBody(self, observe)), expectedLength: expectedLength)
    }

    private init(storage: Storage, expectedLength: Int?) {
        self.storage = storage
        self.expectedLength = expectedLength
    }
}
