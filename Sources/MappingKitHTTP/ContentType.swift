/// Media-type matching for the content-type check.
import Foundation

enum ContentType {
    /// The `type/subtype` of a `Content-Type` value, lower-cased, without
    /// parameters (`application/json; charset=utf-8` → `application/json`).
    static func essence(_ value: String) -> String {
        let head = value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return head.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Whether `value` matches one of `patterns`: exact, `*` for a whole type
    /// or subtype, or `*/*+json` (any subtype with a `+json` suffix).
    static func matches(_ value: String, anyOf patterns: [String]) -> Bool {
        let found = essence(value)
        let parts = found.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        let (type, subtype) = (parts[0], parts[1])
        for pattern in patterns {
            let wanted = essence(pattern).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard wanted.count == 2 else { continue }
            let typeOK = wanted[0] == "*" || wanted[0] == type
            let subtypeOK: Bool
            if wanted[1] == "*" {
                subtypeOK = true
            } else if wanted[1].hasPrefix("*+") {
                subtypeOK = subtype.hasSuffix(wanted[1].dropFirst())
            } else {
                subtypeOK = wanted[1] == subtype
            }
            if typeOK && subtypeOK { return true }
        }
        return false
    }
}
