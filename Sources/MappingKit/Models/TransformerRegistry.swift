/// Named transformers that `.mappings` entries call with `@transformer`
/// (or AppCoreKit's `@transformClass` + `@transformSelector`, registered
/// under `"Class.selector"`).
///
/// Each transformer has a typed output, checked at load against the
/// property it sets, and may have a reverse for `json(from:)`.
///
/// ```swift
/// var transformers = TransformerRegistry()      // the built-ins, then yours
/// transformers.register("MyTransformers.coordinate2DFromFloatArray:error:") { input in
///     guard let pair = input.value.elements, pair.count == 2,
///           let longitude = pair[0].numberValue?.doubleValue, let latitude = pair[1].numberValue?.doubleValue
///     else { throw TransformerError("expected [longitude, latitude]") }
///     return Coordinate(latitude: latitude, longitude: longitude)
/// } reverse: { coordinate, _ in [JSON(coordinate.longitude), JSON(coordinate.latitude)] }
/// ```
public struct TransformerRegistry: Sendable {
    var transformers: [String: Transformer]

    /// A registry holding the built-in transformers (``standard``), to which
    /// yours are added; start from ``empty`` to have only your own.
    ///
    /// ```swift
    /// var transformers = TransformerRegistry()
    /// transformers.names.contains("iso8601Date")  // true
    /// ```
    public init() {
        self = .standard
    }

    private init(transformers: [String: Transformer]) {
        self.transformers = transformers
    }

    /// A registry with no transformers, not even the built-ins: entries
    /// can call only what you register.
    ///
    /// ```swift
    /// var transformers = TransformerRegistry.empty
    /// transformers.register("shout") { input -> String in (input.value.stringValue ?? "").uppercased() }
    /// transformers.names  // ["shout"]
    /// ```
    public static let empty = TransformerRegistry(transformers: [:])

    /// Registers a transformer; a name registered again is replaced.
    ///
    /// - Parameters:
    ///   - name: The name entries use.
    ///   - transform: Turns the input into the output; a thrown error is
    ///     reported as a `transformerFailed` issue with its message.
    ///   - reverse: Turns a property's value back into JSON for
    ///     `json(from:)`; it receives the entry's user data. Without one,
    ///     reverse mapping leaves the entry out.
    public mutating func register<Output>(
        _ name: String, transform: @escaping @Sendable (TransformerInput) throws -> Output,
        reverse: (@Sendable (Output, JSON?) throws -> JSON)? = nil
    ) {
        let erasedReverse: (@Sendable (Any, JSON?) throws -> JSON)? = reverse.map { reverse in
            { @Sendable value, userData in
                guard let typed = value as? Output else { throw TransformerError("cannot reverse a value of type \(type(of: value))") }
                return try reverse(typed, userData)
            }
        }
        transformers[name] = Transformer(
            name: name, outputType: Output.self, outputTypeName: Self.typeName(Output.self),
            transform: { try transform($0) }, reverse: erasedReverse,
            outputJSON: { ($0 as? any MappableValue)?.mappingJSON })
    }

    /// The registered names, sorted.
    public var names: [String] { transformers.keys.sorted() }

    func transformer(named name: String) -> Transformer? { transformers[name] }

    /// Whether the transformer `name` makes a value of a given value with
    /// `userData`, as an entry naming them would, prepared once for that
    /// user data (a `date` format compiled once): `mappings infer` asks the
    /// date transformers whether a string is a date in a format, so it
    /// proposes a format only where `apply` reads it. `nil` when no
    /// transformer has that name.
    package func reader(_ name: String, userData: JSON? = nil) -> (@Sendable (JSON) -> Bool)? {
        guard let transformer = transformers[name] else { return nil }
        let transform = transformer.prepare?(userData) ?? transformer.transform
        return { value in (try? transform(TransformerInput(value: value, userData: userData))) != nil }
    }

    private static func typeName(_ type: Any.Type) -> String {
        (type as? any MappableValue.Type)?.mappingTypeName ?? String(describing: type)
    }
}
