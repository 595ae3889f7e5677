/// Attaching a ``ReportObserver``: a catalog whose every mapping call hands
/// its report to the observer. The catalog without it is unchanged, and
/// costs nothing more.
extension MappingCatalog {
    /// This catalog, reporting every payload its contexts map to `observer`,
    /// named `source`: one ``ReportObservation`` per payload, from every
    /// verb (`objects`, `object`, `map(_:into:)`, the JSON verbs, `Decodable`
    /// types, the registered-class verbs, and each line of
    /// `objects(fromLines:)`). The `Data` forms also report a body that is
    /// not JSON (a ``ReportObservation/Refusal/Reason/invalidJSON`` refusal).
    ///
    /// ```swift
    /// let monitor = DriftMonitor()
    /// let catalog = try MappingCatalog(contentsOf: url).observing(monitor, as: ReportSource(label: "timeline"))
    /// let tweets = try catalog.context("$Tweet").objects(from: data, as: Tweet.self)
    /// monitor.summary().lines   // the drift of every payload mapped so far
    /// ```
    ///
    /// A context can name its calls otherwise with
    /// ``MappingContext/reporting(as:)``. Attaching again replaces the
    /// observer (to report to two, attach one that forwards to both). The
    /// observer is called on the thread that mapped, before the verb
    /// returns; ``MappingContext/reverseEntries`` and `json(from:)`
    /// (model → JSON) make no report and are not observed.
    public func observing(_ observer: some ReportObserver, as source: ReportSource = .unnamed) -> MappingCatalog {
        var observed = self
        observed.attachment = ObserverAttachment(observer: observer, source: source)
        return observed
    }

    /// The observer the catalog's contexts report to, if one is attached.
    public var observer: (any ReportObserver)? { attachment?.observer }
}

extension MappingContext {
    /// This context, its calls reported to the catalog's observer as coming
    /// from `source`; unchanged when no observer is attached.
    ///
    /// ```swift
    /// let home = try catalog.context("$Tweet").reporting(as: ReportSource(label: "home"))
    /// let mentions = try catalog.context("$Tweet").reporting(as: ReportSource(label: "mentions"))
    /// ```
    public func reporting(as source: ReportSource) -> MappingContext {
        var named = self
        named.attachment?.source = source
        return named
    }

    /// The source the context's calls are reported from, when an observer is attached.
    public var reportSource: ReportSource? { attachment?.source }
}
