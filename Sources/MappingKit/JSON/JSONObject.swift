extension JSON {
    /// A JSON object: string keys mapped to values, in the order they were
    /// written.
    ///
    /// Setting a key that exists replaces its value in place; a new key goes
    /// at the end. Equality ignores key order, as JSON does.
    ///
    /// ```swift
    /// var object: JSON.Object = ["b": 1, "a": 2]
    /// object["c"] = "new"
    /// object.keys  // ["b", "a", "c"]
    /// ```
    public struct Object: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
        /// The keys in order.
        public private(set) var keys: [String]
        /// The values, in the order of ``keys``.
        public private(set) var values: [JSON]
        private var index: [String: Int]

        /// An empty object.
        public init() {
            keys = []
            values = []
            index = [:]
        }

        /// An object from key-value pairs in order; a repeated key keeps its
        /// first place and its last value.
        public init<S: Sequence>(_ pairs: S) where S.Element == (String, JSON) {
            self.init()
            for (key, value) in pairs { self[key] = value }
        }

        public init(dictionaryLiteral elements: (String, JSON)...) {
            self.init(elements)
        }

        /// The number of keys.
        public var count: Int { keys.count }
        /// `true` when the object has no keys.
        public var isEmpty: Bool { keys.isEmpty }

        /// The value for `key`; setting `nil` removes the key.
        public subscript(key: String) -> JSON? {
            get { index[key].map { values[$0] } }
            set {
                if let position = index[key] {
                    if let newValue {
                        values[position] = newValue
                    } else {
                        removeValue(at: position)
                    }
                } else if let newValue {
                    index[key] = keys.count
                    keys.append(key)
                    values.append(newValue)
                }
            }
        }

        private mutating func removeValue(at position: Int) {
            index[keys[position]] = nil
            keys.remove(at: position)
            values.remove(at: position)
            for later in position..<keys.count { index[keys[later]] = later }
        }

        /// Key-value pairs in order.
        public func makeIterator() -> Zip2Sequence<[String], [JSON]>.Iterator {
            zip(keys, values).makeIterator()
        }
    }
}
