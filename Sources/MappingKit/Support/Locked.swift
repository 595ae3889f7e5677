import Foundation

/// A value guarded by a lock: the package's one lock type (as
/// swift-argument-parser's `Mutex`; `Synchronization.Mutex` needs macOS 15).
/// The value is only reached inside ``withLock(_:)``, so it cannot be read
/// or written unguarded.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// let now = counter.withLock { $0 }   // 1
/// ```
package final class Locked<State>: @unchecked Sendable {
    // Reached only under `lock`.
    private var state: State
    private let lock = NSLock()

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the value, holding the lock; `body` must not take
    /// this lock again.
    package func withLock<T, Failure: Error>(_ body: (inout State) throws(Failure) -> T) throws(Failure) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
