extension PayloadValue {
    /// Why a key path is not in a payload: the deepest part found, what was
    /// there, and the segment that could not be followed.
    package struct SelectionFailure: Error, Sendable, Hashable {
        /// The segments that were followed, outermost first.
        package var found: [String]
        /// The segment that could not be followed.
        package var missing: String
        /// What is at ``found``: `object`, `array of 3`, `string "…"`.
        package var foundSummary: String
        /// Keys of the object at ``found`` that are close to ``missing``.
        package var suggestions: [String]

        /// `'artists' is an object with no key 'itemz'`.
        package var message: String {
            let place = found.isEmpty ? "the payload" : "'" + MappingKeyPath(segments: found).description + "'"
            let shown = missing.count > 80 ? String(missing.prefix(80)) + "…" : missing
            let missingText = "'" + shown + "'"
            if foundSummary == "object" { return "\(place) is an object with no key \(missingText)" }
            if foundSummary.hasPrefix("array") { return "\(place) is an \(foundSummary), with no element \(missingText)" }
            return "\(place) is \(foundSummary), which has no key \(missingText)"
        }

        /// `did you mean 'items'?`, or what key paths look like.
        package var suggestion: String {
            if !suggestions.isEmpty {
                return "did you mean " + suggestions.map { "'" + $0 + "'" }.joined(separator: " or ") + "?"
            }
            return "check the envelope's keys; segments are dotted and a number indexes an array, such as artists.items or data.0"
        }
    }

    /// The part of the payload at `path`; numeric segments index arrays.
    package func selecting(_ path: MappingKeyPath) -> Result<PayloadValue, SelectionFailure> {
        var current = self
        for (depth, key) in path.keys.enumerated() {
            if let next = current.member(key) {
                current = next
                continue
            }
            // Suggestions cost a comparison per key: bounded for hostile input.
            var keys: [String] = []
            if current.kind == .object, key.name.count <= 64 {
                keys = (current.members ?? []).lazy.map(\.key).filter { $0.count <= 64 }.prefix(1_000).map { $0 }
            }
            return .failure(SelectionFailure(
                found: Array(path.segments.prefix(depth)), missing: key.name, foundSummary: current.summary,
                suggestions: EditDistance.closest(to: key.name, in: keys)))
        }
        return .success(current)
    }
}
