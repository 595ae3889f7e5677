extension JSON {
    /// The value for `key` when this is an object holding it, else `nil`.
    public subscript(key: String) -> JSON? {
        get {
            if case .object(let object) = self { return object[key] }
            return nil
        }
        set {
            guard case .object(var object) = self else { return }
            self = .null  // drop the reference so the object is uniquely held
            object[key] = newValue
            self = .object(object)
        }
    }

    /// The element at `index` when this is an array and `index` is in range,
    /// else `nil`.
    public subscript(index: Int) -> JSON? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }

    /// `true` for `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The bool, when this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number, when this is a number.
    public var numberValue: Number? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The integer, when this is a number that is an integer within `Int`.
    public var intValue: Int? {
        numberValue?.int64Value.flatMap { Int(exactly: $0) }
    }

    /// The nearest `Double`, when this is a number.
    public var doubleValue: Double? { numberValue?.doubleValue }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object, when this is an object.
    public var objectValue: Object? {
        if case .object(let value) = self { return value }
        return nil
    }
}
