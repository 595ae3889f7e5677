extension String {
    /// The text with each scalar `replacement` names written as its
    /// replacement, the others kept: the one loop under the tool's escapers
    /// (GitHub's workflow commands, HTML, JSON inside a `<script>`).
    ///
    /// ```swift
    /// "a%b\n".escapingScalars { $0 == "%" ? "%25" : $0 == "\n" ? "%0A" : nil }   // "a%25b%0A"
    /// ```
    func escapingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) { escaped += replaced } else { escaped.unicodeScalars.append(scalar) }
        }
        return escaped
    }
}
