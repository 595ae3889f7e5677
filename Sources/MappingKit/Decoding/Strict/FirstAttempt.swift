/// The ``UnreportedPolicy`` of a context's first attempt
/// (UnreportedSession+Attempt.swift): read as the context reads, abandoned
/// wherever the reporting decoding would read otherwise or report.
enum FirstAttempt: UnreportedPolicy {
    static var isFirstAttempt: Bool { true }
}
