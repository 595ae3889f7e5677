import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a program with `posix_spawn` and waits for it on a thread of its
/// own: what ``ToolRunner`` runs tools with instead of Foundation's
/// `Process`, whose `run()` on Linux (Swift 6.3.1) over-reads a `dirent` in
/// `findMaximumOpenFromProcSelfFD()` and crashes now and then
/// (swift-corelibs-foundation#5472, fixed after that release).
///
/// ```swift
/// let status = try await Spawn.run("/bin/sh", ["-c", "exit 3"], in: folder, environment: [:],
///                                  stdin: nil, stdout: out, stderr: err)   // 3
/// ```
package enum Spawn {
    /// A program that could not be started: the `posix_spawn` error number.
    package struct Failure: Error, CustomStringConvertible {
        package var program: String
        package var code: Int32
        package var description: String { "cannot start \(program): \(String(cString: strerror(code)))" }
    }

    /// Runs `program` with `arguments` in `folder` (through `/bin/sh`'s `cd`:
    /// no `chdir` of this process), no descriptor of this process but the
    /// three given (as `Process` closes them), `environment` over this
    /// process's, standard input from `stdin` (or `/dev/null`), standard
    /// output and error into the files given. The exit status, or the
    /// signal's number when a signal ended it (as `Process.terminationStatus`).
    package static func run(
        _ program: String, _ arguments: [String], in folder: URL, environment: [String: String], stdin: URL?,
        stdout: URL, stderr: URL
    ) async throws -> Int32 {
        let shell = ["/bin/sh", "-c", #"cd "$1" && shift && exec "$@""#, "spawn", folder.path, program] + arguments
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin?.path ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try closeOthers(&actions)
        let argv = shell.map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
        guard code == 0 else { throw Failure(program: program, code: code) }
        let child = pid
        return await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            // waitpid blocks: on a thread of its own, not the cooperative pool's.
            let waiter = Thread {
                var status: Int32 = 0
                while waitpid(child, &status, 0) < 0, errno == EINTR {}
                let signal = status & 0x7F
                continuation.resume(returning: signal == 0 ? (status >> 8) & 0xFF : signal)
            }
            waiter.start()
        }
    }

    /// Closes every descriptor above 2 in the child before it runs: a test
    /// server's listening socket must not live on in a tool.
    private static func closeOthers(_ actions: inout posix_spawn_file_actions_t) throws {
        #if canImport(Darwin)
            // Darwin has POSIX_SPAWN_CLOEXEC_DEFAULT instead; the tests run on Linux.
            return
        #else
            // glibc 2.34's posix_spawn_file_actions_addclosefrom_np, which Swift's Glibc module does not declare.
            typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
                throw Failure(program: "posix_spawn_file_actions_addclosefrom_np", code: ENOSYS)
            }
            let addCloseFrom = unsafeBitCast(symbol, to: AddCloseFrom.self)
            let code = addCloseFrom(&actions, 3)
            guard code == 0 else { throw Failure(program: "posix_spawn_file_actions_addclosefrom_np", code: code) }
        #endif
    }
}
