import MappingKit

extension Annotation {
    /// A fingerprint of `report drift` (GitHub, SARIF): a warning at its
    /// `.mappings` line, its code the issue's, the payload path as the
    /// logical location, its numbers in the message; every text from the
    /// summary escaped (``TerminalText``).
    init(drift row: DriftListing.Row) {
        let line = row.line
        let fingerprint = line.fingerprint
        let escape = TerminalText.escaped
        level = .warning
        code = TerminalText.escaped(fingerprint.code)
        let what = fingerprint.kind == .shape
            ? "payloads not of the shape \(escape(fingerprint.context)) expects (\(escape(fingerprint.code)))"
            : "\(escape(fingerprint.code)) at \(fingerprint.path.isEmpty ? "(root)" : escape(fingerprint.path))"
        var text = "drift: \(what) in \(line.payloads) of \(line.payloadsSeen) payloads (\(DriftListing.percent(line.payloadShare))), "
            + "\(line.objects) of \(line.objectsSeen) objects (\(DriftListing.percent(line.objectShare))), "
            + "\(line.count) issue\(line.count == 1 ? "" : "s")"
        text += "; source " + (fingerprint.source.description.isEmpty ? "(unnamed)" : escape(fingerprint.source.description))
        text += ", context " + escape(fingerprint.context)
        text += "; first seen \(DriftListing.time(line.firstSeen)), last seen \(DriftListing.time(line.lastSeen))"
        if !line.examplePath.isEmpty { text += "; e.g. " + escape(line.examplePath) }
        message = text
        location = fingerprint.line.map { SourcePosition(file: fingerprint.file.map(escape), line: $0, column: 1, offset: 0) }
        payloadPath = fingerprint.path.isEmpty ? "(root)" : escape(fingerprint.path)
        context = escape(fingerprint.issueContext)
        entry = escape(fingerprint.entry)
    }
}
