/// A mapping context written in Swift instead of a `.mappings` file, the
/// counterpart of AppCoreKit's programmatic `setKeyPath:fromKeyPath:` API.
///
/// A definition compiles exactly like the `.mappings` text it stands for,
/// with the same checks; diagnostics point at the Swift line that made it.
///
/// ```swift
/// var tweet = MappingDefinition(class: "TweetModel")
/// tweet.map("name", from: "user.name")
/// tweet.map("imageUrl", from: "user.profile_image_url", optional: true,
///           defaultValue: "https://example.com/default.png")
/// tweet.map("user", from: "user", class: "UserModel", mappings: "$UserModel")
/// tweet.map("coordinates", from: "@self", transformer: "coordinate",
///           userData: ["longitude": "long", "latitude": "lat"])
/// let catalog = try MappingCatalog(contentsOf: url, definitions: ["$TweetModel": tweet])
/// ```
public struct MappingDefinition: Sendable {
    var members: [MappingNode.Member] = []
    let origin: MappingNode.Origin

    /// Starts a context; `className` becomes its `@class`.
    public init(class className: String? = nil, fileID: String = #fileID, line: Int = #line) {
        origin = .code(file: fileID, line: line)
        if let className {
            members.append(MappingNode.Member(
                key: MappingKeyword.class.rawValue, keyOrigin: origin, value: MappingNode(json: .string(className), origin: origin)))
        }
    }

    /// Starts a context from the JSON of a `.mappings` context object.
    public init(json: JSON.Object, fileID: String = #fileID, line: Int = #line) {
        origin = .code(file: fileID, line: line)
        members = json.map { MappingNode.Member(key: $0.0, keyOrigin: origin, value: MappingNode(json: $0.1, origin: origin)) }
    }

    var node: MappingNode { MappingNode(value: .object(members), origin: origin) }

    /// Maps `property` from a source key path (`"@self"` for the whole source).
    ///
    /// Every option left at its default is omitted, so
    /// `map("name", from: "user.name")` is the short form `"name": "user.name"`.
    /// `class` and `mappings` make the entry's `@object`: the model class of
    /// the nested object (or of each element) and the context that maps it.
    ///
    /// ```swift
    /// tweet.map("user", from: "user", class: "UserModel", mappings: "$UserModel")
    /// ```
    public mutating func map(
        _ property: String, from keyPath: String, optional: Bool = false, defaultValue: JSON? = nil,
        transformer: String? = nil, userData: JSON? = nil, class className: String? = nil, mappings: String? = nil,
        clearContent: Bool = false, insertContentAtBegin: Bool = false, identity: [String] = [],
        fileID: String = #fileID, line: Int = #line
    ) {
        var options = JSON.Object()
        options[MappingKeyword.keyPath.rawValue] = .string(keyPath)
        if optional { options[MappingKeyword.optional.rawValue] = true }
        if let defaultValue { options[MappingKeyword.defaultValue.rawValue] = defaultValue }
        if let transformer { options[MappingKeyword.transformer.rawValue] = .string(transformer) }
        if let userData { options[MappingKeyword.transformUserData.rawValue] = userData }
        if className != nil || mappings != nil {
            var object = JSON.Object()
            if let className { object[MappingKeyword.class.rawValue] = .string(className) }
            if let mappings { object[MappingKeyword.mappings.rawValue] = .string(mappings) }
            options[MappingKeyword.object.rawValue] = .object(object)
        }
        if clearContent { options[MappingKeyword.clearContent.rawValue] = true }
        if insertContentAtBegin { options[MappingKeyword.insertContentAtBegin.rawValue] = true }
        if !identity.isEmpty { options[MappingKeyword.identity.rawValue] = .array(identity.map { .string($0) }) }
        let entryOrigin = MappingNode.Origin.code(file: fileID, line: line)
        let value: JSON = options.count == 1 && property != MappingKeyword.`self`.rawValue ? .string(keyPath) : .object(options)
        members.removeAll { $0.key == property }
        members.append(MappingNode.Member(key: property, keyOrigin: entryOrigin, value: MappingNode(json: value, origin: entryOrigin)))
    }
}
