import Foundation

/// Why a JSON file is not a drift summary, in the tool's words: the member
/// at fault, as a path from the document's root (`windows[0].lines[2].count`),
/// and what it should be. Decoding errors name no file; the message adds it.
///
/// ```swift
/// DriftSummaryReading.reason(error)   // "'windows[0].start' should be an ISO 8601 date-time (2026-12-01T08:00:00Z)"
/// ```
enum DriftSummaryReading {
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .keyNotFound(let key, let context):
            return "no '\(path(context.codingPath + [key]))' member"
        case .valueNotFound(let type, let context):
            return "'\(path(context.codingPath))' is null; it should be \(expected(type))"
        case .typeMismatch(let type, let context):
            return "'\(path(context.codingPath))' should be \(expected(type))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "it is not a JSON object with a 'windows' array" }
            if context.debugDescription.localizedCaseInsensitiveContains("date") {
                return "'\(path(context.codingPath))' should be an ISO 8601 date-time (2026-12-01T08:00:00Z)"
            }
            return "'\(path(context.codingPath))' is not valid here"
        @unknown default:
            return String(describing: error)
        }
    }

    /// `windows[0].lines[2].count`.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "(root)" : text
    }

    static func expected(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is Date.Type: "an ISO 8601 date-time (2026-12-01T08:00:00Z)"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : (String(describing: type).hasPrefix("Dictionary") ? "an object" : "an object")
        }
    }
}
