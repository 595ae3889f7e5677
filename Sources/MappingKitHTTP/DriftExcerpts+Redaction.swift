import MappingKit

extension DriftExcerpts {
    /// Excerpts redacted by the recordings' rules (``RedirectPolicy``'s
    /// credentials: a URL's password, a credential query parameter's value
    /// become `<redacted>`), then cut to `maximumLength` characters.
    ///
    /// ```swift
    /// let monitor = DriftMonitor(excerpts: .redactingCredentials(maximumLength: 60))
    /// // an excerpt: expected a number, found "https://x.example/a?token=<redacted>"
    /// ```
    public static func redactingCredentials(maximumLength: Int = 80, policy: RedirectPolicy = .default) -> DriftExcerpts {
        let redactor = Redactor(policy: policy)
        return DriftExcerpts(maximumLength: maximumLength) { redactor.text($0) }
    }
}
