import Foundation

/// Runs numbered tasks on up to a given number of threads at once: the one
/// way MappingKit maps on several cores (an array's chunks, a stream's
/// lines).
///
/// The calling thread takes tasks too, beside `jobs - 1` threads of
/// their own (Foundation `Thread`s, not the system's shared queues, so a
/// long mapping never holds up other work queued there, nor waits for it).
/// Each thread takes the next task number when it is done with one. The
/// call returns when every task has run: the calling thread, out of tasks,
/// waits only for the tasks other threads took and are running; a thread
/// that starts late finds no task left and ends. So nothing waits for a
/// thread that never started.
enum ParallelLoop {
    /// What the threads of one call share.
    private struct State {
        /// The next task number to take.
        var next = 0
        /// Tasks taken by the other threads and not yet done.
        var running = 0
        /// The calling thread waits for `running` to reach 0.
        var callerWaits = false
    }

    /// The stack of each thread started: a main thread's, so a thread maps
    /// whatever the calling thread would (nested contexts, deep values).
    static let stackSize = 8 << 20

    /// Runs `body` once for each task number in `0 ..< tasks`, on up to
    /// `jobs` threads, the calling thread among them, and returns when all
    /// have run. With `jobs` below 2, or one task, they run in order on the
    /// calling thread.
    static func run(jobs: Int, tasks: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let threads = min(jobs, tasks)
        guard threads > 1 else {
            for task in 0..<max(0, tasks) { body(task) }
            return
        }
        let state = Locked(State())
        let finished = DispatchSemaphore(value: 0)
        for _ in 1..<threads {
            let thread = Thread {
                while let task = state.withLock({ state -> Int? in
                    guard state.next < tasks else { return nil }
                    defer { state.next += 1 }
                    state.running += 1
                    return state.next
                }) {
                    body(task)
                    let wake = state.withLock { state in
                        state.running -= 1
                        return state.callerWaits && state.running == 0
                    }
                    if wake { finished.signal() }
                }
            }
            thread.stackSize = stackSize
            thread.start()
        }
        while let task = state.withLock({ state -> Int? in
            guard state.next < tasks else { return nil }
            defer { state.next += 1 }
            return state.next
        }) {
            body(task)
        }
        let waits = state.withLock { state in
            state.callerWaits = state.running > 0
            return state.callerWaits
        }
        if waits { finished.wait() }
    }
}
