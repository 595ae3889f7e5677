/// What the JSON parser accepts.
///
/// The default, ``strict``, is RFC 8259: no comments, no trailing commas,
/// top-level scalars allowed, a repeated key keeps its last value.
/// ``mappings`` is the dialect of `.mappings` files: `//` and `/* */`
/// comments, trailing commas, and a repeated key is an error that names both
/// places.
///
/// ```swift
/// var options = JSONParsingOptions.strict
/// options.maximumDepth = 64
/// let json = try JSON(parsing: data, options: options)
/// ```
public struct JSONParsingOptions: Sendable, Hashable {
    /// Deepest nesting of arrays and objects accepted; deeper input is an
    /// error, never a stack overflow. Default 512; values are clamped to
    /// 1...``maximumDepthLimit``.
    public var maximumDepth: Int {
        get { depth }
        set { depth = min(max(newValue, 1), Self.maximumDepthLimit) }
    }
    /// Accept `//` line comments and `/* */` block comments.
    public var allowsComments: Bool
    /// Accept one comma after the last element of an array or object.
    public var allowsTrailingCommas: Bool
    /// Report a key repeated in one object as an error (otherwise the last
    /// value wins).
    public var rejectsDuplicateKeys: Bool

    private var depth: Int

    /// The highest ``maximumDepth`` accepted: 1,000 levels.
    ///
    /// Parsing, building ``JSON`` values, writing, comparing, hashing and
    /// converting to and from Foundation walk values with loops, so their
    /// stack use does not grow with depth. Freeing a value does: Swift
    /// releases nested arrays and objects one inside the other, about 210
    /// bytes of stack per level (measured in a debug build). At 1,000 levels
    /// that is about 210 KB, well within the 512 KB stack of a secondary
    /// thread on Apple platforms, so a value parsed to this depth can be
    /// built, used and dropped on any thread.
    ///
    /// ```swift
    /// var options = JSONParsingOptions.strict
    /// options.maximumDepth = JSONParsingOptions.maximumDepthLimit  // 1,000
    /// let json = try JSON(parsing: deeplyNestedData, options: options)
    /// ```
    public static let maximumDepthLimit = 1_000

    /// Creates options; the defaults are ``strict``.
    public init(
        maximumDepth: Int = 512,
        allowsComments: Bool = false,
        allowsTrailingCommas: Bool = false,
        rejectsDuplicateKeys: Bool = false
    ) {
        self.depth = min(max(maximumDepth, 1), Self.maximumDepthLimit)
        self.allowsComments = allowsComments
        self.allowsTrailingCommas = allowsTrailingCommas
        self.rejectsDuplicateKeys = rejectsDuplicateKeys
    }

    /// RFC 8259 JSON, as web APIs send it.
    public static let strict = JSONParsingOptions()

    /// The `.mappings` dialect: comments, trailing commas, duplicate keys are errors.
    ///
    /// Nesting is bounded at 64 levels: far more than any catalog needs,
    /// and what keeps loading (selectors, inheritance, compiling, each a
    /// walk over the file) safe on a thread with a 512 KB stack.
    public static let mappings = JSONParsingOptions(
        maximumDepth: 64, allowsComments: true, allowsTrailingCommas: true, rejectsDuplicateKeys: true)
}
