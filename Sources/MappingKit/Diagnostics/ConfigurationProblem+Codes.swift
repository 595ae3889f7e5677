extension ConfigurationProblem {
    /// The stable code of each case, the same for every wording.
    var code: Diagnostic.Code {
        switch self {
        case .rootLinksOutside: .fileOutsideFolder
        case .fileUnreadable: .fileUnreadable
        case .invalidJSON(let error): Self.code(for: error)
        case .noJSONObject: .noJSONObject
        case .rootNotObject: .rootNotObject
        case .importPathNotString, .emptyImportPath: .invalidImport
        case .absoluteImport: .absoluteImport
        case .importWithoutBaseFolder: .importWithoutBaseFolder
        case .importOutsideFolder, .importLinksOutside: .importOutsideFolder
        case .importNotFound: .importNotFound
        case .importUnreadable: .importUnreadable
        case .importsTooDeep: .importsTooDeep
        case .replacedDefinition: .replacedDefinition
        case .resourceNotFound: .resourceNotFound
        case .malformedSelector: .malformedSelector
        case .selectorNotObject, .neitherKeywordNorSelector: .selectorNotObject
        case .inheritsNonObject: .inheritsNonObject
        case .inheritanceCycle: .inheritanceCycle
        case .inheritanceChainTooLong, .inheritanceTooDeep, .inheritanceTooLarge: .inheritanceTooDeep
        case .unknownTemplate: .unknownTemplate
        case .definitionNotObject: .definitionNotObject
        case .commaSeparatedKey: .commaSeparatedKey
        case .invalidKeywordValue, .keyPathSegmentNotString, .invalidKeywordWord, .countTooLarge, .collectionInAllowedValues:
            .invalidKeywordValue
        case .unusableDefault: .invalidDefaultValue
        case .onInvalidDefaultWithoutValue: .missingDefaultValue
        case .ignoreOnRequiredProperty: .ignoreOnRequiredProperty
        case .contradictoryConstraints: .contradictoryConstraints
        case .invalidPattern: .invalidPattern
        case .defaultViolatesConstraint: .defaultViolatesConstraint
        case .misplacedConstraint: .misplacedConstraint
        case .importNotTopLevel, .keywordInContext, .keywordInEntry, .keyInObject: .misplacedKeyword
        case .unknownKeyword: .unknownKeyword
        case .selfEntryNeedsObject: .selfEntryNeedsObject
        case .invalidEntry: .invalidEntry
        case .transformClassWithoutSelector, .transformSelectorWithoutClass: .incompleteTransformerPair
        case .twoTransformers: .conflictingTransformers
        case .userDataWithoutTransformer: .userDataWithoutTransformer
        case .objectAndTransformer: .objectAndTransformer
        case .defaultValueMakesOptional: .defaultValueMakesOptional
        case .objectNeedsMappings: .missingMappings
        case .requiredWithDefault: .defaultValueMakesOptional
        case .keywordInReverseMappings: .misplacedKeyword
        case .reverseMappingsNotObject, .formerKeywordValue: .invalidKeywordValue
        case .requiredKeyword, .requiredAndOptional, .transformCallback, .contentType, .formerKeywordInContext,
            .deviceSelector:
            .formerKeyword
        case .templateNotContext: .templateNotContext
        case .unknownContextReference, .noSuchContext, .unknownCaseContext: .unknownContext
        case .noContextForType: .noContextForType
        case .severalContextsForType: .severalContextsForType
        case .emptyKeyPath, .emptyKeyPathSegment: .emptyKeyPath
        case .malformedMetadataPath: .malformedMetadataPath
        case .unknownClass: .unknownClass
        case .contextHasNoClass: .contextHasNoClass
        case .unknownTransformer: .unknownTransformer
        case .propertyProblem(_, .readOnly): .readOnlyProperty
        case .propertyProblem(_, .unsupportedType): .unsupportedPropertyType
        case .unknownProperty: .unknownProperty
        case .unknownCodingKey: .unknownCodingKey
        case .decodableNotChecked: .decodableNotChecked
        case .unknownEncodedKey: .unknownEncodedKey
        case .reverseKeyPathsCollide: .reverseKeyPathsCollide
        case .unknownIdentityProperty: .unknownIdentityProperty
        case .transformerOutputMismatch: .transformerOutputMismatch
        case .propertyNeedsObject: .missingObject
        case .invalidDefaultValue: .invalidDefaultValue
        case .objectOnNonModel: .objectOnNonModel
        case .classMismatch: .classMismatch
        case .keyOnNonDictionary: .keyOnNonDictionary
        case .unknownKeyProperty: .unknownKeyProperty
        case .switchWithoutCases, .casesWithoutSwitch, .keywordBesideSwitch: .invalidSwitch
        case .caseNeedsClass: .caseNeedsClass
        case .switchNeedsPolymorphicProperty, .polymorphicNeedsModels: .switchNeedsPolymorphicProperty
        case .contextModelMismatch: .contextModelMismatch
        }
    }

    /// The code of a JSON parse error when it becomes a diagnostic.
    static func code(for error: JSONParseError) -> Diagnostic.Code {
        if case .duplicateKey = error.reason { return .duplicateKey }
        return .invalidJSON
    }
}
