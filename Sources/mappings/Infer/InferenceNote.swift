/// One choice `mappings infer` made that the samples did not make for it
/// unanimously, or a detection with its evidence: what its report prints,
/// worded in `InferenceNote+Messages.swift`.
enum InferenceNote: Sendable, Hashable {
    /// An entry made `@optional`: its key was absent or `null` in some objects.
    case optional(context: String, entry: String, path: String, present: Int, total: Int)
    /// Values of several kinds: typed by the most common (a majority, or
    /// the most values of any kind, ties to the first of bool, number,
    /// string, object, array). `converts` when the others convert to it
    /// (numeric strings to a number, numbers to a string).
    case mixedKinds(context: String, entry: String, path: String, chosen: String, counts: [KindCount], converts: Bool)
    /// Integers beyond 64 bits (`count` of them, up to `digits` digits):
    /// typed `Decimal` (up to 38 digits), else `String`, which keep them exactly.
    case wideIntegers(context: String, entry: String, path: String, count: Int, digits: Int, chosen: String)
    /// Nothing to type the values by: always `null` (typed `String?`), or
    /// arrays always empty (typed `[String]`).
    case untyped(context: String, entry: String, path: String, reason: UntypedReason)
    /// A string field whose samples hold a small set of values
    /// (``AllowedValues``): `@allowedValues`, each value with its count;
    /// for a state or kind an open enum (`enumName`), whose other values
    /// become `defaultValue` (`unknown`, `@onInvalid` `"default"`: a
    /// required entry) or are left out (`nil`: `"ignore"`, an optional one).
    case allowedValues(context: String, entry: String, path: String, values: [ValueCount], enumName: String?, defaultValue: String?)
    /// Objects taken for dictionaries.
    case dictionary(path: String, evidence: ShapeCollector.DictionaryEvidence, keyCopy: String?)
    /// Array elements split by a type field into `@switch` cases.
    case polymorphism(path: String, key: String, groups: [ShapeCollector.SwitchGroup])
    /// The samples are arrays of differently shaped objects (or, with
    /// `dictionary`, the root objects are dictionaries): the root context
    /// holds them in one entry read from `@self` (applied with `--object`
    /// for arrays).
    case wrappedRoot(context: String, entry: String, dictionary: Bool)
    /// Models named apart from a type of a framework or of the file
    /// (`IssueLabel`, not SwiftUI's `Label`; `wanted` the name their key
    /// gave, `paths` where they are), or the root kept under the name
    /// `--name` asked for (`names` is `[wanted]`): a model of that name
    /// hides `owner`'s in the models' module, and is ambiguous in a file
    /// that imports both.
    case frameworkName(names: [String], wanted: String, owner: String, paths: [String])
    /// A key no key path of the language can read (`@metadata`): left out.
    case keyLeftOut(path: String)
    /// No `--key-path`, and the samples look like an envelope around an
    /// array of objects: the likely key path, and how many elements it held.
    case suggestedKeyPath(String, elements: Int)

    /// How many values of one kind.
    struct KindCount: Sendable, Hashable {
        var kind: String
        var count: Int
    }

    /// How many times one value was found.
    struct ValueCount: Sendable, Hashable {
        var value: String
        var count: Int
    }

    enum UntypedReason: Sendable, Hashable { case alwaysNull, alwaysEmptyArrays }

    /// A detection (a dictionary, a `@switch`, a wrapped root), not a
    /// choice between what the samples held.
    var isDetection: Bool {
        switch self {
        case .dictionary, .polymorphism, .wrappedRoot, .allowedValues: true
        default: false
        }
    }
}
