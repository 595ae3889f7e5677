extension Diagnostic {
    /// What kind of problem a diagnostic reports, stable across wordings,
    /// for tools and tests to match on instead of the message.
    ///
    /// A struct over a string, like ``ValidationIssue/Kind``: new codes may
    /// be added without breaking a `switch` in client code.
    ///
    /// ```swift
    /// do {
    ///     _ = try MappingCatalog(contentsOf: url)
    /// } catch {
    ///     let unknown = error.errors.filter { $0.code == .unknownKeyword }
    ///     print(unknown.first?.code.rawValue ?? "")  // "unknownKeyword"
    /// }
    /// ```
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A diagnostic made by client code without a code.
        public static let unspecified = Code(rawValue: "unspecified")

        // Files and imports

        /// A `.mappings` file could not be read (missing, a directory, too large…).
        public static let fileUnreadable = Code(rawValue: "fileUnreadable")
        /// The root file is a symbolic link to a file outside its folder.
        public static let fileOutsideFolder = Code(rawValue: "fileOutsideFolder")
        /// The file is not valid JSON (with the `.mappings` dialect's comments and trailing commas).
        public static let invalidJSON = Code(rawValue: "invalidJSON")
        /// A key is repeated in one object.
        public static let duplicateKey = Code(rawValue: "duplicateKey")
        /// The file holds no JSON value.
        public static let noJSONObject = Code(rawValue: "noJSONObject")
        /// The file's top-level value is not an object.
        public static let rootNotObject = Code(rawValue: "rootNotObject")
        /// An `@import` path is not a string, or is empty.
        public static let invalidImport = Code(rawValue: "invalidImport")
        /// An `@import` path is absolute.
        public static let absoluteImport = Code(rawValue: "absoluteImport")
        /// An `@import` in a catalog loaded from a string without a base folder.
        public static let importWithoutBaseFolder = Code(rawValue: "importWithoutBaseFolder")
        /// An `@import` leaves the root file's folder, by `..` or a symbolic link.
        public static let importOutsideFolder = Code(rawValue: "importOutsideFolder")
        /// An imported file does not exist.
        public static let importNotFound = Code(rawValue: "importNotFound")
        /// An imported file exists but could not be read.
        public static let importUnreadable = Code(rawValue: "importUnreadable")
        /// Imports nest too deeply.
        public static let importsTooDeep = Code(rawValue: "importsTooDeep")
        /// A top-level definition replaces one of another file (a warning).
        public static let replacedDefinition = Code(rawValue: "replacedDefinition")
        /// A bundle has no such `.mappings` resource.
        public static let resourceNotFound = Code(rawValue: "resourceNotFound")

        // Selectors and inheritance

        /// A selector key does not parse.
        public static let malformedSelector = Code(rawValue: "malformedSelector")
        /// A selector-like key whose value is not an object.
        public static let selectorNotObject = Code(rawValue: "selectorNotObject")
        /// `@inherits` names something that is not an object.
        public static let inheritsNonObject = Code(rawValue: "inheritsNonObject")
        /// Templates inherit each other in a cycle (the cycle is named).
        public static let inheritanceCycle = Code(rawValue: "inheritanceCycle")
        /// Inheritance chains, nests or copies beyond the limits.
        public static let inheritanceTooDeep = Code(rawValue: "inheritanceTooDeep")
        /// `@inherits` names no template.
        public static let unknownTemplate = Code(rawValue: "unknownTemplate")

        // Definitions, contexts and entries

        /// A top-level definition is not an object.
        public static let definitionNotObject = Code(rawValue: "definitionNotObject")
        /// A key such as `"a, b"` that stands for several.
        public static let commaSeparatedKey = Code(rawValue: "commaSeparatedKey")
        /// A keyword's value has the wrong shape (`'@optional' must be a boolean`).
        public static let invalidKeywordValue = Code(rawValue: "invalidKeywordValue")
        /// A keyword where it is not allowed (`@import` in a context, `@class` in an entry…).
        public static let misplacedKeyword = Code(rawValue: "misplacedKeyword")
        /// An unknown `@keyword`, or a plain key among an entry's options.
        public static let unknownKeyword = Code(rawValue: "unknownKeyword")
        /// The `@self` entry has no `@object` or transformer.
        public static let selfEntryNeedsObject = Code(rawValue: "selfEntryNeedsObject")
        /// An entry is neither a key path string nor an object of options.
        public static let invalidEntry = Code(rawValue: "invalidEntry")
        /// `@transformClass` without `@transformSelector`, or the other way round.
        public static let incompleteTransformerPair = Code(rawValue: "incompleteTransformerPair")
        /// `@transformer` and `@transformClass` both name a transformer.
        public static let conflictingTransformers = Code(rawValue: "conflictingTransformers")
        /// `@transformUserData` without a transformer.
        public static let userDataWithoutTransformer = Code(rawValue: "userDataWithoutTransformer")
        /// An entry with both `@object` and a transformer.
        public static let objectAndTransformer = Code(rawValue: "objectAndTransformer")
        /// `@defaultValue` beside `'@optional': false` (a warning).
        public static let defaultValueMakesOptional = Code(rawValue: "defaultValueMakesOptional")
        /// `"@onInvalid": "default"` without `@defaultValue` to set.
        public static let missingDefaultValue = Code(rawValue: "missingDefaultValue")
        /// `"@onInvalid": "ignore"` on a `Decodable` property that is not optional.
        public static let ignoreOnRequiredProperty = Code(rawValue: "ignoreOnRequiredProperty")
        /// A lower bound above its upper bound in one entry (`@minimum`
        /// above `@maximum`, `@minLength` above `@maxLength`, `@minItems`
        /// above `@maxItems`).
        public static let contradictoryConstraints = Code(rawValue: "contradictoryConstraints")
        /// A `@pattern` the engine refuses: not a regular expression,
        /// outside its dialect, in need of backtracking (a backreference, a
        /// lookaround) or too large.
        public static let invalidPattern = Code(rawValue: "invalidPattern")
        /// A `@defaultValue` that breaks its entry's own constraints.
        public static let defaultViolatesConstraint = Code(rawValue: "defaultViolatesConstraint")
        /// A value constraint on an `@object` entry, or any constraint on `@self`.
        public static let misplacedConstraint = Code(rawValue: "misplacedConstraint")
        /// `@object` without `@mappings`.
        public static let missingMappings = Code(rawValue: "missingMappings")
        /// `@mappings` names a template instead of a context.
        public static let templateNotContext = Code(rawValue: "templateNotContext")
        /// No context of that name (in `@mappings`, or asked of a catalog).
        public static let unknownContext = Code(rawValue: "unknownContext")
        /// No context's `@class` names the type asked of a catalog (``MappingCatalog/context(for:)``).
        public static let noContextForType = Code(rawValue: "noContextForType")
        /// Several contexts' `@class` name the type asked of a catalog (``MappingCatalog/context(for:)``).
        public static let severalContextsForType = Code(rawValue: "severalContextsForType")
        /// A key path that is empty or has an empty segment.
        public static let emptyKeyPath = Code(rawValue: "emptyKeyPath")
        /// A `@metadata` key path that names no value (`@metadata`, `@metadata.index.x`).
        public static let malformedMetadataPath = Code(rawValue: "malformedMetadataPath")

        /// A keyword of AppCoreKit or of a neighbouring library that the
        /// language replaces (`@required`, `@transformCallback`,
        /// `@contentType`, `@device[…]`); the suggestion names the replacement.
        public static let formerKeyword = Code(rawValue: "formerKeyword")

        // Models and transformers

        /// `@class` names no registered model type.
        public static let unknownClass = Code(rawValue: "unknownClass")
        /// A transformer name the registry lacks.
        public static let unknownTransformer = Code(rawValue: "unknownTransformer")
        /// A model's property table lists a read-only key path.
        public static let readOnlyProperty = Code(rawValue: "readOnlyProperty")
        /// A model's property has a type that does not conform to `MappableValue`.
        public static let unsupportedPropertyType = Code(rawValue: "unsupportedPropertyType")
        /// An entry names a property the model does not have.
        public static let unknownProperty = Code(rawValue: "unknownProperty")
        /// A call that names no type on a context without `@class`.
        public static let contextHasNoClass = Code(rawValue: "contextHasNoClass")
        /// An entry names a coding key a `Decodable` type never asks for.
        public static let unknownCodingKey = Code(rawValue: "unknownCodingKey")
        /// A `Decodable` type could not be probed, so its context's keys were not checked (a warning).
        public static let decodableNotChecked = Code(rawValue: "decodableNotChecked")
        /// An entry names a coding key an `Encodable` value's `encode(to:)` never writes.
        public static let unknownEncodedKey = Code(rawValue: "unknownEncodedKey")
        /// `@identity` names a property the nested model does not have.
        public static let unknownIdentityProperty = Code(rawValue: "unknownIdentityProperty")
        /// A transformer's output type does not fit the property.
        public static let transformerOutputMismatch = Code(rawValue: "transformerOutputMismatch")
        /// A property holding models has no `@object` in its entry.
        public static let missingObject = Code(rawValue: "missingObject")
        /// `@defaultValue` can never be set: the property's type, the
        /// entry's `@object` or its built-in transformer refuses it.
        public static let invalidDefaultValue = Code(rawValue: "invalidDefaultValue")
        /// `@object` on a property that holds no model.
        public static let objectOnNonModel = Code(rawValue: "objectOnNonModel")
        /// `@object`'s `@class` does not fit the property's model type.
        public static let classMismatch = Code(rawValue: "classMismatch")
        /// `@key` on a property that is not a dictionary of models.
        public static let keyOnNonDictionary = Code(rawValue: "keyOnNonDictionary")
        /// `@key` names a property the element model does not have.
        public static let unknownKeyProperty = Code(rawValue: "unknownKeyProperty")
        /// `@switch`, `@cases` or `@default` written without the others, or beside `@mappings`/`@class`.
        public static let invalidSwitch = Code(rawValue: "invalidSwitch")
        /// A case of a polymorphic property maps with a context that names no class.
        public static let caseNeedsClass = Code(rawValue: "caseNeedsClass")
        /// `@switch` on a property not declared polymorphic, or without a model registry.
        public static let switchNeedsPolymorphicProperty = Code(rawValue: "switchNeedsPolymorphicProperty")
        /// A context asked for a model type other than its `@class`.
        public static let contextModelMismatch = Code(rawValue: "contextModelMismatch")

        // Writing values

        /// An `Encodable` value could not be encoded (``MappingError/encodingFailed(path:reason:)``).
        public static let encodingFailed = Code(rawValue: "encodingFailed")
        /// Two entries written back to JSON put different values at one key path, or a value where another writes an object.
        public static let reverseKeyPathsCollide = Code(rawValue: "reverseKeyPathsCollide")
    }
}
