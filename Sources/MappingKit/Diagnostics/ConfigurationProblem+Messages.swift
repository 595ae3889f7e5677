extension ConfigurationProblem {
    /// One sentence saying what is wrong; the only place these are worded.
    var message: String {
        switch self {
        case .rootLinksOutside(let file):
            "cannot read '\(file)': it is a symbolic link to a file outside its folder"
        case .fileUnreadable(let file, let error):
            "cannot read '\(file)': \(error.message)"
        case .invalidJSON(let error):
            error.message
        case .noJSONObject(let file):
            "'\(file)' holds no JSON object"
        case .rootNotObject:
            "a .mappings file must hold one JSON object"
        case .importPathNotString:
            "'@import' paths must be strings"
        case .emptyImportPath:
            "empty path in '@import'"
        case .absoluteImport(let path):
            "'@import' path '\(path)' is absolute"
        case .importWithoutBaseFolder(let path):
            "cannot import '\(path)': the catalog was loaded from a string without a base folder"
        case .importOutsideFolder(let path, _):
            "'@import' path '\(path)' leaves the catalog's folder"
        case .importLinksOutside(let path, _):
            "'@import' path '\(path)' leads outside the catalog's folder through a symbolic link"
        case .importNotFound(let relative, let displayName):
            "cannot find imported file '\(relative)' (looked for \(displayName))"
        case .importUnreadable(let relative, let displayName, let error):
            "cannot read imported file '\(relative)' (\(displayName)): \(error.message)"
        case .importsTooDeep(let limit):
            "imports nested deeper than \(limit) files"
        case .replacedDefinition(let identifier, let previous, _):
            "'\(identifier)' replaces its definition" + (previous.map { " at \($0)" } ?? "")
        case .resourceNotFound(let name, let subdirectory, let bundle):
            "no resource '\(name).mappings'" + (subdirectory.map { " in '\($0)'" } ?? "") + " in bundle \(bundle)"
        case .malformedSelector(let key, let malformed):
            "malformed selector '\(SelectorResolver.clipped(key))': \(malformed.reason)"
        case .selectorNotObject(let key):
            "selector '\(key)' must hold an object whose keys replace their siblings when it matches"
        case .neitherKeywordNorSelector(let key):
            "'\(key)' is not a keyword, and not a selector either: a selector's value is an object"
        case .inheritsNonObject(let name):
            "'\(name)' is not an object; '@inherits' takes the names of objects"
        case .inheritanceCycle(let names):
            "inheritance cycle: \(names.joined(separator: " → "))"
        case .inheritanceChainTooLong(let limit, let start):
            "'@inherits' chains more than \(limit) templates, starting from '\(start)'"
        case .inheritanceTooDeep(let limit, let start):
            "objects and the templates they inherit nest more than \(limit) levels deep, in '\(start)'"
        case .inheritanceTooLarge(let limit):
            "inheritance copies more than \(limit) values"
        case .unknownTemplate(let name, _):
            "unknown template '\(name)' in '@inherits'"
        case .definitionNotObject(let identifier):
            "top-level '\(identifier)' must be an object (a context or a template)"
        case .commaSeparatedKey(let key, _):
            "comma-separated keys are not supported ('\(key)' would stand for "
                + key.split(separator: ",").map { "'\($0.trimmingCharacters(in: .whitespaces))'" }.joined(separator: ", ")
                + ")"
        case .invalidKeywordValue(let keyword, let shape):
            "'\(keyword.rawValue)' must be \(shape.phrase)"
        case .invalidKeywordWord(let keyword, let found, let allowed, _):
            "'\(keyword.rawValue)' must be " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
                + (found.map { ", not \"\($0)\"" } ?? "")
        case .onInvalidDefaultWithoutValue(let property):
            "'@onInvalid': \"default\" has no '@defaultValue' to set (in entry '\(property)')"
        case .ignoreOnRequiredProperty(let property, let model, let type):
            "'@onInvalid': \"ignore\" cannot leave '\(property)' of \(model) unset: it is \(type), not optional"
        case .contradictoryConstraints(let lower, let lowerValue, let upper, let upperValue):
            "'\(lower.rawValue)' \(lowerValue) is above '\(upper.rawValue)' \(upperValue): no value can keep both"
        case .invalidPattern(let pattern, let error):
            "'@pattern' \(MessageExcerpt.quoted(pattern)) \(error.verdict): \(error.message)"
        case .defaultViolatesConstraint(let property, let violation):
            "the '@defaultValue' of '\(property)' breaks its own constraint: \(violation.message)"
        case .misplacedConstraint(let keyword, let property) where property == MappingKeyword.`self`.rawValue:
            "'\(keyword.rawValue)' cannot constrain an '@self' entry: it maps the object itself, not a value of it"
        case .misplacedConstraint(let keyword, let property):
            "'\(keyword.rawValue)' cannot constrain the objects of '@object' (in entry '\(property)'): "
                + "they are mapped by their own context"
        case .importNotTopLevel:
            "'@import' is only allowed at the top level of a file"
        case .keyPathSegmentNotString:
            "'@keyPath' segments must be strings"
        case .keywordInContext(.mappings):
            "'@mappings' belongs in an entry's '@object', not directly in a context"
        case .keywordInContext(let keyword) where MappingKeyword.objectKeywords.contains(keyword):
            "'\(keyword.rawValue)' belongs inside an entry's '@object', not directly in a context"
        case .keywordInContext(let keyword):
            "'\(keyword.rawValue)' belongs in an entry, not directly in a context"
        case .keywordInEntry(.reverseMappings):
            "'@reverseMappings' belongs in a context, beside its entries, not in an entry"
        case .keywordInEntry(let keyword) where MappingKeyword.objectKeywords.contains(keyword):
            "'\(keyword.rawValue)' belongs inside the entry's '@object', not beside it"
        case .keywordInEntry(let keyword):
            "'\(keyword.rawValue)' is not allowed in an entry"
        case .keyInObject(let key, _):
            "'\(key)' is not allowed in '@object'"
        case .unknownKeyword(let key, .context(let identifier), _):
            "unknown keyword '\(key)' in context '\(identifier)'"
        case .unknownKeyword(let key, .entry(let property), _):
            key.hasPrefix("@")
                ? "unknown keyword '\(key)' in entry '\(property)'"
                : "'\(key)' is not an entry keyword (in entry '\(property)')"
        case .selfEntryNeedsObject:
            "the '@self' entry needs '@object' to say how to map onto the object itself"
        case .invalidEntry(let property):
            "entry '\(property)' must be a key path string or an object of options"
        case .transformClassWithoutSelector(let property):
            "'@transformClass' needs '@transformSelector' (in entry '\(property)')"
        case .transformSelectorWithoutClass(let property):
            "'@transformSelector' needs '@transformClass' (in entry '\(property)')"
        case .twoTransformers(let property):
            "'@transformer' and '@transformClass' name two transformers (in entry '\(property)')"
        case .userDataWithoutTransformer(let property):
            "'@transformUserData' has no transformer to go to (in entry '\(property)')"
        case .objectAndTransformer(let property):
            "entry '\(property)' takes either '@object' or a transformer, not both"
        case .defaultValueMakesOptional:
            "'@defaultValue' makes the entry optional; '@optional': false is ignored"
        case .objectNeedsMappings(let className?, _):
            "'@object' needs '@mappings': a context is not found by its class name ('\(className)') as in AppCoreKit"
        case .objectNeedsMappings(nil, _):
            "'@object' needs '@mappings' (an inline context or a context's identifier)"
        case .keywordInReverseMappings(.class):
            "'@class' is not allowed in '@reverseMappings': its entries read the model of their context's '@class'"
        case .keywordInReverseMappings(let keyword):
            "'\(keyword.rawValue)' is not allowed in '@reverseMappings'"
        case .reverseMappingsNotObject(true):
            "'@reverseMappings' must be an object of entries; AppCoreKit's boolean that swapped each entry's sides is not supported"
        case .reverseMappingsNotObject(false):
            "'@reverseMappings' must be an object of entries, written like the context's own"
        case .requiredKeyword(true):
            "'@required' is not needed: entries are required by default"
        case .requiredKeyword(false):
            "'@required': false is read as '@optional': true"
        case .requiredAndOptional(let required, let optional):
            "'@required': \(required) contradicts '@optional': \(optional)"
        case .requiredWithDefault:
            "'@defaultValue' makes the entry optional; '@required': true is ignored"
        case .transformCallback:
            "'@transformCallback' is ignored: a callback is AppCoreKit code, which a .mappings file cannot name"
        case .contentType:
            "'@contentType' is not a keyword: AppCoreKit read a collection's element type from code; MappingKit reads it from '@object'"
        case .formerKeywordValue(let keyword):
            "'\(keyword.rawValue)' must be a boolean"
        case .formerKeywordInContext(let keyword):
            "'\(keyword.rawValue)' is not a context keyword" + (keyword == .required ? "; entries are required by default" : "")
        case .deviceSelector(let key):
            "device selector '\(SelectorResolver.clipped(key))' is not supported: MappingKit has no device object to query"
        case .templateNotContext(let reference, _, _):
            "'\(reference)' is a template, not a context; '@mappings' needs a context"
        case .unknownContextReference(let reference, _, _):
            "unknown context '\(reference)' in '@mappings'"
        case .emptyKeyPath:
            "empty key path"
        case .emptyKeyPathSegment(let keyPath):
            "key path '\(keyPath)' has an empty segment"
        case .malformedMetadataPath(let keyPath, false):
            "key path '\(keyPath)' names no metadata value"
        case .malformedMetadataPath(let keyPath, true):
            "key path '\(keyPath)' reads into '@metadata.index', which is a number"
        case .noSuchContext(let identifier, let isTemplate, _, _):
            isTemplate ? "'\(identifier)' is a template, not a context" : "no context named '\(identifier)'"
        case .noContextForType(let type, let names, _, _, _):
            "no context of the catalog maps \(type): none has " + Self.classNames(names, joinedBy: "or")
        case .severalContextsForType(let type, let contexts):
            "\(contexts.count) contexts map \(type), so the context to use is not known: "
                + Self.quotedList(contexts, joinedBy: "and")
        case .contextHasNoClass(let context):
            "'\(context)' has no '@class', so a call that names no type cannot know what to build"
        case .unknownClass(let name, let place, _):
            "unknown model class '\(name)' in " + {
                switch place {
                case .context(let identifier): "'@class' of '\(identifier)'"
                case .object(let property): "'@object' of '\(property)'"
                case .switchCase(let property, let value?): "case '\(value)' of '@cases' of '\(property)'"
                case .switchCase(let property, nil): "'@default' of '\(property)'"
                }
            }()
        case .unknownTransformer(let name, let property, _, _):
            "unknown transformer '\(name)' (in entry '\(property)')"
        case .propertyProblem(let model, .readOnly(let name)):
            "model '\(model)': property '\(name)' is read-only (its key path is not writable)"
        case .propertyProblem(let model, .unsupportedType(let name, let type, _)):
            "model '\(model)': property '\(name)' has type \(type), which does not conform to MappableValue"
        case .unknownProperty(let property, let model, _):
            "'\(model)' has no property '\(property)'"
        case .unknownCodingKey(let key, let type, let asked, _):
            "'\(type)' never decodes a key '\(key)' (its init(from:) asks for \(asked.isEmpty ? "no keys" : asked.map { "'\($0)'" }.joined(separator: ", ")))"
        case .decodableNotChecked(let type, let context, let stop):
            "the entries of '\(context)' were not checked against '\(type)': " + Self.probeStop(stop)
        case .reverseKeyPathsCollide(let context, let path, let property, let other, let writing, let written):
            "written back to JSON, '\(property)' and '\(other)' of '\(context)' put different values at '\(path)' "
                + "('\(property)': \(writing), '\(other)': \(written)): one would be lost"
        case .unknownEncodedKey(let key, let type, let encoded, _):
            "'\(type)' never encodes a key '\(key)' (its encode(to:) writes \(encoded.isEmpty ? "no keys" : encoded.map { "'\($0)'" }.joined(separator: ", ")))"
        case .unknownIdentityProperty(let property, let name, let model, _):
            "'@identity' of '\(property)' names '\(name)', which '\(model)' does not have"
        case .transformerOutputMismatch(let transformer, let output, nil, let model, let expected):
            "transformer '\(transformer)' produces \(output), but '@self' of '\(model)' needs \(expected)"
        case .transformerOutputMismatch(let transformer, let output, let property?, let model, let expected):
            "transformer '\(transformer)' produces \(output), but '\(property)' of '\(model)' is \(expected)"
        case .propertyNeedsObject(let property, let model, let modelType, let isCollection):
            "'\(property)' of '\(model)' holds \(isCollection ? "a collection of " : "")\(modelType) models; its entry needs '@object'"
        case .invalidDefaultValue(let property, let type, let error):
            "'@defaultValue' of '\(property)' cannot become \(type): \(error)"
        case .unusableDefault(let property, .notObjects(let found)):
            "the '@defaultValue' of '\(property)' can never be set: it is \(found), and '@object' maps an object or an array of objects"
        case .unusableDefault(let property, .transformerRefuses(let transformer, let message)):
            "the '@defaultValue' of '\(property)' can never be set: transformer '\(transformer)' refuses it (\(message))"
        case .countTooLarge(let keyword, let found):
            "'\(keyword.rawValue)' \(MessageExcerpt.cut(found)) is too large: a count is at most \(Int.max)"
        case .collectionInAllowedValues(let found):
            "'@allowedValues' holds \(MessageExcerpt.cut(found)), which no value can equal: a collection's elements are checked one by one"
        case .objectOnNonModel(let property, let model, let type):
            "'\(property)' of '\(model)' is \(type), not a model or a collection of models; '@object' needs one"
        case .classMismatch(let className, let property, let model, let heldType):
            "'@class' \(className) does not fit '\(property)' of '\(model)', which holds \(heldType)"
        case .contextModelMismatch(let context, let className, let requested):
            "context '\(context)' maps into \(className), not \(requested)"
        case .keyOnNonDictionary(let property, let model, let type):
            "'@key' needs a dictionary of models, but '\(property)' of '\(model)' is \(type)"
        case .unknownKeyProperty(let property, let name, let model, _):
            "'@key' of '\(property)' names '\(name)', which '\(model)' does not have"
        case .unknownCaseContext(let reference, let value?, _):
            "unknown context '\(reference)' in case '\(value)' of '@cases'"
        case .unknownCaseContext(let reference, nil, _):
            "unknown context '\(reference)' in '@default'"
        case .switchWithoutCases:
            "'@switch' needs '@cases' with at least one case"
        case .casesWithoutSwitch(let keyword):
            "'\(keyword.rawValue)' needs '@switch' beside it"
        case .keywordBesideSwitch(let keyword):
            "'\(keyword.rawValue)' is not allowed beside '@switch': each case of '@cases' names its own"
        case .caseNeedsClass(let property, let value, let context):
            "\(value.map { "case '\($0)'" } ?? "'@default'") of '\(property)' maps with '\(context)', which names no '@class'"
        case .switchNeedsPolymorphicProperty(let property, let model, let type):
            "'@switch' needs a polymorphic property, but '\(property)' of '\(model)' is \(type)"
        case .polymorphicNeedsModels(let property, let model):
            "'\(property)' of '\(model)' is polymorphic: its '@cases' classes are created from the catalog's model registry, and none was given"
        }
    }

    /// Why a probe stopped, as the end of a sentence.
    private static func probeStop(_ stop: DecodableProbe.Stop) -> String {
        switch stop {
        case .readsAllKeys:
            "its init(from:) reads allKeys, so the keys it decodes depend on the payload"
        case .threw(let type, let reason):
            "\(type)'s init(from:) threw on the probe's stand-in values (\(reason))"
        case .noStandIn(let path, let type):
            "the probe has no value of \(type) for '\(path)' (an enum that is not CaseIterable, whose raw values it does not know)"
        }
    }

    /// `'@class': "Issue"`, or `'@class' "GitHubIssue" or "Issue"`.
    private static func classNames(_ names: [String], joinedBy word: String) -> String {
        guard names.count > 1 else { return "'@class': \"\(names.first ?? "")\"" }
        return "'@class' " + names.dropLast().map { "\"\($0)\"" }.joined(separator: ", ") + " \(word) \"\(names.last ?? "")\""
    }

    /// `'$A' and '$B'`, `'$A', '$B' and '$C'`.
    private static func quotedList(_ names: [String], joinedBy word: String) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(word) " + (quoted.last ?? "")
    }

}
