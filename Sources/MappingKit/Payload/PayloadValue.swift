import Foundation

/// A read-only view of one value of a payload, handed to conversions and
/// transformers.
///
/// A payload parsed from `Data` is read straight from the parsed document:
/// strings and numbers are decoded only when asked for, and nothing else of
/// the payload becomes Swift values. ``json`` builds the value as ``JSON``.
///
/// It reads like ``JSON``: typed accessors (``stringValue``, ``intValue``,
/// ``doubleValue``, ``boolValue``, ``numberValue``) and key and index
/// subscripts that return `nil` when the value is not there.
///
/// ```swift
/// transformers.register("coordinate") { input -> Coordinate in
///     guard let longitude = input.value[0]?.doubleValue, let latitude = input.value[1]?.doubleValue
///     else { throw TransformerError("expected [longitude, latitude], found \(input.value.summary)") }
///     return Coordinate(latitude: latitude, longitude: longitude)
/// }
/// ```
public struct PayloadValue: Sendable {
    enum Storage: Sendable {
        case document(JSONDocument, Int)
        case json(JSON)
    }

    let storage: Storage

    package init(document: JSONDocument, index: Int) {
        storage = .document(document, index)
    }

    /// A view of a ``JSON`` value.
    public init(_ json: JSON) {
        storage = .json(json)
    }

    /// The kinds of JSON value.
    public enum Kind: String, Sendable {
        /// The JSON kinds: `null`, `true`/`false`, a number, a string, an array, an object.
        case null, bool, number, string, array, object
    }

    /// What kind of value this is.
    public var kind: Kind {
        switch storage {
        case .document(let document, let index):
            return Kind(document.nodes[index].kind)
        case .json(let json):
            switch json {
            case .null: return .null
            case .bool: return .bool
            case .number: return .number
            case .string: return .string
            case .array: return .array
            case .object: return .object
            }
        }
    }

    /// `true` for JSON `null`.
    public var isNull: Bool { kind == .null }

    /// The bool, when this is `true` or `false`.
    public var boolValue: Bool? {
        switch storage {
        case .document(let document, let index):
            let kind = document.nodes[index].kind
            return kind == .true ? true : kind == .false ? false : nil
        case .json(let json):
            return json.boolValue
        }
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        switch storage {
        case .document(let document, let index):
            return document.nodes[index].kind == .string ? document.string(at: index) : nil
        case .json(let json):
            return json.stringValue
        }
    }

    /// The number, when this is a number (kept exactly).
    public var numberValue: JSON.Number? {
        switch storage {
        case .document(let document, let index):
            return document.nodes[index].kind == .number ? document.number(at: index) : nil
        case .json(let json):
            return json.numberValue
        }
    }

    /// The integer, when this is a number that is an integer within `Int`
    /// (`3`, `3.0`, `1e3`), as ``JSON/intValue`` reads it.
    ///
    /// ```swift
    /// PayloadValue(JSON(42)).intValue  // 42
    /// ```
    public var intValue: Int? {
        switch storage {
        case .document(let document, let index):
            guard document.nodes[index].kind == .number else { return nil }
            return document.int64(at: index).flatMap { Int(exactly: $0) }
        case .json(let json):
            return json.numberValue?.int64Value.flatMap { Int(exactly: $0) }
        }
    }

    /// The nearest `Double`, when this is a number.
    ///
    /// ```swift
    /// PayloadValue([2.5, 48.85])[0]?.doubleValue  // 2.5
    /// ```
    public var doubleValue: Double? {
        switch storage {
        case .document(let document, let index):
            document.nodes[index].kind == .number ? document.double(at: index) : nil
        case .json(let json):
            json.numberValue?.doubleValue
        }
    }

    /// The value as a ``JSON`` tree.
    public var json: JSON {
        switch storage {
        case .document(let document, let index): document.json(at: index)
        case .json(let json): json
        }
    }

    /// The number of elements or members of an array or object, else 0.
    public var count: Int {
        switch storage {
        case .document(let document, let index):
            let node = document.nodes[index]
            return node.kind == .array || node.kind == .object ? Int(node.length) : 0
        case .json(let json):
            if case .array(let elements) = json { return elements.count }
            if case .object(let object) = json { return object.count }
            return 0
        }
    }

    /// The elements, when this is an array.
    public var elements: [PayloadValue]? {
        switch storage {
        case .document(let document, let index):
            guard document.nodes[index].kind == .array else { return nil }
            return document.elements(ofArray: index).map { PayloadValue(document: document, index: $0) }
        case .json(let json):
            return json.arrayValue?.map(PayloadValue.init)
        }
    }

    /// Calls `body` with each element's position and value, in order, until
    /// it returns `false`; does nothing when this is not an array. Unlike
    /// ``elements`` it makes no array of the elements.
    func forEachElement(_ body: (Int, PayloadValue) throws -> Bool) rethrows {
        switch storage {
        case .document(let document, let index):
            guard document.nodes[index].kind == .array else { return }
            try document.withTapeView { tape in
                try tape.forEachElement(ofArray: index) { position, child in
                    try body(position, PayloadValue(document: document, index: child))
                }
            }
        case .json(let json):
            guard case .array(let elements) = json else { return }
            for (position, element) in elements.enumerated() {
                guard try body(position, PayloadValue(element)) else { return }
            }
        }
    }

    /// The members in order, when this is an object.
    public var members: [(key: String, value: PayloadValue)]? {
        switch storage {
        case .document(let document, let index):
            guard document.nodes[index].kind == .object else { return nil }
            var result: [(String, PayloadValue)] = []
            document.withTapeView { tape in
                tape.forEachMember(ofObject: index) { key, value in
                    result.append((tape.string(key), PayloadValue(document: document, index: value)))
                    return true
                }
            }
            return result
        case .json(let json):
            return json.objectValue.map { $0.map { (key: $0.0, value: PayloadValue($0.1)) } }
        }
    }

    /// The value for `key`, when this is an object holding it.
    ///
    /// ```swift
    /// input.value["lat"]?.doubleValue
    /// ```
    public subscript(key: String) -> PayloadValue? {
        guard kind == .object else { return nil }
        return member(MappingKeyPath.Key(key))
    }

    /// The element at `index`, when this is an array and `index` is in range.
    ///
    /// ```swift
    /// input.value[0]?.doubleValue
    /// ```
    public subscript(index: Int) -> PayloadValue? {
        switch storage {
        case .document(let document, let node):
            return document.element(index, inArray: node).map { PayloadValue(document: document, index: $0) }
        case .json(let json):
            return json[index].map(PayloadValue.init)
        }
    }

    /// Follows one key path segment: a key of an object, or an index of an
    /// array when the segment is numeric.
    func member(_ key: MappingKeyPath.Key) -> PayloadValue? {
        switch storage {
        case .document(let document, let index):
            return document.withTapeView { $0.member(key, of: index) }.map { PayloadValue(document: document, index: $0) }
        case .json(let json):
            switch json {
            case .object(let object): return object[key.name].map(PayloadValue.init)
            case .array(let elements):
                guard let position = key.index, elements.indices.contains(position) else { return nil }
                return PayloadValue(elements[position])
            default: return nil
            }
        }
    }

    /// A short description for messages: `number 42`, `string "abc"`,
    /// `object`, `array of 3`, `null`, `bool true`. Strings and numbers
    /// longer than 40 characters are cut, with their length:
    /// `number 1234567890123456789012345678901234567890… (100000 characters)`.
    public var summary: String {
        switch kind {
        case .null: return "null"
        case .bool: return "bool \(boolValue == true ? "true" : "false")"
        case .number: return "number " + MessageExcerpt.cut(numberValue?.text ?? "")
        case .string: return "string " + MessageExcerpt.quoted(stringValue ?? "")
        case .array: return Self.arraySummary(count)
        case .object: return "object"
        }
    }

    /// `array of 3`: how an array is summed up in a message, worded once.
    static func arraySummary(_ count: Int) -> String { "array of \(count)" }
}

extension PayloadValue.Kind {
    /// The kind of a node of a parsed document.
    @inline(__always)
    init(_ node: JSONNode.Kind) {
        switch node {
        case .null: self = .null
        case .true, .false: self = .bool
        case .number: self = .number
        case .string: self = .string
        case .array: self = .array
        case .object: self = .object
        }
    }
}
