import Foundation
import MappingKit

/// A SARIF 2.1.0 log (OASIS, the format GitHub code scanning uploads):
/// one run whose `tool.driver` is `mappings` with its version and one rule
/// per stable code (``Diagnostic/Code/summaries``, then
/// ``ValidationIssue/Code/summaries``, then the tool's own), and one result
/// per annotation: `ruleId` and `ruleIndex`, `level`, `message.text`, the
/// file and region as the physical location, and for an issue the payload
/// path as a logical location and in the result's properties.
///
/// Columns are counted in Unicode code points (`columnKind`), converted
/// from MappingKit's UTF-8 byte columns by reading the line of the file;
/// URIs are relative references, percent-encoded, so GitHub resolves them
/// against the repository's root.
extension AnnotationLog {
    /// The codes of the tool itself, after the library's.
    static let toolRules: [(code: String, summary: String)] = [
        ("issuesOmitted", "Issues left out of the report by `--max-issues`; the report's totals and summary still count them."),
        ("driftCapReached", "`report drift`: a window reached its fingerprint cap; issues past it are counted in `other`, without a fingerprint."),
        ("vendorOutsideContract", "`verify`: the vendor answered outside its contract: a status or content type it does not document, a body its schema refuses."),
        ("contractCannotDescribe", "`verify`: the contract cannot describe the answer: no operation for the request, or a response schema the import cannot check."),
        ("mappingNoLongerFits", "`verify`: the app's mapping no longer fits an answer the contract accepts (or, without `--openapi`, any answer)."),
        ("noRoute", "`verify`: no route of the routes file answers the request, so its body was not mapped."),
    ]

    /// Every rule, in the order of the driver's `rules`.
    static let rules: [(code: String, summary: String)] =
        Diagnostic.Code.summaries.map { ($0.code.rawValue, $0.summary) }
        + ValidationIssue.Code.summaries.map { ($0.code.rawValue, $0.summary) } + toolRules

    private static let ruleIndexes: [String: Int] = Dictionary(
        rules.enumerated().map { ($0.element.code, $0.offset) }, uniquingKeysWith: { first, _ in first })

    var sarifLog: JSON {
        var columns = ColumnCounter()
        let results = annotations.map { Self.sarifResult($0, columns: &columns) }
        let rules = Self.rules.map { rule -> JSON in
            ["id": .string(rule.code), "shortDescription": ["text": .string(rule.summary)]]
        }
        let driver: JSON = [
            "name": "mappings", "version": .string(MappingsTool.version), "semanticVersion": .string(MappingsTool.version),
            "rules": .array(rules),
        ]
        let run: JSON = ["tool": ["driver": driver], "columnKind": "unicodeCodePoints", "results": .array(results)]
        return ["$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [run]]
    }

    private static func sarifResult(_ annotation: Annotation, columns: inout ColumnCounter) -> JSON {
        var result: JSON.Object = ["ruleId": .string(annotation.code)]
        if let index = ruleIndexes[annotation.code] { result["ruleIndex"] = JSON(index) }
        result["level"] = .string(annotation.level.rawValue)
        result["message"] = ["text": .string(annotation.fullMessage)]
        var location: JSON.Object = [:]
        if let place = annotation.location, let physical = physicalLocation(place, columns: &columns) {
            location["physicalLocation"] = physical
        }
        if let path = annotation.payloadPath {
            location["logicalLocations"] = [["fullyQualifiedName": .string(path), "kind": "member"]]
        }
        if !location.isEmpty { result["locations"] = [.object(location)] }
        let related = annotation.related.enumerated().compactMap { number, place -> JSON? in
            guard let position = place.location, let physical = physicalLocation(position, columns: &columns) else { return nil }
            return ["id": JSON(number), "physicalLocation": physical, "message": ["text": .string(place.message)]]
        }
        if !related.isEmpty { result["relatedLocations"] = .array(related) }
        var properties: JSON.Object = [:]
        if let payload = annotation.payload { properties["payload"] = .string(payload) }
        if let path = annotation.payloadPath { properties["payloadPath"] = .string(path) }
        if let context = annotation.context { properties["context"] = .string(context) }
        if let entry = annotation.entry, !entry.isEmpty { properties["entry"] = .string(entry) }
        if !properties.isEmpty { result["properties"] = .object(properties) }
        return .object(result)
    }

    private static func physicalLocation(_ position: SourcePosition, columns: inout ColumnCounter) -> JSON? {
        guard let file = position.file else { return nil }
        var region: JSON.Object = ["startLine": JSON(max(position.line, 1))]
        region["startColumn"] = JSON(columns.codePointColumn(of: position))
        return ["artifactLocation": ["uri": .string(uriReference(file))], "region": .object(region)]
    }

    /// A path as a URI reference: a relative path stays relative, an
    /// absolute one becomes a `file://` URI; every byte but the unreserved
    /// ones and `/` is percent-encoded (a `:` too, which would otherwise
    /// read as a scheme).
    static func uriReference(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

/// Converts MappingKit's UTF-8 byte columns to code point columns, reading
/// each file named once (at most 16 MiB, regular files only); a file that
/// cannot be read keeps the byte column.
struct ColumnCounter {
    private var lines: [String: [[UInt8]]] = [:]

    mutating func codePointColumn(of position: SourcePosition) -> Int {
        let column = max(position.column, 1)
        guard let file = position.file else { return column }
        if lines[file] == nil {
            let bytes = (try? FileReader.read(path: file, maximumSize: 16 << 20)) ?? []
            lines[file] = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        }
        guard let fileLines = lines[file], position.line >= 1, position.line <= fileLines.count else { return column }
        let prefix = fileLines[position.line - 1].prefix(column - 1)
        // Code points are the bytes that do not continue a UTF-8 sequence.
        return prefix.reduce(1) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
    }
}
