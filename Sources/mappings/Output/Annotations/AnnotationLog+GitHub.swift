import MappingKit

/// GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=T::message`.
///
/// Escaped as the runner reads them (actions/toolkit's `command.ts`): in
/// the message `%`, CR and LF become `%25`, `%0D`, `%0A`; in a property also
/// `:` and `,` (`%3A`, `%2C`), so a file name or a title holding them stays
/// one property. A note is a `::notice`.
extension AnnotationLog {
    var githubText: String {
        var text = ""
        for annotation in annotations {
            text += Self.githubCommand(annotation) + "\n"
        }
        return text
    }

    static func githubCommand(_ annotation: Annotation) -> String {
        let command = switch annotation.level {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        var properties: [String] = []
        if let location = annotation.location {
            if let file = location.file { properties.append("file=" + escapedProperty(file)) }
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=" + escapedProperty("mappings: " + annotation.code))
        return "::" + command + " " + properties.joined(separator: ",") + "::" + escapedData(annotation.fullMessage)
    }

    /// A message: `%`, CR and LF escaped.
    static func escapedData(_ text: String) -> String {
        text.escapingScalars { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
    }

    /// A property's value: as a message, and `:` and `,` too.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
