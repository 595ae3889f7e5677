/// Swift names made from payload keys: property names in lowerCamelCase
/// (`profile_image_url` → `profileImageUrl`, `display-name` →
/// `displayName`), type names in UpperCamelCase and singular for the
/// elements of arrays and the values of dictionaries (`statuses` →
/// `Status`, `user_mentions` → `UserMention`), keywords escaped when
/// written as code.
///
/// ```swift
/// SwiftNames.property("id_str")              // "idStr"
/// SwiftNames.type("hashtags", singular: true) // "Hashtag"
/// SwiftNames.code("default")                 // "`default`"
/// ```
enum SwiftNames {
    /// `created_at` → `createdAt`; a key with no letter or digit → `value`;
    /// one that starts with a digit gets a leading `_`.
    static func property(_ key: String) -> String {
        let words = self.words(key)
        guard let first = words.first else { return "value" }
        var name = lowercasedLead(first)
        for word in words.dropFirst() { name += capitalized(word) }
        if let lead = name.first, lead.isNumber { name = "_" + name }
        return name
    }

    /// `retweeted_status` → `RetweetedStatus`; `singular` for an array's
    /// elements or a dictionary's values (`entities` → `Entity`).
    static func type(_ key: String, singular: Bool = false) -> String {
        var words = self.words(key)
        if singular, let last = words.popLast() { words.append(self.singular(last)) }
        var name = words.map(capitalized).joined()
        if name.isEmpty { name = "Item" }
        if let lead = name.first, lead.isNumber { name = "Model" + name }
        return name
    }

    /// Whether `--name` can name the root model: a capital ASCII letter,
    /// then ASCII letters, digits and `_` (`Status`, `MK`, `URL`, `V2`),
    /// not a keyword (`Self`, `Type`). Whether the generated Swift uses a
    /// type of that name is another check (``SwiftModelWriter/typesUsed()``).
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first), name.unicodeScalars.count <= 200 else { return false }
        return !keywords.contains(name) && name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        }
    }

    /// `name`, or `name2`, `name3`… the first not in `taken`.
    static func unique(_ name: String, avoiding taken: Set<String>) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = name + "\(number)"
            number += 1
        }
        return candidate
    }

    /// The name as written in Swift code: backquoted when it is a keyword.
    static func code(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Type names a generated model may not take: the standard library's,
    /// Foundation's and MappingKit's, which the generated file uses.
    static let reservedTypes: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "Collection", "Data", "Date", "Decimal",
        "Decodable", "Decoder", "Dictionary", "Double", "Encodable", "Encoder", "Error", "Float", "Int", "Int64",
        "JSON", "Mappable", "MappableProperties", "MappingCatalog", "MappingContext", "ModelRegistry", "Never",
        "Optional", "Payload", "Protocol", "Range", "Result", "Self", "Sendable", "Sequence", "Set", "String", "CodingKey",
        "Type", "UInt64", "URL", "UUID", "Void",
    ]

    /// Type names of the frameworks an app's code imports beside the
    /// models (SwiftUI's `Label`, `Image`, `Color`, `Text`…, Swift's
    /// `Task`, Foundation's `Locale`…), each with its owner: a model of
    /// that name would make the name ambiguous in a file that imports
    /// both (or hide the framework's type in the models' module), so infer
    /// gives it another name, or a note when `--name` asked for it. The
    /// names the generated file itself uses are ``reservedTypes``.
    static let frameworkTypes: [String: String] = {
        var owners: [String: String] = [:]
        for name in [
            "Alignment", "Angle", "Animation", "Binding", "Button", "Color", "Edge", "Environment", "Font", "Form", "Gauge",
            "Gradient", "Group", "Image", "Label", "Link", "List", "Menu", "Path", "Picker", "Section", "Shape", "Slider",
            "Stepper", "Table", "Text", "Toggle", "View",
        ] { owners[name] = "SwiftUI" }
        for name in ["Duration", "Task"] { owners[name] = "Swift" }
        for name in [
            "Bundle", "Calendar", "Expression", "Locale", "Measurement", "Notification", "Operation", "Predicate", "Process",
            "Thread", "TimeZone", "Timer",
        ] { owners[name] = "Foundation" }
        return owners
    }()

    /// Whose type `name` is, for a name a model may not take or should not
    /// (`Foundation` for `Date`, `SwiftUI` for `Label`); `nil` for another.
    static func owner(of name: String) -> String? {
        if let owner = frameworkTypes[name] { return owner }
        guard reservedTypes.contains(name) else { return nil }
        if ["Data", "Date", "Decimal", "URL", "UUID"].contains(name) { return "Foundation" }
        if ["JSON", "Mappable", "MappableProperties", "MappingCatalog", "MappingContext", "ModelRegistry", "Payload"].contains(name) {
            return "MappingKit"
        }
        return "Swift"
    }

    /// A type name as a variable's: its leading capitals lowercased, but
    /// the one that starts the next word (`GHIssue` → `ghIssue`,
    /// `URLSession` → `urlSession`, `Status` → `status`, `MK` → `mk`).
    static func lowerCamel(_ typeName: String) -> String {
        let characters = Array(typeName)
        var lead = characters.prefix { $0.isUppercase }.count
        if lead > 1, lead < characters.count { lead -= 1 }
        return String(characters[..<lead]).lowercased() + String(characters[lead...])
    }

    /// `the_user-ID.v2` → `the`, `user`, `ID`, `v2`; camel humps split too
    /// (`eventId` → `event`, `Id`).
    static func words(_ key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in key {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            // A hump: a capital after a lowercase letter or a digit.
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `URL` → `url`, `Name` → `name`, `iOS` → `iOS`.
    private static func lowercasedLead(_ word: String) -> String {
        if word.allSatisfy({ !$0.isLowercase }) { return word.lowercased() }
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        if word.count > 1, word.allSatisfy({ !$0.isLowercase }) { return first.uppercased() + word.dropFirst().lowercased() }
        return first.uppercased() + word.dropFirst()
    }

    /// English plurals as API keys use them: `statuses` → `status`,
    /// `entities` → `entity`, `boxes` → `box`, `hashtags` → `hashtag`;
    /// `status`, `news` and `address` stay.
    static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        let irregular = ["people": "person", "children": "child", "men": "man", "women": "woman", "data": "datum", "media": "media", "news": "news", "series": "series", "species": "species"]
        if let singular = irregular[lower] { return matchCase(singular, of: word) }
        func drop(_ count: Int, adding suffix: String = "") -> String { String(word.dropLast(count)) + suffix }
        if lower.hasSuffix("ies"), lower.count > 4 { return drop(3, adding: "y") }
        if lower.hasSuffix("statuses") || lower.hasSuffix("sses") || lower.hasSuffix("xes") || lower.hasSuffix("ches")
            || lower.hasSuffix("shes") || lower.hasSuffix("uses") || lower.hasSuffix("zzes")
        {
            return drop(2)
        }
        if lower.hasSuffix("ss") || lower.hasSuffix("us") || lower.hasSuffix("is") || lower.count < 3 { return word }
        if lower.hasSuffix("s") { return drop(1) }
        return word
    }

    private static func matchCase(_ word: String, of original: String) -> String {
        guard let first = original.first, first.isUppercase else { return word }
        return capitalized(word)
    }

    /// Swift's keywords, and the names a generated type's members may not take.
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
        "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator",
        "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}
