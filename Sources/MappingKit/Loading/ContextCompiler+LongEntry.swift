/// A long-form entry (`"name": { "@keyPath": …, … }`), compiled in two
/// steps: each keyword read into ``LongEntryFields`` (its value checked
/// alone), then the keywords' combinations checked
/// (``ContextCompiler/checkCombinations(_:property:keyOrigin:isTemplate:)``).
/// A new keyword is a field, a case in the reading, and its rules in the
/// check.
extension ContextCompiler {
    /// What an entry's keywords said, with where each was written.
    struct LongEntryFields {
        var keyPath = MappingKeyPath.wholeSource
        var optional: (Bool, MappingNode.Origin)?
        /// `"@optional": "warning"`.
        var missingIsWarning = false
        var defaultValue: JSON?
        var transformer: (String, MappingNode.Origin)?
        var transformClass: (String, MappingNode.Origin)?
        var transformSelector: (String, MappingNode.Origin)?
        var userData: (JSON, MappingNode.Origin)?
        var object: (ObjectMapping, MappingNode.Origin)?
        var clear = false
        var insertAtBegin = false
        var identity: [String] = []
        var required: (Bool, MappingNode.Origin)?
        var onInvalid: (InvalidValuePolicy, MappingNode.Origin)?
        var fallbackKeyPaths: [MappingKeyPath] = []
        var null: NullPolicy = .missing
        var reverseNil: ReverseNilPolicy = .omit
        var invalidElements: InvalidElementsPolicy?
        /// Where `@defaultValue` was written.
        var defaultOrigin: MappingNode.Origin?
        /// `@minimum`, `@pattern`, `@maxItems`… (ContextCompiler+Constraints.swift).
        var constraints = ValueConstraints()
        var constraintOrigins: [MappingKeyword: ConstraintOrigin] = [:]
        /// `false` once a keyword's value, or a combination, was reported.
        var valid = true
    }

    mutating func compileLongEntry(
        property: String, members: [MappingNode.Member], keyOrigin: MappingNode.Origin, context: String,
        isTemplate: Bool, location: SourcePosition?
    ) -> MappingEntry? {
        var fields = readKeywords(members, property: property, context: context)
        checkCombinations(&fields, property: property, keyOrigin: keyOrigin, isTemplate: isTemplate)
        checkConstraints(&fields, property: property)
        checkDefault(&fields, property: property, isTemplate: isTemplate)
        let transformerLocation = fields.transformer.flatMap { sink.location(of: $0.1) }
        guard fields.valid else {
            incomplete = Self.partialEntry(property: property, keyPath: fields.keyPath, transformer: fields.transformer?.0, location: location)
            incomplete?.transformerLocation = transformerLocation
            return nil
        }
        let onInvalid = fields.onInvalid?.0 ?? .error
        var entry = MappingEntry(
            property: property, keyPath: fields.keyPath,
            isOptional: (fields.optional?.0 ?? false) || fields.defaultValue != nil || onInvalid == .ignore,
            defaultValue: fields.defaultValue, transformer: fields.transformer?.0, transformUserData: fields.userData?.0,
            object: fields.object?.0, clearsContent: fields.clear, insertsAtBeginning: fields.insertAtBegin,
            identity: fields.identity, location: location, transformerLocation: transformerLocation, onInvalid: onInvalid,
            fallbackKeyPaths: fields.fallbackKeyPaths, null: fields.null, reverseNil: fields.reverseNil,
            invalidElements: fields.invalidElements)
        entry.constraints = fields.constraints.isEmpty ? nil : fields.constraints
        entry.missingIsWarning = fields.missingIsWarning
        return entry
    }

    /// Each keyword of the entry read and its value checked alone; an
    /// unknown or misplaced keyword reported with the nearest known one.
    private mutating func readKeywords(_ members: [MappingNode.Member], property: String, context: String) -> LongEntryFields {
        var fields = LongEntryFields()
        for member in members {
            let value = member.value
            if member.key.hasPrefix("$") { continue }
            switch MappingKeyword(rawValue: member.key) {
            case .keyPath?:
                if let path = entryKeyPath(value) { fields.keyPath = path } else { fields.valid = false }
            case .optional?:
                if value.stringValue == MappingEntry.missingWarningWord {
                    fields.optional = (true, value.origin)
                    fields.missingIsWarning = true
                } else if let flag = Self.flag(value) {
                    fields.optional = (flag, value.origin)
                } else {
                    sink.report(.invalidKeywordValue(.optional, expected: .optionalFlag), at: value.origin)
                    fields.valid = false
                }
            case .defaultValue?:
                fields.defaultValue = value.json
                fields.defaultOrigin = value.origin
            case .transformer?:
                if let name = nonEmptyString(value, keyword: .transformer) { fields.transformer = (name, value.origin) } else { fields.valid = false }
            case .transformClass?:
                if let name = nonEmptyString(value, keyword: .transformClass) {
                    fields.transformClass = (name, member.keyOrigin)
                } else {
                    fields.valid = false
                }
            case .transformSelector?:
                if let name = nonEmptyString(value, keyword: .transformSelector) {
                    fields.transformSelector = (name, member.keyOrigin)
                } else {
                    fields.valid = false
                }
            case .transformUserData?:
                fields.userData = (value.json, member.keyOrigin)
            case .object?:
                if let mapping = compileObject(value, context: context, property: property) {
                    fields.object = (mapping, member.keyOrigin)
                } else {
                    fields.valid = false
                }
            case .clearContent?:
                if let flag = boolean(value, keyword: .clearContent) { fields.clear = flag } else { fields.valid = false }
            case .insertContentAtBegin?:
                if let flag = boolean(value, keyword: .insertContentAtBegin) { fields.insertAtBegin = flag } else { fields.valid = false }
            case .identity?:
                if let names = identityNames(value) { fields.identity = names } else { fields.valid = false }
            case .onInvalid?:
                if let policy = word(value, keyword: .onInvalid, as: InvalidValuePolicy.self) {
                    fields.onInvalid = (policy, value.origin)
                } else {
                    fields.valid = false
                }
            case .fallbackKeyPaths?:
                if let paths = fallbackKeyPaths(value) { fields.fallbackKeyPaths = paths } else { fields.valid = false }
            case .null?:
                if let policy = word(value, keyword: .null, as: NullPolicy.self) { fields.null = policy } else { fields.valid = false }
            case .reverseNil?:
                if let policy = word(value, keyword: .reverseNil, as: ReverseNilPolicy.self) {
                    fields.reverseNil = policy
                } else {
                    fields.valid = false
                }
            case .invalidElements?:
                if let policy = word(value, keyword: .invalidElements, as: InvalidElementsPolicy.self) {
                    fields.invalidElements = policy
                } else {
                    fields.valid = false
                }
            case .inherits?:
                continue
            case let keyword? where ValueConstraints.keywords.contains(keyword):
                if !readConstraint(keyword, member, into: &fields) { fields.valid = false }
            case .some(let keyword):
                sink.report(.keywordInEntry(keyword), at: member.keyOrigin)
                fields.valid = false
            case nil where FormerKeyword(rawValue: member.key) != nil:
                switch FormerKeyword(rawValue: member.key) {
                case .required?:
                    if let flag = boolean(value, former: .required) {
                        fields.required = (flag, member.keyOrigin)
                    } else {
                        fields.valid = false
                    }
                case .transformCallback?:
                    sink.report(.transformCallback, at: member.keyOrigin)
                case .contentType?, nil:
                    sink.report(
                        .contentType(
                            className: value.stringValue.flatMap { $0.isEmpty ? nil : $0 },
                            hasObject: members.contains { $0.key == MappingKeyword.object.rawValue }),
                        at: member.keyOrigin)
                    fields.valid = false
                }
            case nil where member.key.hasPrefix("@") && SelectorResolver.Selector(member.key)?.comparison != nil:
                sink.report(.selectorNotObject(key: member.key), at: value.origin)
                fields.valid = false
            case nil:
                let known = MappingKeyword.suggested(in: .entry)
                let nearest = nearestKeyword(member.key.hasPrefix("@") ? member.key : "@" + member.key, among: known)
                sink.report(.unknownKeyword(key: member.key, place: .entry(property), nearest: nearest), at: member.keyOrigin)
                fields.valid = false
            }
        }
        return fields
    }

    /// `@fallbackKeyPaths`: one key path (a dotted string), or an array of
    /// them, each a dotted string or an array of literal segments.
    private mutating func fallbackKeyPaths(_ node: MappingNode) -> [MappingKeyPath]? {
        if case .string = node.value { return entryKeyPath(node).map { [$0] } }
        guard case .array(let elements) = node.value, !elements.isEmpty,
            elements.allSatisfy({ if case .string = $0.value { true } else if case .array = $0.value { true } else { false } })
        else {
            sink.report(.invalidKeywordValue(.fallbackKeyPaths, expected: .keyPaths), at: node.origin)
            return nil
        }
        var paths: [MappingKeyPath] = []
        for element in elements {
            guard let path = entryKeyPath(element) else { return nil }
            paths.append(path)
        }
        return paths
    }

    /// The rules between keywords: `@required` against `@optional`, the
    /// AppCoreKit transformer pair, user data without a transformer,
    /// `@object` with a transformer, an `@self` entry without either.
    private mutating func checkCombinations(
        _ fields: inout LongEntryFields, property: String, keyOrigin: MappingNode.Origin, isTemplate: Bool
    ) {
        // `@required` is a note: `true` is the default, `false` is
        // `@optional: true`; written beside a contradicting `@optional` it
        // is an error.
        if let (isRequired, origin) = fields.required {
            if let (isOptional, optionalOrigin) = fields.optional, isOptional == isRequired {
                let problem = ConfigurationProblem.requiredAndOptional(required: isRequired, optional: isOptional)
                sink.report(problem, at: origin, related: [sink.note(.optionalIsHere, of: problem, at: optionalOrigin)])
                fields.valid = false
            } else if isRequired, fields.optional == nil, fields.defaultValue != nil {
                sink.report(.requiredWithDefault, at: origin)
            } else {
                sink.report(.requiredKeyword(isRequired), at: origin)
                if !isRequired, fields.optional == nil { fields.optional = (true, origin) }
            }
        }
        // A template may hold half of a pair; what inherits it completes it.
        if let (_, origin) = fields.transformClass, fields.transformSelector == nil, !isTemplate {
            sink.report(.transformClassWithoutSelector(property: property), at: origin)
            fields.valid = false
        }
        if let (_, origin) = fields.transformSelector, fields.transformClass == nil, !isTemplate {
            sink.report(.transformSelectorWithoutClass(property: property), at: origin)
            fields.valid = false
        }
        if let (className, _) = fields.transformClass, let (selector, origin) = fields.transformSelector {
            if let (_, other) = fields.transformer {
                sink.report(.twoTransformers(property: property), at: other)
                fields.valid = false
            } else {
                fields.transformer = ("\(className).\(selector)", origin)
            }
        }
        if let (_, origin) = fields.userData, fields.transformer == nil, fields.transformClass == nil, !isTemplate {
            sink.report(.userDataWithoutTransformer(property: property), at: origin)
            fields.valid = false
        }
        if let (_, origin) = fields.object, let (_, transformerOrigin) = fields.transformer {
            let problem = ConfigurationProblem.objectAndTransformer(property: property)
            sink.report(problem, at: transformerOrigin, related: [sink.note(.objectIsHere, of: problem, at: origin)])
            fields.valid = false
        }
        if property == MappingKeyword.`self`.rawValue, fields.object == nil, fields.transformer == nil, !isTemplate, fields.valid {
            sink.report(.selfEntryNeedsObject(keyPath: nil), at: keyOrigin)
            fields.valid = false
        }
        if let (flag, origin) = fields.optional, !flag, fields.defaultValue != nil {
            sink.report(.defaultValueMakesOptional, at: origin)
        }
        // A template may say the policy and leave the default to each entry.
        if let (policy, origin) = fields.onInvalid, policy == .useDefault, fields.defaultValue == nil, !isTemplate {
            sink.report(.onInvalidDefaultWithoutValue(property: property), at: origin)
            fields.valid = false
        }
    }
}
