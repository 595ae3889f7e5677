import Foundation

extension JSON {
    /// Converts what `JSONSerialization.jsonObject(with:)` returns, or plain
    /// Swift values, into ``JSON``.
    ///
    /// Accepted: `NSNull` and `nil` optionals (→ `null`); `Bool`; all Swift
    /// integer types, `Double`, `Float`, `CGFloat`, `Decimal`; `NSNumber` and
    /// `NSDecimalNumber`; `String`, `Substring`, `NSString`; arrays and
    /// `NSArray`; dictionaries and `NSDictionary` with string keys; and
    /// ``JSON`` values themselves.
    ///
    /// An `NSNumber` holding a boolean becomes `.bool` and one holding `0` or
    /// `1` stays a number, on Linux as on Apple platforms (the boolean
    /// `NSNumber` class is told apart, not the value). Unsigned and decimal
    /// numbers beyond `Int64` keep their exact text.
    ///
    /// Swift dictionaries have no order, so the keys of the resulting
    /// objects are **sorted** by their UTF-8 bytes (the order
    /// ``WritingOptions/sortedKeys`` writes), which makes the result
    /// deterministic.
    ///
    /// ```swift
    /// let object = try JSONSerialization.jsonObject(with: data)
    /// let json = try JSON(foundation: object)
    ///
    /// try JSON(foundation: ["id": 7, "ok": true, "tags": ["a"], "note": NSNull()] as [String: Any])
    /// // {"id":7,"note":null,"ok":true,"tags":["a"]}
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to convert.
    ///   - maximumDepth: Deepest nesting of arrays and dictionaries accepted
    ///     (default 512, clamped to 1...``JSONParsingOptions/maximumDepthLimit``).
    ///     An `NSArray` that contains itself cannot be converted: on Linux,
    ///     Foundation itself recurses without end when bridging one.
    /// - Throws: ``JSONConversionError`` naming the path and type of the
    ///   first value that has no JSON counterpart (a `Date`, a non-string
    ///   key, a NaN…).
    public init(foundation value: Any, maximumDepth: Int = 512) throws(JSONConversionError) {
        var converter = FoundationConverter(
            depthLimit: min(max(maximumDepth, 1), JSONParsingOptions.maximumDepthLimit))
        self = try converter.convert(value)
    }

    /// The value as Foundation objects, ready for
    /// `JSONSerialization.data(withJSONObject:)`.
    ///
    /// `null` becomes `NSNull`, bools `Bool`, strings `String`, arrays
    /// `[Any]` and objects `[String: Any]` (key order is lost: Foundation
    /// dictionaries have none). Numbers follow ``Number/foundationValue``.
    ///
    /// ```swift
    /// let json: JSON = ["id": 42, "price": 9.5, "tags": ["a"], "gone": nil]
    /// let object = json.foundationValue as? [String: Any]
    /// object?["id"] as? Int        // 42
    /// object?["gone"] is NSNull    // true
    /// let data = try JSONSerialization.data(withJSONObject: json.foundationValue)
    /// ```
    public var foundationValue: Any {
        // A loop with a stack of the containers being converted: any depth
        // converts on any thread.
        var open: [FoundationContainer] = []
        var next = self
        while true {
            var value: Any
            switch next {
            case .null: value = NSNull()
            case .bool(let flag): value = flag
            case .number(let number): value = number.foundationValue
            case .string(let string): value = string
            case .array(let elements) where !elements.isEmpty:
                open.append(FoundationContainer(keys: nil, values: elements))
                next = elements[0]
                continue
            case .object(let object) where !object.isEmpty:
                open.append(FoundationContainer(keys: object.keys, values: object.values))
                next = object.values[0]
                continue
            case .array: value = [Any]()
            case .object: value = [String: Any]()
            }
            // Hand the value to the containers it completes, innermost first.
            while !open.isEmpty {
                open[open.count - 1].add(value)
                if let following = open[open.count - 1].nextValue {
                    next = following
                    break
                }
                value = open.removeLast().result
            }
            if open.isEmpty { return value }
        }
    }
}

/// An array or object of ``JSON/foundationValue`` whose members are being
/// converted.
private struct FoundationContainer {
    /// An object's keys; `nil` for an array.
    let keys: [String]?
    let values: [JSON]
    /// The position of the next member to convert.
    var next = 0
    var array: [Any] = []
    var dictionary: [String: Any] = [:]

    init(keys: [String]?, values: [JSON]) {
        self.keys = keys
        self.values = values
        if keys == nil { array.reserveCapacity(values.count) } else { dictionary.reserveCapacity(values.count) }
    }

    mutating func add(_ value: Any) {
        if let keys { dictionary[keys[next]] = value } else { array.append(value) }
        next += 1
    }

    /// The member to convert next, `nil` when all are converted (not
    /// `JSON.null`: `JSON` is `ExpressibleByNilLiteral`).
    var nextValue: JSON? {
        guard next < values.count else { return Optional.none }
        return values[next]
    }

    var result: Any { keys == nil ? array : dictionary }
}

extension JSON.Number {
    /// The number as the Foundation value closest to it.
    ///
    /// - Integers within `Int` are `Int`; other `Int64` values (on 32-bit
    ///   platforms) are `Int64`.
    /// - Larger integers that fit `UInt64` are an `NSNumber` of that
    ///   `UInt64`; beyond that an `NSDecimalNumber` (exact up to 38
    ///   significant digits, which is all `Decimal` holds).
    /// - Fractions and exponents are `Double`, as `JSONSerialization`
    ///   returns them; a literal beyond `Double`'s range is an
    ///   `NSDecimalNumber` when `Decimal` can hold it, otherwise ±infinity.
    /// - A NaN or infinite `Double` is `NSNull`, as ``JSON/formatted(_:)``
    ///   writes it `null`.
    ///
    /// ```swift
    /// JSON.Number(7).foundationValue                                  // 7 as Int
    /// JSON.Number(text: "18446744073709551615")?.foundationValue      // NSNumber(value: UInt64.max)
    /// JSON.Number(text: "123456789012345678901234")?.foundationValue  // NSDecimalNumber
    /// ```
    public var foundationValue: Any {
        switch storage {
        case .integer(let value):
            if let integer = Int(exactly: value) { return integer }
            return value
        case .double(let value):
            return value.isFinite ? value : NSNull()
        case .decimal(let decimal):
            return decimal.doubleValue
        case .literal(let text):
            if isInteger, let unsigned = UInt64(text) { return NSNumber(value: unsigned) }
            let double = doubleValue
            if !isInteger, double.isFinite { return double }
            if let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN {
                return NSDecimalNumber(decimal: decimal)
            }
            return double
        }
    }
}

/// Walks a Foundation or Swift value, keeping the path for errors.
private struct FoundationConverter {
    let depthLimit: Int
    var path: [JSONConversionError.PathComponent] = []

    /// The class of `NSNumber(value: true)`: `__NSCFBoolean` on Linux and on
    /// Apple platforms. A number holding 0 or 1 has another class.
    private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    init(depthLimit: Int) {
        self.depthLimit = depthLimit
    }

    /// Converts `root` with a loop and a stack of the containers being
    /// converted, so its depth does not reach the thread's stack.
    mutating func convert(_ root: Any) throws(JSONConversionError) -> JSON {
        var open: [Container] = []
        var next = root
        while true {
            var value: JSON
            switch try convertOne(next) {
            case .value(let json):
                value = json
            case .array(let elements):
                try enter(next)
                guard let first = elements.first else {
                    path.removeLast()
                    value = .array([])
                    break
                }
                open.append(Container(keys: nil, items: elements))
                next = first
                continue
            case .object(let keys, let values):
                try enter(next)
                guard let first = values.first else {
                    path.removeLast()
                    value = .object(JSON.Object())
                    break
                }
                path[path.count - 1] = .key(keys[0])
                open.append(Container(keys: keys, items: values))
                next = first
                continue
            }
            // Hand the value to the containers it completes, innermost first.
            while !open.isEmpty {
                open[open.count - 1].add(value)
                if let (item, component) = open[open.count - 1].nextItem {
                    path[path.count - 1] = component
                    next = item
                    break
                }
                value = open.removeLast().result
                path.removeLast()
            }
            if open.isEmpty { return value }
        }
    }

    /// What one value is: converted, or a container whose members are
    /// still to convert (a dictionary's keys sorted).
    private enum Converted {
        case value(JSON)
        case array([Any])
        case object(keys: [String], values: [Any])
    }

    /// An array or dictionary whose members are being converted.
    private struct Container {
        /// A dictionary's sorted keys; `nil` for an array.
        let keys: [String]?
        let items: [Any]
        var elements: [JSON] = []
        var object = JSON.Object()

        init(keys: [String]?, items: [Any]) {
            self.keys = keys
            self.items = items
            if keys == nil { elements.reserveCapacity(items.count) }
        }

        mutating func add(_ value: JSON) {
            if let keys { object[keys[object.count]] = value } else { elements.append(value) }
        }

        /// The member to convert next and its path step; `nil` when all are done.
        var nextItem: (Any, JSONConversionError.PathComponent)? {
            let position = keys == nil ? elements.count : object.count
            guard position < items.count else { return nil }
            return (items[position], keys.map { .key($0[position]) } ?? .index(position))
        }

        var result: JSON { keys == nil ? .array(elements) : .object(object) }
    }

    private func convertOne(_ value: Any) throws(JSONConversionError) -> Converted {
        var value = value
        while let optional = value as? any OptionalValue {
            guard let wrapped = optional.wrappedValue else { return .value(.null) }
            value = wrapped
        }
        if type(of: value) is AnyObject.Type {
            return try convertObject(value)
        }
        switch value {
        case let json as JSON: return .value(json)
        case let object as JSON.Object: return .value(.object(object))
        case let number as JSON.Number: return .value(.number(number))
        case let string as String: return .value(.string(string))
        case let string as Substring: return .value(.string(String(string)))
        case let flag as Bool: return .value(.bool(flag))
        case let integer as Int: return .value(.number(JSON.Number(integer)))
        case let integer as Int8: return .value(.number(JSON.Number(Int64(integer))))
        case let integer as Int16: return .value(.number(JSON.Number(Int64(integer))))
        case let integer as Int32: return .value(.number(JSON.Number(Int64(integer))))
        case let integer as Int64: return .value(.number(JSON.Number(integer)))
        case let integer as UInt: return .value(.number(Self.number(unsigned: UInt64(integer))))
        case let integer as UInt8: return .value(.number(JSON.Number(Int64(integer))))
        case let integer as UInt16: return .value(.number(JSON.Number(Int64(integer))))
        case let integer as UInt32: return .value(.number(JSON.Number(Int64(integer))))
        case let integer as UInt64: return .value(.number(Self.number(unsigned: integer)))
        case let double as Double: return .value(.number(try number(double: double, type: value)))
        case let float as Float: return .value(.number(try number(float: float, type: value)))
        case let float as CGFloat: return .value(.number(try number(double: Double(float), type: value)))
        case let decimal as Decimal: return .value(.number(try number(decimal: decimal, type: value)))
        default: return try convertCollection(value)
        }
    }

    /// Foundation objects: `NSNull`, `NSNumber`, `NSString`, `NSArray`,
    /// `NSDictionary`.
    private func convertObject(_ value: Any) throws(JSONConversionError) -> Converted {
        if value is NSNull { return .value(.null) }
        if let decimal = value as? NSDecimalNumber {
            return .value(.number(try number(decimal: decimal.decimalValue, type: value)))
        }
        if let number = value as? NSNumber {
            if ObjectIdentifier(type(of: number)) == Self.booleanClass { return .value(.bool(number.boolValue)) }
            return .value(.number(try convertNumber(number)))
        }
        if let string = value as? String { return .value(.string(string)) }
        return try convertCollection(value)
    }

    private func convertCollection(_ value: Any) throws(JSONConversionError) -> Converted {
        if let array = value as? [Any] { return .array(array) }
        if let dictionary = value as? [String: Any] {
            let keys = dictionary.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            return .object(keys: keys, values: keys.map { dictionary[$0] ?? NSNull() })
        }
        if let dictionary = value as? [AnyHashable: Any],
            let key = dictionary.keys.first(where: { !($0.base is String) })
        {
            throw error(.nonStringKey, type: key.base)
        }
        throw error(.unsupportedType, type: value)
    }

    /// Pushes a placeholder path step for a container's children.
    private mutating func enter(_ container: Any) throws(JSONConversionError) {
        guard path.count < depthLimit else { throw error(.tooDeep(limit: depthLimit), type: container) }
        path.append(.index(0))
    }

    private func convertNumber(_ number: NSNumber) throws(JSONConversionError) -> JSON.Number {
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
            return JSON.Number(number.int64Value)
        case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
            return Self.number(unsigned: number.uint64Value)
        case UInt8(ascii: "f"):
            return try self.number(float: number.floatValue, type: number)
        default:
            return try self.number(double: number.doubleValue, type: number)
        }
    }

    private static func number(unsigned value: UInt64) -> JSON.Number {
        if let signed = Int64(exactly: value) { return JSON.Number(signed) }
        return JSON.Number(validatedText: String(value))
    }

    private func number(double: Double, type value: Any) throws(JSONConversionError) -> JSON.Number {
        guard double.isFinite else { throw error(.nonFiniteNumber, type: value) }
        return JSON.Number(double)
    }

    /// A `Float` keeps its own shortest text (`0.1`, not `0.100000001…`).
    private func number(float: Float, type value: Any) throws(JSONConversionError) -> JSON.Number {
        guard float.isFinite else { throw error(.nonFiniteNumber, type: value) }
        return JSON.Number(text: float.description) ?? JSON.Number(Double(float))
    }

    private func number(decimal: Decimal, type value: Any) throws(JSONConversionError) -> JSON.Number {
        guard !decimal.isNaN, let number = JSON.Number(text: decimal.description) else {
            throw error(.nonFiniteNumber, type: value)
        }
        return number
    }

    private func error(_ reason: JSONConversionError.Reason, type value: Any) -> JSONConversionError {
        JSONConversionError(reason: reason, pathComponents: path, typeName: String(describing: Swift.type(of: value)))
    }
}
