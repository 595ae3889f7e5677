import Foundation
import MappingKit

/// What a file's bytes are to `--drift` and `report merge`: a drift
/// summary (a top-level `"windows"` member, read by
/// ``DriftSummary/init(json:)``), or why not. The facts only; the words are
/// in `ToolMessage+Messages.swift`.
///
/// ```swift
/// switch DriftSummaryReading.read(bytes) {
/// case .summary(let summary): merged = merged.merged(with: summary)
/// case .notASummary(.noWindows): // a report, for report merge
/// case .notASummary(let problem): MappingsTool.print(.notADriftSummary(path: path, problem))
/// }
/// ```
enum DriftSummaryReading {
    /// Why bytes are not a drift summary.
    enum Problem: Sendable, Hashable {
        /// Not JSON at all.
        case notJSON(JSONParseError)
        /// JSON, but not an object: what it is (`array of 3`).
        case notAnObject(found: String)
        /// An object without `"windows"`; `looksLikeReport` when it has a
        /// report's `"issues"` or `"summary"` (an `--report` file).
        case noWindows(looksLikeReport: Bool)
        /// `"windows"` is there, but a member is missing or of the wrong
        /// kind: where (`windows[0].lines[2].count`) and what was wrong
        /// (`expected`: `a number`, `an array`).
        case invalidWindows(path: String, wrong: WrongValue)
    }

    /// What was wrong with a summary's member.
    enum WrongValue: Sendable, Hashable {
        case missing
        case wrongType(expected: String)
        case invalid(String)
    }

    case summary(DriftSummary)
    case notASummary(Problem)

    /// Reads `bytes`: a summary when its top level is an object with a
    /// `"windows"` member that ``DriftSummary`` reads.
    static func read(_ bytes: [UInt8]) -> DriftSummaryReading {
        let json: JSON
        do {
            json = try JSON(parsing: bytes)
        } catch {
            return .notASummary(.notJSON(error))
        }
        guard case .object(let object) = json else { return .notASummary(.notAnObject(found: PayloadValue(json).summary)) }
        guard object["windows"] != nil else {
            return .notASummary(.noWindows(looksLikeReport: object["issues"] != nil || object["summary"] != nil))
        }
        do {
            return .summary(try DriftSummary(json: Data(bytes)))
        } catch let error as DecodingError {
            return .notASummary(problem(error))
        } catch {
            return .notASummary(.invalidWindows(path: "windows", wrong: .invalid(String(describing: error))))
        }
    }

    /// Whether `bytes` are meant as a drift summary: an object with a
    /// top-level `"windows"` (a valid one or not).
    static func isMeantAsSummary(_ reading: DriftSummaryReading) -> Bool {
        switch reading {
        case .summary, .notASummary(.invalidWindows): true
        case .notASummary: false
        }
    }

    private static func problem(_ error: DecodingError) -> Problem {
        switch error {
        case .keyNotFound(let key, let context):
            .invalidWindows(path: path(context.codingPath + [key]), wrong: .missing)
        case .typeMismatch(let type, let context):
            .invalidWindows(path: path(context.codingPath), wrong: .wrongType(expected: typeName(type)))
        case .valueNotFound(let type, let context):
            .invalidWindows(path: path(context.codingPath), wrong: .wrongType(expected: typeName(type)))
        case .dataCorrupted(let context):
            .invalidWindows(path: path(context.codingPath), wrong: .invalid(context.debugDescription))
        @unknown default:
            .invalidWindows(path: "windows", wrong: .invalid(String(describing: error)))
        }
    }

    /// `windows[0].lines[2].count`.
    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the top level" : text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "a boolean"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}
