/// One problem found while loading or checking mappings, as data: each case
/// carries the names, keywords and shapes that the problem is about.
///
/// Worded in one place: `ConfigurationProblem+Messages.swift` (what is
/// wrong), `+Suggestions.swift` (the likely fix), `+Codes.swift` (each
/// case's stable ``Diagnostic/Code``). Internal: clients read the
/// public `code`, `message` and `suggestion` of the ``Diagnostic`` it becomes,
/// so adding a case breaks no one.
enum ConfigurationProblem: Sendable, Hashable {
    // MARK: Files and imports

    /// The root file is a symbolic link leading out of its folder.
    case rootLinksOutside(file: String)
    /// The root file could not be read.
    case fileUnreadable(file: String, FileReadError)
    /// The file does not parse as JSON (the parse error is worded by its own layer).
    case invalidJSON(JSONParseError)
    /// The file holds no JSON value at all.
    case noJSONObject(file: String)
    /// The file's top-level value is not an object.
    case rootNotObject
    /// An element of `@import`'s array is not a string.
    case importPathNotString
    case emptyImportPath
    case absoluteImport(path: String)
    case importWithoutBaseFolder(path: String)
    /// `rootFolder` is the root file's folder as the user named it, or empty.
    case importOutsideFolder(path: String, rootFolder: String)
    case importLinksOutside(path: String, rootFolder: String)
    case importNotFound(relative: String, displayName: String)
    case importUnreadable(relative: String, displayName: String, FileReadError)
    case importsTooDeep(limit: Int)
    /// A top-level key defined again in another file; `previous` is where
    /// the replaced definition was, `byImporter` whether the importing file's
    /// definition won (else a later import's).
    case replacedDefinition(identifier: String, previous: SourcePosition?, byImporter: Bool)
    /// `Bundle` has no such `.mappings` resource.
    case resourceNotFound(name: String, subdirectory: String?, bundle: String)

    // MARK: Selectors

    case malformedSelector(key: String, SelectorResolver.Selector.Malformed)
    /// A key that parses as a selector with a comparison, but whose value is not an object.
    case selectorNotObject(key: String)
    /// `@name` with a non-object value: not a keyword, and not a selector.
    case neitherKeywordNorSelector(key: String)

    // MARK: Inheritance

    case inheritsNonObject(name: String)
    case inheritanceCycle([String])
    case inheritanceChainTooLong(limit: Int, start: String)
    case inheritanceTooDeep(limit: Int, start: String)
    case inheritanceTooLarge(limit: Int)
    case unknownTemplate(name: String, hint: TemplateHint)

    // MARK: Definitions, contexts and entries

    case definitionNotObject(identifier: String)
    /// `"a, b": …`, as a top-level definition, a short entry or a long entry.
    case commaSeparatedKey(key: String, place: CommaPlace)
    /// A keyword's value has the wrong shape.
    case invalidKeywordValue(MappingKeyword, expected: ValueShape)
    /// A keyword that takes one of a few words (`@onInvalid`) holds another
    /// value (`found`: the string, or `nil` when it is not one).
    case invalidKeywordWord(MappingKeyword, found: String?, allowed: [String], nearest: String?)
    /// `"@onInvalid": "default"` in an entry without `@defaultValue`.
    case onInvalidDefaultWithoutValue(property: String)
    /// `"@onInvalid": "ignore"` on a property of a `Decodable` type that is
    /// not optional: nothing can leave it unset.
    case ignoreOnRequiredProperty(property: String, model: String, type: String)
    /// A lower bound above its upper bound in one entry (`@minimum` above
    /// `@maximum`, `@minLength` above `@maxLength`, `@minItems` above
    /// `@maxItems`): no value can keep both.
    case contradictoryConstraints(lower: MappingKeyword, lowerValue: String, upper: MappingKeyword, upperValue: String)
    /// A `@pattern` the engine refuses: not a regular expression, outside
    /// its dialect, in need of backtracking, or too large (`error` says
    /// which construct, and where in the pattern).
    case invalidPattern(pattern: String, error: PatternSyntaxError)
    /// `@minLength`, `@maxLength`, `@minItems` or `@maxItems` above the
    /// largest count (`Int.max`); `found` is its text.
    case countTooLarge(MappingKeyword, found: String)
    /// An array or object among `@allowedValues`: collections are checked
    /// element by element, so it could never match.
    case collectionInAllowedValues(found: String)
    /// A `@defaultValue` that can never be set: `@object` maps objects (or
    /// arrays of objects), or a built-in transformer refuses it.
    case unusableDefault(property: String, reason: UnusableDefault)
    /// An entry's `@defaultValue` breaks one of its own constraints.
    case defaultViolatesConstraint(property: String, violation: ValueConstraints.Violation)
    /// A constraint where it checks nothing: a value constraint on an
    /// `@object` entry (its values are objects, mapped by their own
    /// context), or any constraint on an `@self` entry.
    case misplacedConstraint(MappingKeyword, property: String)
    case importNotTopLevel
    case keyPathSegmentNotString
    /// An entry keyword (or `@mappings`) written directly in a context.
    case keywordInContext(MappingKeyword)
    /// `@class`, `@mappings`, `@import` or `@self` written as an entry option.
    case keywordInEntry(MappingKeyword)
    /// A key `@object` does not take; `nearest` is a close keyword.
    case keyInObject(key: String, nearest: String?)
    /// An unknown `@keyword` (or, in an entry, a plain key); `nearest` is
    /// the closest keyword when one is close.
    case unknownKeyword(key: String, place: KeywordPlace, nearest: String?)
    /// `keyPath` is the short form's path, `nil` for a long form.
    case selfEntryNeedsObject(keyPath: String?)
    case invalidEntry(property: String)
    case transformClassWithoutSelector(property: String)
    case transformSelectorWithoutClass(property: String)
    case twoTransformers(property: String)
    case userDataWithoutTransformer(property: String)
    case objectAndTransformer(property: String)
    case defaultValueMakesOptional
    /// `@object` without `@mappings`; `className` is its `@class`, and
    /// `candidate` a context that maps that class (AppCoreKit found the
    /// context by class name; MappingKit needs it named).
    case objectNeedsMappings(className: String?, candidate: String?)
    case templateNotContext(reference: String, property: String, isEntryTemplate: Bool)
    /// `@mappings` names no context; `known` are the catalog's identifiers.
    case unknownContextReference(reference: String, nearest: String?, known: [String])
    case emptyKeyPath
    case emptyKeyPathSegment(keyPath: String)
    /// A key path starting with `@metadata` that cannot read anything:
    /// without a name, or through `@metadata.index` (a number).
    case malformedMetadataPath(keyPath: String, indexMember: Bool)
    /// `MappingCatalog.context(_:)` found no context of that name.
    case noSuchContext(identifier: String, isTemplate: Bool, nearest: [String], known: [String])
    /// `MappingCatalog.context(for:)`: no context's `@class` names `type`.
    /// `names` are the `@class` names that would (`ModelRegistry.classNames(of:)`);
    /// `unclassed` is a context named after the type (`$Issue`) that has
    /// no `@class`; `nearest` a context whose `@class` is close to a name;
    /// `classes` the catalog's contexts that have a `@class`.
    case noContextForType(type: String, names: [String], unclassed: String?, nearest: ClassedContext?, classes: [ClassedContext])
    /// `MappingCatalog.context(for:)`: several contexts' `@class` name
    /// `type` (`contexts`, in load order: the diagnostic is at the first,
    /// with a note at each other).
    case severalContextsForType(type: String, contexts: [String])

    // MARK: Reverse mappings

    /// `@class` or `@reverseMappings` inside a context's `@reverseMappings`.
    case keywordInReverseMappings(MappingKeyword)
    /// `@reverseMappings` whose value is not an object; `isFlag` when it is
    /// AppCoreKit's boolean.
    case reverseMappingsNotObject(isFlag: Bool)

    // MARK: Former and neighbouring keywords

    /// `@required` in an entry (a warning): `true` is the default, `false`
    /// is read as `@optional: true`.
    case requiredKeyword(Bool)
    /// `"@required": true` beside `@defaultValue`, which makes the entry
    /// optional (a warning, as for `"@optional": false`).
    case requiredWithDefault
    /// `@required` and `@optional` saying opposite things in one entry.
    case requiredAndOptional(required: Bool, optional: Bool)
    /// `@transformCallback` in an entry (a warning: it is ignored).
    case transformCallback
    /// `@contentType` in an entry; `className` is its value when a name,
    /// `hasObject` whether the entry has `@object` already.
    case contentType(className: String?, hasObject: Bool)
    /// A former keyword whose value has the wrong shape.
    case formerKeywordValue(FormerKeyword)
    /// A former keyword written directly in a context.
    case formerKeywordInContext(FormerKeyword)
    /// An AppCoreKit device selector such as `@device[idiom='pad']`.
    case deviceSelector(key: String)

    // MARK: Models and transformers

    case unknownClass(name: String, place: ClassPlace, nearest: String?)
    /// A call that names no type (`object(from:)`) on a context without `@class`.
    case contextHasNoClass(context: String)
    /// `registryGiven`: the catalog was loaded with `transformers:`.
    case unknownTransformer(name: String, property: String, nearest: String?, registryGiven: Bool)
    case propertyProblem(model: String, PropertyProblem)
    case unknownProperty(property: String, model: String, nearest: String?)
    /// An entry names a coding key a `Decodable` type's `init(from:)` never
    /// asks for (found by probing it); `asked` lists the keys it asks for.
    case unknownCodingKey(key: String, type: String, asked: [String], nearest: String?)
    /// A warning: the entries of `context` could not be checked against the
    /// coding keys of `type`, whose probe stopped (``DecodableProbe/Stop``).
    case decodableNotChecked(type: String, context: String, DecodableProbe.Stop)
    /// An entry names a coding key an `Encodable` value's `encode(to:)` did
    /// not write (found on the first value written); `encoded` lists the
    /// keys it wrote.
    case unknownEncodedKey(key: String, type: String, encoded: [String], nearest: String?)
    case unknownIdentityProperty(property: String, name: String, model: String, nearest: String?)
    /// `property` is `nil` for the `@self` entry, which needs the model's own type.
    case transformerOutputMismatch(transformer: String, output: String, property: String?, model: String, expected: String)
    case propertyNeedsObject(property: String, model: String, modelType: String, isCollection: Bool)
    case invalidDefaultValue(property: String, type: String, MappingConversionError)
    case objectOnNonModel(property: String, model: String, type: String)
    case classMismatch(className: String, property: String, model: String, heldType: String)
    /// `@key` on a property that is not a dictionary of models (`[String: M]`).
    case keyOnNonDictionary(property: String, model: String, type: String)
    /// `@key` names a property the element model does not have.
    case unknownKeyProperty(property: String, name: String, model: String, nearest: String?)
    /// A case of `@cases` (`value`), or `@default` (`nil`), names no context.
    case unknownCaseContext(reference: String, value: String?, nearest: String?)
    /// `@switch` without `@cases` (or with no case).
    case switchWithoutCases
    /// `@cases` or `@default` without `@switch`.
    case casesWithoutSwitch(MappingKeyword)
    /// `@mappings` or `@class` beside `@switch`: each case names its own.
    case keywordBesideSwitch(MappingKeyword)
    /// A case of a polymorphic property whose mapping names no class.
    case caseNeedsClass(property: String, value: String?, context: String)
    /// `@switch` on a property not declared with `.polymorphic(…)`.
    case switchNeedsPolymorphicProperty(property: String, model: String, type: String)
    /// A polymorphic property mapped through a catalog loaded without `models:`.
    case polymorphicNeedsModels(property: String, model: String)
    case contextModelMismatch(context: String, className: String, requested: String)
    /// Two entries of `context` written back to JSON (reverse mapping,
    /// `Encodable` values, request bodies) put different values at `path`,
    /// or a value where the other writes an object (`written` and
    /// `writing`, summed up): one would be lost. Found when writing, for
    /// whether two entries collide depends on their values.
    case reverseKeyPathsCollide(context: String, path: String, property: String, other: String, writing: String, written: String)

    // MARK: Fields

    /// What a keyword's value should have been.
    enum ValueShape: Sendable, Hashable {
        case boolean, optionalFlag, nonEmptyString, className, propertyNames, keyPath, keyPaths, templateNames, importPaths, objectMapping,
            contextReference, number, count, regularExpression, jsonValues
    }

    /// Why a `@defaultValue` can never be set.
    enum UnusableDefault: Sendable, Hashable {
        /// The entry has `@object`, and the default (its summary) is not an
        /// object nor an array of objects.
        case notObjects(found: String)
        /// A built-in transformer refuses the default (the transformer, and
        /// its message).
        case transformerRefuses(transformer: String, message: String)
    }

    /// Where a comma-separated key was written.
    enum CommaPlace: Sendable, Hashable { case definition, shortEntry, longEntry }

    /// Where an unknown keyword was found.
    enum KeywordPlace: Sendable, Hashable {
        case context(String)
        case entry(String)
    }

    /// Where an unknown `@class` was named.
    enum ClassPlace: Sendable, Hashable {
        case context(String)
        case object(property: String)
        /// A case of `@cases` (`value`), or `@default` (`nil`), of `property`.
        case switchCase(property: String, value: String?)
    }

    /// What is known near an unknown `@inherits` name.
    enum TemplateHint: Sendable, Hashable {
        /// A close name that exists.
        case nearest(String)
        /// The dotted prefix exists but holds no names.
        case emptyPrefix(String)
        /// The dotted prefix exists and holds these names.
        case prefixHolds(String, names: [String])
        /// Nothing close: the lookup rule.
        case lookupRule
    }

    /// A context and its `@class`, for ``ConfigurationProblem/noContextForType(type:names:unclassed:nearest:classes:)``.
    struct ClassedContext: Sendable, Hashable {
        var identifier: String
        var className: String
    }

    /// A related place shown under a problem.
    enum Note: Sendable, Hashable {
        case objectIsHere
        case optionalIsHere
        /// The other entry of a ``ConfigurationProblem/reverseKeyPathsCollide(context:path:property:other:writing:written:)``.
        case alsoWritesThere(property: String)
        /// Another context of ``ConfigurationProblem/severalContextsForType(type:contexts:)``.
        case alsoNamesType(context: String, className: String)
    }
}

extension ConfigurationProblem {
    /// A warning or an error.
    var severity: Diagnostic.Severity {
        switch self {
        case .replacedDefinition, .defaultValueMakesOptional, .requiredKeyword, .requiredWithDefault, .transformCallback,
            .decodableNotChecked:
            .warning
        default: .error
        }
    }

    /// The problem without the names of where it was found (the entry or
    /// context holding the spot): a template's problem met again in every
    /// object inheriting it is reported once per spot and problem.
    var spotKey: ConfigurationProblem {
        switch self {
        case .unusableDefault(_, let reason): .unusableDefault(property: "", reason: reason)
        case .unknownKeyword(let key, .context, let nearest):
            .unknownKeyword(key: key, place: .context(""), nearest: nearest)
        case .unknownKeyword(let key, .entry, let nearest):
            .unknownKeyword(key: key, place: .entry(""), nearest: nearest)
        case .invalidEntry: .invalidEntry(property: "")
        case .transformClassWithoutSelector: .transformClassWithoutSelector(property: "")
        case .transformSelectorWithoutClass: .transformSelectorWithoutClass(property: "")
        case .twoTransformers: .twoTransformers(property: "")
        case .userDataWithoutTransformer: .userDataWithoutTransformer(property: "")
        case .objectAndTransformer: .objectAndTransformer(property: "")
        case .defaultViolatesConstraint(_, let violation): .defaultViolatesConstraint(property: "", violation: violation)
        case .misplacedConstraint(let keyword, _): .misplacedConstraint(keyword, property: "")
        default: self
        }
    }
}
