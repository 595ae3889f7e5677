/// How the applier reads and writes one property of a model, built once per
/// type from its key path with the property's type known, so mapping does no
/// dynamic type lookups per value.
final class PropertyAccessor<Root>: @unchecked Sendable {
    // Holds closures over immutable key paths; built once, only read.
    let name: String
    let typeName: String
    let valueType: Any.Type
    /// Converts a present payload value and sets it.
    let convert: (inout Root, PayloadValue) throws(MappingConversionError) -> Void
    /// Sets a transformer's output; `false` when its type does not fit.
    let setAny: (inout Root, Any) -> Bool
    /// The current value as JSON, for reverse mapping.
    let json: (Root) -> JSON
    /// The current value, for transformers' reverse.
    let getAny: (Root) -> Any
    /// For a collection of converted values: converts a present payload
    /// value without the elements that do not convert, handing each to the
    /// callback, and sets it (`@invalidElements: "skip"`); `nil` otherwise.
    var convertSkipping: ((inout Root, PayloadValue, SkippedElement) throws -> Void)?
    /// Whether a transformer producing `type` can set this property.
    let accepts: (Any.Type) -> Bool
    /// Whether a default value converts (checked at load).
    let checkDefault: (JSON) -> MappingConversionError?
    /// Reads a value straight from the tape and sets it (the model given by
    /// address); `false` when the value needs ``convert``. `nil` for types
    /// without a tape reader (see ``TapeReaders``).
    let fastSet: ((UnsafeMutableRawPointer, TapeView, Int) -> Bool)?
    /// What a property holding nested models holds, and how the engine
    /// binds it (`M`, `M?`, `[M]`, `[M]?`, `[String: M]`, polymorphic).
    let nested: (any NestedModelProperty<Root>)?
    /// The property's offset in a struct (`nil` for classes and for
    /// properties that are not plainly stored).
    let offset: Int?
    /// For a class model's property of a type the engine stores itself, or
    /// of a nested struct model: the address the key path writes at, in the object the reference points
    /// to, when it is a stored field (``ClassFields``).
    let fieldAddress: ((inout Root) -> UnsafeMutableRawPointer)?
    /// The property's offset in a class's object, when ``ClassFields``
    /// found it a stored field; set once, before the descriptor is shared.
    private(set) var objectOffset: Int?

    init(
        name: String, typeName: String, valueType: Any.Type,
        convert: @escaping (inout Root, PayloadValue) throws(MappingConversionError) -> Void,
        setAny: @escaping (inout Root, Any) -> Bool, json: @escaping (Root) -> JSON, getAny: @escaping (Root) -> Any,
        accepts: @escaping (Any.Type) -> Bool, checkDefault: @escaping (JSON) -> MappingConversionError?,
        fastSet: ((UnsafeMutableRawPointer, TapeView, Int) -> Bool)?, nested: (any NestedModelProperty<Root>)?,
        offset: Int? = nil, fieldAddress: ((inout Root) -> UnsafeMutableRawPointer)? = nil
    ) {
        self.fieldAddress = fieldAddress
        self.fastSet = fastSet
        self.nested = nested
        self.offset = offset
        self.name = name
        self.typeName = typeName
        self.valueType = valueType
        self.convert = convert
        self.setAny = setAny
        self.json = json
        self.getAny = getAny
        self.accepts = accepts
        self.checkDefault = checkDefault
    }

    /// Builds the accessor, or explains why the property cannot be mapped.
    /// `typed`, from the declaration form that keeps the value type
    /// (``MappableProperty``), gives closures specialised where the model
    /// declares its table; without it they are built here, generic.
    static func make(name: String, keyPath: PartialKeyPath<Root>, typed: TypedAccess<Root>? = nil) -> Result<PropertyAccessor, PropertyProblem> {
        let valueType = type(of: keyPath).valueType
        guard let mappable = valueType as? any MappableValue.Type else {
            let missing = nonConformingType(in: valueType)
            return .failure(.unsupportedType(name: name, type: String(describing: valueType), conformingType: String(describing: missing)))
        }
        return make(mappable, name: name, keyPath: keyPath, typed: typed)
    }

    private static func make<Value: MappableValue>(
        _: Value.Type, name: String, keyPath: PartialKeyPath<Root>, typed: TypedAccess<Root>?
    ) -> Result<PropertyAccessor, PropertyProblem> {
        guard let writable = keyPath as? WritableKeyPath<Root, Value> else {
            return .failure(.readOnly(name: name))
        }
        // The dictionary form builds the same closures here, in generic code.
        let access = typed ?? TypedAccess(writable)
        let fastSet = access.fastSet
        let convert = access.convert
        let accessor = PropertyAccessor(
            name: name, typeName: Value.mappingTypeName, valueType: Value.self,
            convert: convert,
            setAny: { root, value in
                if let typed = value as? Value {
                    root[keyPath: writable] = typed
                    return true
                }
                return false
            },
            json: { $0[keyPath: writable].mappingJSON },
            getAny: { $0[keyPath: writable] },
            accepts: { type in
                guard type != Value.self else { return true }
                guard let optional = Value.self as? any ContainerType.Type, optional.isOptional else { return false }
                return optional.containedType == type
            },
            checkDefault: { json in
                let result = Result { () throws(MappingConversionError) -> Value in try Value.mapped(from: PayloadValue(json)) }
                if case .failure(let error) = result { return error }
                return nil
            },
            fastSet: fastSet, nested: nestedModelProperty(writable, modelArray: typed?.modelArray),
            offset: MemoryLayout<Root>.offset(of: writable), fieldAddress: fieldAddress(writable))
        if let lossy = Value.self as? any LossyCollection.Type {
            accessor.convertSkipping = { root, value, skipped in
                // `Value` is `lossy`: the cast cannot fail.
                guard let made = try lossy.mappedSkipping(from: value, skipped: skipped) as? Value else { return }
                root[keyPath: writable] = made
            }
        }
        return .success(accessor)
    }

    /// Where `keyPath` writes in a class's object, for the types a
    /// ``DirectSet`` stores and nested struct models (mapped in place);
    /// `nil` for structs and other types.
    private static func fieldAddress<Value>(_ keyPath: WritableKeyPath<Root, Value>) -> ((inout Root) -> UnsafeMutableRawPointer)? {
        let storedInPlace = DirectSet(valueType: Value.self, offset: 0) != .none
            || (Value.self is any Mappable.Type && !(Value.self is AnyObject.Type))
        guard Root.self is AnyObject.Type, storedInPlace else { return nil }
        return { root in withUnsafeMutablePointer(to: &root[keyPath: keyPath]) { UnsafeMutableRawPointer($0) } }
    }

    /// Records the offset ``ClassFields`` found (while the descriptor is built).
    func setObjectOffset(_ offset: Int) {
        objectOffset = offset
    }
}
