/// Path rendering shared by key paths and reports: `[3].user.name`,
/// `meta["a.b"]`.
enum SourcePath {
    /// Keys made of letters, digits, `_` and `$` (not starting with a digit)
    /// are written bare; others are quoted in brackets.
    static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "$" || scalar == "@"
        }
    }
}
