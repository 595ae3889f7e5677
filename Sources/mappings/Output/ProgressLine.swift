import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one progress line a long run shows on standard error when it is a
/// terminal: bytes (with percent and time left when the input's size is
/// known), lines per second, issues so far. Drawn once the run has taken
/// about a second, redrawn in place at most ten times a second, erased at
/// the end; never drawn when standard error is not a terminal or with
/// `--quiet`. Worded in `ToolMessage+Messages.swift`.
struct ProgressLine {
    /// How long a run goes before the line appears: 1 s, or
    /// `MAPPINGS_PROGRESS_AFTER` seconds (the tests' way to see it at once).
    static let delay: Double = ProcessInfo.processInfo.environment["MAPPINGS_PROGRESS_AFTER"].flatMap(Double.init) ?? 1

    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false
    /// The input's size, when it is a regular file.
    let total: Int?

    /// A line for a run reading `descriptor` (its size when it is a
    /// regular file), shown unless `quiet` or standard error is no terminal.
    init(descriptor: Int32, quiet: Bool) {
        enabled = !quiet && isatty(2) == 1
        var info = stat()
        total = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
    }

    /// A line for a run whose size is not known ahead (`fetch --all-pages`).
    init(quiet: Bool) {
        enabled = !quiet && isatty(2) == 1
        total = nil
    }

    /// Redraws the line when it is due: `bytes` read, `lines` mapped, `issues` so far.
    mutating func update(bytes: Int, lines: Int, issues: Int) {
        let total = self.total
        draw { elapsed in .progress(bytes: bytes, total: total, lines: lines, issues: issues, elapsed: elapsed) }
    }

    /// Redraws the line when it is due: `pages` fetched, `bytes` received.
    mutating func update(pages: Int, bytes: Int) {
        draw { elapsed in .pagesProgress(pages: pages, bytes: bytes, elapsed: elapsed) }
    }

    private mutating func draw(_ message: (Double) -> ToolMessage) {
        guard enabled else { return }
        let now = Date()
        let elapsed = now.timeIntervalSince(start)
        guard elapsed >= Self.delay, now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        drawn = true
        StandardStream.printError("\r\u{1B}[K" + message(elapsed).text, newline: false)
    }

    /// Erases the line, if it was drawn.
    mutating func erase() {
        guard drawn else { return }
        drawn = false
        StandardStream.printError("\r\u{1B}[K", newline: false)
    }
}
