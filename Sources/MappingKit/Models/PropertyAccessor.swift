/// How the applier reads and writes one property of a model, built once per
/// type from its key path with the property's type known, so mapping does no
/// dynamic type lookups per value.
final class PropertyAccessor<Root>: @unchecked Sendable {
    // Holds closures over immutable key paths; built once, only read.
    enum ModelAccess {
        case single(modelType: any Mappable.Type, get: (Root) -> (any Mappable)?, set: (inout Root, any Mappable) -> Bool)
        case collection(modelType: any Mappable.Type, get: (Root) -> [any Mappable], set: (inout Root, [any Mappable]) -> Bool)
        /// `[String: M]` or `[String: M]?`: `get` is `nil` for a `nil` property.
        case dictionary(modelType: any Mappable.Type, get: (Root) -> [String: any Mappable]?)
        /// A property of a protocol type (`.polymorphic(_:_:)`):
        /// `fits` says whether a model type can be stored; `get` is `nil` for `nil`.
        case polymorphic(fits: (any Mappable.Type) -> Bool, isCollection: Bool, get: (Root) -> [any Mappable]?)
    }

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
    /// Whether a transformer producing `type` can set this property.
    let accepts: (Any.Type) -> Bool
    /// Whether a default value converts (checked at load).
    let checkDefault: (JSON) -> MappingConversionError?
    let model: ModelAccess?
    /// Reads a value straight from the tape and sets it (the model given by
    /// address); `false` when the value needs ``convert``. `nil` for types
    /// without a tape reader (see ``TapeReaders``).
    let fastSet: ((UnsafeMutableRawPointer, TapeView, Int) -> Bool)?
    /// Builds the typed step of a nested model property (`M`, `M?`, `[M]`, `[M]?`).
    let nested: NestedBinder<Root>?
    /// The property's offset in a struct (`nil` for classes and for
    /// properties that are not plainly stored).
    let offset: Int?

    init(
        name: String, typeName: String, valueType: Any.Type,
        convert: @escaping (inout Root, PayloadValue) throws(MappingConversionError) -> Void,
        setAny: @escaping (inout Root, Any) -> Bool, json: @escaping (Root) -> JSON, getAny: @escaping (Root) -> Any,
        accepts: @escaping (Any.Type) -> Bool, checkDefault: @escaping (JSON) -> MappingConversionError?,
        model: ModelAccess?, fastSet: ((UnsafeMutableRawPointer, TapeView, Int) -> Bool)?, nested: NestedBinder<Root>?,
        offset: Int? = nil
    ) {
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
        self.model = model
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
        var model: ModelAccess?
        if let single = Value.self as? any Mappable.Type {
            model = .single(
                modelType: single, get: { $0[keyPath: writable] as? any Mappable },
                set: { root, value in
                    guard let typed = value as? Value else { return false }
                    root[keyPath: writable] = typed
                    return true
                })
        } else if let slot = Value.self as? any SingleModelSlot.Type {
            model = .single(
                modelType: slot.slotModelType, get: { ($0[keyPath: writable] as? any SingleModelSlot)?.slotModel },
                set: { root, value in
                    guard let typed = slot.slot(wrapping: value) as? Value else { return false }
                    root[keyPath: writable] = typed
                    return true
                })
        } else if let slot = Value.self as? any ModelCollectionSlot.Type {
            model = .collection(
                modelType: slot.slotModelType, get: { ($0[keyPath: writable] as? any ModelCollectionSlot)?.slotModels ?? [] },
                set: { root, values in
                    guard let typed = slot.slot(wrapping: values) as? Value else { return false }
                    root[keyPath: writable] = typed
                    return true
                })
        } else if let slot = Value.self as? any ModelDictionarySlot.Type {
            model = .dictionary(
                modelType: slot.dictionaryModelType,
                get: { ($0[keyPath: writable] as? any ModelDictionarySlot)?.erasedModelsByKey })
        }
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
            accepts: { type in type == Value.self || (Value.self as? any OptionalType.Type)?.wrappedType == type },
            checkDefault: { json in
                let result = Result { () throws(MappingConversionError) -> Value in try Value.mapped(from: PayloadValue(json)) }
                if case .failure(let error) = result { return error }
                return nil
            },
            model: model, fastSet: fastSet, nested: NestedBinder.make(Value.self, writable, modelArray: typed?.modelArray),
            offset: MemoryLayout<Root>.offset(of: writable))
        return .success(accessor)
    }
}

/// Why a model's property cannot be mapped; worded in
/// `ConfigurationProblem+Messages.swift`.
enum PropertyProblem: Error, Sendable, Hashable {
    case readOnly(name: String)
    /// `conformingType` is the type that needs the conformance: `GeoPoint`
    /// when `type` is `Optional<GeoPoint>` or `Array<GeoPoint>`.
    case unsupportedType(name: String, type: String, conformingType: String)
}

/// Lets an accessor see through `Optional` when matching transformer output types.
protocol OptionalType {
    static var wrappedType: Any.Type { get }
    var wrappedValue: Any? { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}
