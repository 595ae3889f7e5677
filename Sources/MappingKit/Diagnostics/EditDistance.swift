/// Levenshtein distance, used to suggest the name a user probably meant.
package enum EditDistance {
    /// Names farther than this from what was typed are not suggested.
    package static let suggestionThreshold = 3

    /// The number of single-character insertions, deletions and
    /// substitutions that turn `a` into `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidates closest to `name`, best first, within the threshold
    /// (scaled down for short names so `id` does not suggest `at`).
    package static func closest(to name: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let threshold = min(suggestionThreshold, max(1, name.count / 2))
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates {
            let distance = between(name.lowercased(), candidate.lowercased())
            if distance <= threshold { scored.append((distance, candidate)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        var seen = Set<String>()
        return scored.map(\.name).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
    }
}
