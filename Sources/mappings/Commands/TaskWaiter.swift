import Foundation
import MappingKit

/// The tool's one bridge from async to sync: the tool runs on the main
/// thread and waits, the HTTP client is async. The operation runs in a
/// detached task (nothing it runs needs the main thread), and its value or
/// error is handed back through a ``Locked`` box; the semaphore orders the
/// write before the read.
///
/// ```swift
/// let (payload, response) = try TaskWaiter.wait { try await client.payload(for: endpoint) }
/// ```
enum TaskWaiter {
    /// The value `operation` returns, or the error it throws, waiting on
    /// this thread until it has finished.
    static func wait<Value: Sendable>(_ operation: @escaping @Sendable () async throws -> Value) throws -> Value {
        let done = DispatchSemaphore(value: 0)
        let outcome = Locked<Result<Value, any Error>>(.failure(CancellationError()))
        Task.detached {
            let result: Result<Value, any Error>
            do {
                result = .success(try await operation())
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return try outcome.withLock { $0 }.get()
    }
}
