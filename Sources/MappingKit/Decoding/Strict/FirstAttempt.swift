import Foundation

/// The ``UnreportedPolicy`` of a context's first attempt
/// (UnreportedSession+Attempt.swift): keys answered as the context answers
/// them, and the attempt abandoned wherever the reporting decoding would
/// read otherwise than `JSONDecoder` or report.
enum FirstAttempt: UnreportedPolicy {
    /// With its member's context (``UnreportedSession/attemptObject(_:_:)``).
    static func object<T: Decodable>(_ type: T.Type, _ value: SourceValue, in session: UnreportedSession) throws -> T {
        try session.attemptObject(T.self, value)
    }

    /// Abandons what a context converts otherwise than `JSONDecoder` (or
    /// reports): a value the tape's reader did not read as its type (a
    /// context converts it with a warning), dates and data (a context
    /// reads MappingKit's formats), and the other types MappingKit converts
    /// itself, but for `URL`.
    static func admit<T>(_ type: T.Type, _ decoded: DecodedType, in session: UnreportedSession) throws {
        switch decoded.kind {
        case .array, .dictionary, .optional, .object:
            break
        case .mappable:
            if T.self != URL.self || decoded.readable != nil { throw session.abandon() }
        case .date, .data:
            throw session.abandon()
        }
    }

    /// Only a URL gets here (``admit(_:_:in:)``), read as a context reads
    /// it; anything else abandons.
    static func converted<T: Decodable>(_ type: T.Type, _ value: SourceValue, in session: UnreportedSession) throws -> T {
        if T.self == URL.self, case .node(let node) = value, let url = TapeReaders.url(session.tape, node) {
            return unsafeBitCast(url, to: T.self)
        }
        throw session.abandon()
    }

    /// As a context answers: a `null` is no value, a missing one with a
    /// default is one.
    static func contains(_ value: SourceValue?, _ read: KeyMemo.Read?, in session: UnreportedSession) -> Bool {
        if let value, session.kind(value) != .null { return true }
        return read?.hasDefault == true
    }

    /// As a context answers: a missing value is as `null` (but for a default).
    static func isNil(
        _ value: SourceValue?, _ read: KeyMemo.Read?, in session: UnreportedSession, keyNotFound: () -> DecodingError
    ) throws -> Bool {
        if let value, session.kind(value) != .null { return false }
        return read?.hasDefault != true
    }

    /// A context reports a `null` where a value is required.
    static func requiredNull<T: Decodable>(_ type: T.Type, in session: UnreportedSession, valueNotFound: () -> DecodingError) throws {
        throw session.abandon()
    }

    /// A context reads a superclass's keys through its entries (not attempted).
    static func superDecoderAsked(in session: UnreportedSession) throws {
        throw session.abandon()
    }
}
