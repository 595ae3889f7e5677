import Foundation

extension DriftSummary {
    /// The summary as JSON: keys sorted, times in ISO 8601 (what
    /// ``DriftMonitor/write(to:)`` writes and ``init(json:)`` reads).
    ///
    /// ```swift
    /// let data = try monitor.summary().json()
    /// ```
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    /// Reads a summary written by ``json()`` or ``DriftMonitor/write(to:)``.
    ///
    /// ```swift
    /// let merged = try DriftSummary(json: Data(contentsOf: a)).merged(with: DriftSummary(json: Data(contentsOf: b)))
    /// ```
    public init(json data: Data) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let decoded = try decoder.decode(DriftSummary.self, from: data)
        self.init(windows: decoded.windows)
    }
}
