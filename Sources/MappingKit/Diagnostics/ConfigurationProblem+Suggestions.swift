extension ConfigurationProblem {
    /// The likely fix, when there is one.
    var suggestion: String? {
        switch self {
        case .rootLinksOutside:
            "check the file it leads to by its own path"
        case .fileUnreadable(_, let error), .importUnreadable(_, _, let error):
            Self.suggestion(for: error)
        case .invalidJSON(let error):
            if case .trailingContent = error.reason {
                "a .mappings file holds one object: move these definitions into it, or into another file that '@import' brings in"
            } else {
                error.suggestion as String?
            }
        case .noJSONObject:
            "a .mappings file holds one object: { \"$Context\": { \"property\": \"source.key.path\" } }"
        case .rootNotObject:
            "wrap the contexts in { … }, keyed by their identifiers"
        case .importPathNotString:
            "write each path as a string relative to the importing file, such as \"shared/Users\""
        case .emptyImportPath:
            "name a file relative to the importing file, or remove the empty path"
        case .absoluteImport:
            "write the path relative to the importing file"
        case .importWithoutBaseFolder:
            "pass baseURL: when loading from a string"
        case .importOutsideFolder(_, let folder):
            folder.isEmpty
                ? "keep imported files inside the root file's folder"
                : "keep imported files inside the root file's folder, '\(folder)'"
        case .importLinksOutside(_, let folder):
            "a symbolic link may only lead to a file inside the root file's folder"
                + (folder.isEmpty ? "" : ", '\(folder)'") + "; copy the file into it instead"
        case .importNotFound:
            "check the name; paths are relative to the importing file"
        case .importsTooDeep:
            "import the files from fewer levels, for example all from the root file"
        case .replacedDefinition(_, _, let byImporter):
            "rename one of them if both are needed; "
                + (byImporter ? "the importing file's definition wins" : "a later import's definition wins over an earlier one's")
        case .resourceNotFound:
            "ship the folder with resources: [.copy(\"Mappings\")] (.process flattens folders and breaks imports) and pass subdirectory: \"Mappings\""
        case .malformedSelector:
            "write '@NAME' or '@NAME OP VERSION', with OP one of < <= > >= == = != and a version such as 9.0"
        case .selectorNotObject(let key):
            "write \"\(key)\": { \"key\": … }, or check the spelling if a keyword was meant"
        case .neitherKeywordNorSelector(let key):
            "for a property write \"\(key.dropFirst())\" without '@'; for a selector write \"\(key)\": { \"key\": … }"
        case .inheritsNonObject:
            "inherit from an object such as a context or an entry's long form { \"@keyPath\": … }"
        case .inheritanceCycle:
            "remove one of the '@inherits' that close the cycle"
        case .inheritanceChainTooLong:
            "let templates inherit from fewer levels of other templates"
        case .inheritanceTooDeep:
            "inherit from fewer levels of templates, or nest fewer objects inside them"
        case .inheritanceTooLarge:
            "check for templates that inherit each other many times over"
        case .unknownTemplate(_, .nearest(let name)):
            Self.didYouMean(name)
        case .unknownTemplate(_, .emptyPrefix(let prefix)):
            "'\(prefix)' holds no names to inherit"
        case .unknownTemplate(_, .prefixHolds(let prefix, let names)):
            "'\(prefix)' holds " + names.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        case .unknownTemplate(_, .lookupRule):
            "names are looked up in the enclosing objects, then among the catalog's top-level definitions"
        case .definitionNotObject(let identifier):
            "write \"\(identifier)\": { \"property\": \"source.key.path\" }"
        case .commaSeparatedKey(_, .definition):
            "define one context for each identifier and share the common part with '@inherits'"
        case .commaSeparatedKey(_, .shortEntry):
            "write one entry for each property"
        case .commaSeparatedKey(_, .longEntry):
            "write one entry for each property and share the options with '@inherits'"
        case .invalidKeywordValue(let keyword, let shape):
            Self.suggestion(for: keyword, shape: shape)
        case .invalidKeywordWord(_, _, _, let nearest?):
            Self.didYouMean(nearest)
        case .invalidKeywordWord(let keyword, _, let allowed, nil):
            "write \"\(keyword.rawValue)\": \"\(allowed.first ?? "")\""
        case .onInvalidDefaultWithoutValue:
            "add \"@defaultValue\": … (what is set when the payload's value is invalid), or write \"@onInvalid\": \"ignore\""
        case .ignoreOnRequiredProperty:
            "write \"@onInvalid\": \"default\" with a \"@defaultValue\", or declare the property optional"
        case .contradictoryConstraints(let lower, _, let upper, _):
            "lower '\(lower.rawValue)' or raise '\(upper.rawValue)'"
        case .invalidPattern(_, let error):
            error.suggestion
        case .defaultViolatesConstraint:
            "give a default that keeps the entry's constraints"
        case .misplacedConstraint(let keyword, let property) where property == MappingKeyword.`self`.rawValue:
            "move '\(keyword.rawValue)' to the entries of the context '@self' maps"
        case .misplacedConstraint(let keyword, _) where keyword == .minItems || keyword == .maxItems:
            "remove it"
        case .misplacedConstraint(let keyword, _):
            "move '\(keyword.rawValue)' to an entry of the objects' context"
        case .importNotTopLevel:
            "move it to the file's outermost object"
        case .keyPathSegmentNotString:
            "quote the segment: an array index is written as a string too, as in [\"items\", \"0\"]"
        case .keywordInContext(.mappings):
            "write \"property\": { \"@keyPath\": …, \"@object\": { \"@mappings\": … } }"
        case .keywordInContext(let keyword) where MappingKeyword.objectKeywords.contains(keyword),
            .keywordInEntry(let keyword) where MappingKeyword.objectKeywords.contains(keyword):
            "write \"property\": { \"@keyPath\": …, \"@object\": { \"\(keyword.rawValue)\": … } }"
        case .keywordInContext(let keyword):
            "put it inside an entry's long form: "
                + (keyword == .keyPath
                    ? "\"property\": { \"@keyPath\": … }" : "\"property\": { \"@keyPath\": …, \"\(keyword.rawValue)\": … }")
        case .keywordInEntry(let keyword) where keyword == .class || keyword == .mappings:
            "put '\(keyword.rawValue)' inside '@object': { \"@class\": …, \"@mappings\": … }"
        case .keywordInEntry(.reverseMappings):
            "move it out of the entry: \"$Context\": { \"property\": …, \"@reverseMappings\": { \"property\": \"output.key\" } }"
        case .keywordInEntry(.import):
            "move '@import' to the file's outermost object"
        case .keywordInEntry:
            "'@self' is an entry's name, not an option: write \"@self\": { \"@keyPath\": …, \"@object\": … } in the context, or \"@keyPath\": \"@self\" here"
        case .keyInObject(_, let nearest?):
            Self.didYouMean(nearest)
        case .keyInObject(let key, nil) where key == MappingKeyword.reverseMappings.rawValue:
            "'@reverseMappings' is a context's entry set for model → JSON: write it in the context '@mappings' names, beside its entries"
        case .keyInObject(let key, nil):
            if let keyword = MappingKeyword(rawValue: key), MappingKeyword.entryKeywords.contains(keyword) {
                "move '\(key)' out to the entry, beside '@object'"
            } else if !key.hasPrefix("@") {
                "put entries in '@mappings': \"@object\": { \"@mappings\": { \"\(key)\": … } }"
            } else {
                "'@object' takes '@class', '@mappings', '@key', '@switch', '@cases' and '@default'"
            }
        case .unknownKeyword(_, _, let nearest?):
            Self.didYouMean(nearest)
        case .unknownKeyword(_, .context, nil):
            "a context takes '@class', '@inherits', '@self', '@reverseMappings' and property entries"
        case .unknownKeyword(_, .entry, nil):
            "entries take "
                + MappingKeyword.entryKeywords.sorted { $0.rawValue < $1.rawValue }.map(\.rawValue).joined(separator: ", ")
        case .selfEntryNeedsObject(let path?):
            "write \"@self\": { \"@keyPath\": \"\(path)\", \"@object\": { \"@mappings\": … } }"
        case .selfEntryNeedsObject(nil):
            "add \"@object\": { \"@mappings\": … }"
        case .invalidEntry(let property):
            "write \"\(property)\": \"source.key.path\" or \"\(property)\": { \"@keyPath\": \"source.key.path\" }"
        case .transformClassWithoutSelector:
            "add \"@transformSelector\": \"name:error:\", or use \"@transformer\": \"name\""
        case .transformSelectorWithoutClass:
            "add \"@transformClass\": \"ClassName\", or use \"@transformer\": \"name\""
        case .twoTransformers:
            "keep either '@transformer' or the '@transformClass' + '@transformSelector' pair"
        case .userDataWithoutTransformer:
            "add \"@transformer\": \"name\" (or '@transformClass' + '@transformSelector'), or remove the user data"
        case .objectAndTransformer:
            "remove the transformer, or remove '@object' and let the transformer build the value"
        case .defaultValueMakesOptional:
            "remove '@optional', or remove '@defaultValue' to make the entry required"
        case .objectNeedsMappings(_, let candidate?):
            "name the context: \"@mappings\": \"\(candidate)\""
        case .objectNeedsMappings(let className?, nil):
            "name the context that maps '\(className)': \"@mappings\": \"$Identifier\", or write one inline: \"@mappings\": { … }"
        case .objectNeedsMappings(nil, nil):
            "add \"@mappings\": \"$Identifier\" or \"@mappings\": { … }"
        case .keywordInReverseMappings(.class):
            "remove it; '@reverseMappings' uses its context's '@class'"
        case .keywordInReverseMappings:
            "write '@reverseMappings' once, in the context, beside its entries"
        case .reverseMappingsNotObject:
            "write \"@reverseMappings\": { \"property\": \"output.key.path\" }, or leave it out to write the entries' own key paths"
        case .requiredKeyword(true):
            "remove '@required'"
        case .requiredKeyword(false):
            "write \"@optional\": true instead"
        case .requiredAndOptional:
            "keep '@optional' alone (entries are required by default)"
        case .requiredWithDefault:
            "remove '@required', or remove '@defaultValue' to make the entry required"
        case .transformCallback:
            "register a transformer in a TransformerRegistry and name it with \"@transformer\": \"name\""
        case .contentType(_, true):
            "remove it: the entry's '@object' already names how each element is built"
        case .contentType(let className?, false):
            "name the element's model in '@object': \"@object\": { \"@class\": \"\(className)\", \"@mappings\": \"$\(className)\" }"
        case .contentType(nil, false):
            "name the element's model in '@object': \"@object\": { \"@class\": \"Model\", \"@mappings\": \"$Model\" }"
        case .formerKeywordValue:
            "remove '@required' (entries are required by default), or write \"@optional\": true"
        case .formerKeywordInContext(.required):
            "make an entry optional with \"@optional\": true in its long form"
        case .formerKeywordInContext(.transformCallback):
            "register a transformer and name it in an entry: \"property\": { \"@keyPath\": …, \"@transformer\": \"name\" }"
        case .formerKeywordInContext(.contentType):
            "name each collection entry's element model in its '@object': { \"@class\": \"Model\", \"@mappings\": \"$Model\" }"
        case .deviceSelector:
            "use a tag selector such as '@ipad' or '@iphone' and set the tag in the MappingEnvironment (environment.tags.insert(\"ipad\")) or with --env ipad"
        case .templateNotContext(let reference, let property, true):
            "'\(reference)' is an entry template: inherit it in the entry, \"\(property)\": { \"@inherits\": \"\(reference)\", … }"
        case .templateNotContext(let reference, _, false):
            "'\(reference)' is an '@object' template: inherit it in '@object', \"@object\": { \"@inherits\": \"\(reference)\" }"
        case .unknownContextReference(_, let nearest?, _), .unknownCaseContext(_, _, let nearest?):
            Self.didYouMean(nearest)
        case .unknownCaseContext(_, _, nil):
            "name a context defined in the catalog"
        case .unknownContextReference(_, nil, let known):
            known.isEmpty
                ? "the catalog defines no contexts"
                : "known contexts: " + known.prefix(8).joined(separator: ", ") + (known.count > 8 ? ", …" : "")
        case .emptyKeyPath:
            "use \"@self\" for the whole source value"
        case .emptyKeyPathSegment:
            "for keys that contain dots, give '@keyPath' an array of segments: [\"a\", \"b.c\"]"
        case .malformedMetadataPath(_, false):
            "name the value: '@metadata.index', '@metadata.parent.KEY', or a key the caller passes: '@metadata.page'"
        case .malformedMetadataPath(_, true):
            "use '@metadata.index' alone"
        case .noContextForType(let type, let names, let unclassed?, _, _):
            "'\(unclassed)' has no '@class': add \"@class\": \"\(names.first ?? type)\" to it, or ask for it by its identifier: "
                + "catalog.context(\"\(unclassed)\")"
        case .noContextForType(_, _, nil, let nearest?, _):
            "did you mean '\(nearest.identifier)', whose '@class' is '\(nearest.className)'?"
        case .noContextForType(let type, _, nil, nil, let classes):
            classes.isEmpty
                ? "no context of the catalog has a '@class': add one naming \(type), or ask for a context by its identifier: "
                    + "catalog.context(\"$Identifier\")"
                : "contexts with a '@class': " + classes.prefix(8).map { "'\($0.identifier)' (\($0.className))" }.joined(separator: ", ")
                    + (classes.count > 8 ? ", …" : "")
        case .severalContextsForType(_, let contexts):
            "ask for one by its identifier: catalog.context(\"\(contexts.first ?? "$Identifier")\")"
        case .noSuchContext(_, _, let nearest, let known):
            nearest.isEmpty
                ? (known.isEmpty ? "the catalog has no contexts" : "known contexts: " + known.prefix(8).joined(separator: ", "))
                : "did you mean " + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?"
        case .contextHasNoClass:
            "add \"@class\": \"TypeName\" to the context (and register the type), or name the type: object(from:as:)"
        case .unknownClass(_, _, let nearest?):
            Self.didYouMean(nearest)
        case .unknownClass(let name, _, nil):
            "register it: models.register(\(name).self)"
        case .unknownTransformer(_, _, let nearest?, _):
            Self.didYouMean(nearest)
        case .unknownTransformer(_, _, nil, let registryGiven):
            registryGiven
                ? "register it in the TransformerRegistry the catalog is loaded with"
                : "register it in a TransformerRegistry and load the catalog with transformers: it"
        case .propertyProblem(_, .readOnly):
            "declare it with 'var'"
        case .propertyProblem(_, .unsupportedType(_, _, let conformingType)):
            "add 'extension \(conformingType): MappableValue {}' (and a transformer that produces it)"
        case .unknownCodingKey(_, _, _, let nearest?):
            Self.didYouMean(nearest)
        case .unknownCodingKey(_, let type, _, nil):
            "name a key of \(type).CodingKeys, or remove the entry"
        case .decodableNotChecked(_, _, .noStandIn(let path, let type)):
            "declare '\(type)' CaseIterable, or list its raw values in the '@allowedValues' of the entry at '\(path)'"
        case .decodableNotChecked(_, _, .readsAllKeys):
            "decode each key by name to have the entries checked, or keep a test that maps a sample payload"
        case .decodableNotChecked(_, _, .threw(let type, _)):
            "let \(type)'s init(from:) take empty values (\"\", 0, empty collections), or keep a test that maps a sample payload"
        case .reverseKeyPathsCollide:
            "give the context '@reverseMappings' that writes each at a key path of its own (or leaves one out), "
                + "or make one write an object the other writes into"
        case .unknownEncodedKey(_, _, _, let nearest?):
            Self.didYouMean(nearest)
        case .unknownEncodedKey(_, let type, _, nil):
            "name a key \(type) encodes, or remove the entry"
        case .unknownProperty(_, _, let nearest?), .unknownIdentityProperty(_, _, _, let nearest?),
            .unknownKeyProperty(_, _, _, let nearest?):
            Self.didYouMean(nearest)
        case .unknownProperty(_, let model, nil):
            "add it to \(model).properties"
        case .unknownIdentityProperty(_, _, let model, nil), .unknownKeyProperty(_, _, let model, nil):
            "name properties of \(model)"
        case .switchWithoutCases:
            "add \"@cases\": { \"Value\": \"$Context\" }"
        case .casesWithoutSwitch:
            "add \"@switch\": \"type\" (the key path of the type field)"
        case .keywordBesideSwitch:
            "move it into the cases: \"@cases\": { \"Value\": { \"@class\": …, \"@mappings\": … } }"
        case .caseNeedsClass:
            "give the case '@class', or its context"
        case .switchNeedsPolymorphicProperty:
            "declare it with .polymorphic(\"name\", \\.property), of a protocol type"
        case .polymorphicNeedsModels:
            "load the catalog with models: and register each case's class"
        case .keyOnNonDictionary:
            "declare the property as [String: Model] (or [String: Model]?), or remove '@key'"
        case .transformerOutputMismatch(_, _, _, _, let expected):
            "use a transformer that produces \(expected)"
        case .propertyNeedsObject(_, _, let modelType, _):
            "add \"@object\": { \"@mappings\": \"$\(modelType)\" }"
        case .invalidDefaultValue:
            "give a default of the property's type"
        case .unusableDefault(_, .notObjects):
            "give an object the objects' context maps (\"@defaultValue\": { \"name\": \"…\" }), or write \"@onInvalid\": \"ignore\""
        case .unusableDefault(_, .transformerRefuses):
            "give a default the transformer reads: a default goes through it, as a payload's value does"
        case .countTooLarge(let keyword, _):
            "write a smaller count, or leave '\(keyword.rawValue)' out"
        case .collectionInAllowedValues:
            "list the values an element may be: \"@allowedValues\": [\"red\", \"green\"]"
        case .objectOnNonModel:
            "give the property a Mappable type, or remove '@object'"
        case .classMismatch:
            nil
        case .contextModelMismatch(_, let className, let requested):
            "ask for \(className).self, or use a context whose '@class' is \(requested)"
        }
    }

    private static func didYouMean(_ name: String) -> String { "did you mean '\(name)'?" }

    /// The fix for a file that could not be read, worded for `.mappings` files.
    private static func suggestion(for error: FileReadError) -> String {
        switch error {
        case .tooLarge: "split it into smaller files that '@import' brings in"
        case .isDirectory: "name a .mappings file inside the directory"
        case .notRegularFile: "a .mappings file must be a regular file; save its content to one"
        default: error.suggestion
        }
    }

    private static func suggestion(for keyword: MappingKeyword, shape: ValueShape) -> String {
        switch shape {
        case .boolean: "write true, false, 1, 0, \"yes\" or \"no\""
        case .optionalFlag: "write true, false, 1, 0, \"yes\", \"no\", or \"warning\" (a missing value is then a warning)"
        case .className: "write \"@class\": \"ModelName\", or leave '@class' out to map to JSON"
        case .nonEmptyString:
            switch keyword {
            case .class: "write \"@class\": \"ModelName\""
            case .transformClass: "write \"@transformClass\": \"ClassName\""
            case .transformSelector: "write \"@transformSelector\": \"name:error:\""
            default: "write \"\(keyword.rawValue)\": \"name\""
            }
        case .propertyNames: "write \"@identity\": \"id\" or \"@identity\": [\"kind\", \"id\"]"
        case .keyPath: "write \"@keyPath\": \"user.name\", \"@keyPath\": \"@self\" or \"@keyPath\": [\"meta\", \"a.b\"]"
        case .keyPaths: "write \"@fallbackKeyPaths\": \"title_name\" or \"@fallbackKeyPaths\": [\"title_name\", \"meta.title\"]"
        case .templateNames: "write \"@inherits\": \"$Template\" or \"@inherits\": [\"$First\", \"$Second\"]"
        case .importPaths: "write \"@import\": \"Other\" or \"@import\": [\"Users\", \"shared/Media.mappings\"]"
        case .objectMapping: "write \"@object\": { \"@class\": \"Model\", \"@mappings\": \"$Model\" }"
        case .contextReference: "write \"@mappings\": \"$Identifier\" or \"@mappings\": { \"property\": \"key.path\" }"
        case .number: "write \"\(keyword.rawValue)\": 0 (a JSON number, not a string)"
        case .count: "write \"\(keyword.rawValue)\": 1 (a whole number, 0 or more)"
        case .regularExpression: "write \"@pattern\": \"^[a-z]+$\""
        case .jsonValues: "write \"@allowedValues\": [\"red\", \"green\"]"
        }
    }
}
