import Foundation

/// How the public verbs hand their report to an attached observer
/// (`API/MappingCatalog+Observing.swift`): once per call, in the verb's
/// core form only (the `JSON` and `Data` forms forward to it). Without an
/// observer this is one test of an optional per call, nothing per object.
extension MappingContext {
    /// `result`, its report handed to the observer first.
    @inline(__always)
    func observed<Value>(_ result: MappingResult<Value>, expecting root: ExpectedRoot) -> MappingResult<Value> {
        if let attachment { attachment.deliver(result.report, context: identifier, expecting: root) }
        return result
    }

    /// `report`, handed to the observer first.
    @inline(__always)
    func observed(_ report: ValidationReport, expecting root: ExpectedRoot) -> ValidationReport {
        if let attachment { attachment.deliver(report, context: identifier, expecting: root) }
        return report
    }

    /// Tells the observer a payload never reached the context: what the
    /// HTTP client calls for a status, a content type or a body it refused.
    package func observeRefusal(_ refusal: ReportObservation.Refusal, expecting root: ExpectedRoot = .any) {
        attachment?.deliver(refusal, context: identifier, expecting: root)
    }

    /// Tells the observer of an answer that had no payload to map (an
    /// empty page the caller accepts): a payload seen, with no issue.
    package func observeEmptyAnswer() {
        attachment?.deliver(ValidationReport(), context: identifier, expecting: .any)
    }

    /// This context reporting to no observer: for a payload that is not
    /// the call's own (an error body mapped for an error's sake).
    package var unobserved: MappingContext {
        var plain = self
        plain.attachment = nil
        return plain
    }

    /// `data` parsed for a `Data` form, a body that is not JSON reported to
    /// the observer before the error is thrown.
    func parsed(_ data: Data, expecting root: ExpectedRoot) throws(MappingError) -> Payload {
        do throws(MappingError) {
            return try MappingError.parse(data)
        } catch {
            observeRefusal(ReportObservation.Refusal(.invalidJSON), expecting: root)
            throw error
        }
    }

    /// `data` parsed (as ``parsed(_:expecting:)``), then mapped by `body`.
    func mapping<T>(
        _ data: Data, expecting root: ExpectedRoot, _ body: (Payload) throws(MappingConfigurationError) -> T
    ) throws(MappingError) -> T {
        let payload = try parsed(data, expecting: root)
        return try MappingError.configuring { () throws(MappingConfigurationError) in try body(payload) }
    }
}
