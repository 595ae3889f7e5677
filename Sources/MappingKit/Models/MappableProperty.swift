/// One property of a ``Mappable`` type's table, declared with its value
/// type kept, so reading and setting it are compiled for that type where
/// the model is declared.
///
/// ```swift
/// struct Tweet: Mappable {
///     var id: UInt64 = 0
///     var text = ""
///     var user: User?
///     static let properties: MappableProperties<Tweet> = [
///         .property("id", \.id), .property("text", \.text), .property("user", \.user),
///     ]
/// }
/// ```
///
/// It maps exactly as the dictionary form (`["id": \.id, …]`) does, faster:
/// see <doc:DeclaringProperties>.
public struct MappableProperty<Root>: @unchecked Sendable {
    // Immutable: a key path and closures over it, only read.
    let name: String
    let keyPath: PartialKeyPath<Root>
    let typed: TypedAccess<Root>?
    /// A property of a protocol type, declared with `.polymorphic(_:_:)`.
    let polymorphic: PolymorphicAccess<Root>?

    @usableFromInline
    init(name: String, keyPath: PartialKeyPath<Root>, typed: TypedAccess<Root>) {
        self.name = name
        self.keyPath = keyPath
        self.typed = typed
        polymorphic = nil
    }

    init(name: String, keyPath: PartialKeyPath<Root>, polymorphic: PolymorphicAccess<Root>) {
        self.name = name
        self.keyPath = keyPath
        typed = nil
        self.polymorphic = polymorphic
    }

    /// The property `name` (the left side of `.mappings` entries), read and
    /// written through `keyPath`.
    ///
    /// ```swift
    /// .property("screenName", \.screenName)
    /// ```
    @inlinable
    public static func property<Value: MappableValue>(_ name: String, _ keyPath: WritableKeyPath<Root, Value>) -> MappableProperty {
        MappableProperty(name: name, keyPath: keyPath, typed: TypedAccess(keyPath))
    }

    /// An array of nested models, filled through `@object`: its elements
    /// are made and mapped in place in the new array, with the array code
    /// compiled for `Child` here.
    ///
    /// ```swift
    /// .property("hashtags", \.hashtags)   // var hashtags: [Hashtag]
    /// ```
    @inlinable
    public static func property<Child: Mappable>(_ name: String, _ keyPath: WritableKeyPath<Root, [Child]>) -> MappableProperty {
        var typed = TypedAccess(keyPath)
        typed.modelArray = ModelArrayAccess(keyPath)
        return MappableProperty(name: name, keyPath: keyPath, typed: typed)
    }
}

/// The closures of a property built with its value type known: inlined
/// into the module that declares the model, so they are specialised there.
/// A stored property of a struct is set at its offset, without a key path.
@usableFromInline
struct TypedAccess<Root> {
    @usableFromInline
    let fastSet: ((UnsafeMutableRawPointer, TapeView, Int) -> Bool)?
    @usableFromInline
    let convert: (inout Root, PayloadValue) throws(MappingConversionError) -> Void
    /// For a `[Child]` property of models: its array work, specialised.
    @usableFromInline
    var modelArray: ModelArrayAccess?

    @inlinable
    init<Value: MappableValue>(_ keyPath: WritableKeyPath<Root, Value>) {
        let offset = MemoryLayout<Root>.offset(of: keyPath)
        if let read = TapeReaders.reader(for: Value.self) {
            if let offset {
                fastSet = { model, tape, node in
                    guard let value = read(tape, node) else { return false }
                    (model + offset).assumingMemoryBound(to: Value.self).pointee = value
                    return true
                }
            } else {
                fastSet = { model, tape, node in
                    guard let value = read(tape, node) else { return false }
                    model.assumingMemoryBound(to: Root.self).pointee[keyPath: keyPath] = value
                    return true
                }
            }
        } else {
            fastSet = nil
        }
        convert = { (root: inout Root, value: PayloadValue) throws(MappingConversionError) in
            root[keyPath: keyPath] = try Value.mapped(from: value)
        }
    }
}
