#if canImport(OSLog)
    import OSLog

    extension DriftMonitor {
        /// A handler for ``init(maximumFingerprints:excerpts:clock:windowID:onNewFingerprint:onWindow:)``'s
        /// `onNewFingerprint` that logs each new fingerprint to `logger`
        /// (Apple platforms): its kind, context, source, entry, code, path and
        /// `.mappings` place public (they never hold a payload's value), its
        /// excerpt, when excerpts are kept, private.
        ///
        /// ```swift
        /// let logger = Logger(subsystem: "com.example.app", category: "drift")
        /// let monitor = DriftMonitor(onNewFingerprint: DriftMonitor.logging(to: logger))
        /// ```
        public static func logging(to logger: Logger, level: OSLogType = .error) -> NewFingerprintHandler {
            { line in
                let fingerprint = line.fingerprint
                logger.log(
                    level: level,
                    """
                    drift \(fingerprint.kind.rawValue, privacy: .public) \(fingerprint.code, privacy: .public) \
                    at \(fingerprint.path, privacy: .public) in \(fingerprint.context, privacy: .public) \
                    (\(fingerprint.issueContext, privacy: .public).\(fingerprint.entry, privacy: .public), \
                    \(fingerprint.location ?? "-", privacy: .public)) from \(fingerprint.source.description, privacy: .public) \
                    status \(fingerprint.status ?? 0, privacy: .public) \(fingerprint.contentType ?? "-", privacy: .public) \
                    example \(line.examplePath, privacy: .public) excerpt \(line.excerpt ?? "-", privacy: .private)
                    """)
            }
        }
    }
#endif
