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
        /// Positions by key, built only for objects of more than
        /// ``indexedCount`` keys: a smaller object (most objects an API
        /// sends, and every object mapping builds from an ordinary context)
        /// finds a key by comparing it with each, which costs less than
        /// hashing it.
        private var index: [String: Int]?

        /// The number of keys from which an object keeps an index.
        static var indexedCount: Int { 24 }

        /// An empty object.
        public init() {
            keys = []
            values = []
            index = nil
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
            get { position(of: key).map { values[$0] } }
            set {
                if let position = position(of: key) {
                    if let newValue {
                        values[position] = newValue
                    } else {
                        removeValue(at: position)
                    }
                } else if let newValue {
                    append(key, newValue)
                }
            }
        }

        /// An empty object with room for `capacity` keys (mapping knows how
        /// many entries an object can get: growing two arrays key by key
        /// cost more than building the object).
        init(capacity: Int) {
            self.init()
            keys.reserveCapacity(capacity)
            values.reserveCapacity(capacity)
        }

        /// Adds a key the object does not have, at the end.
        mutating func append(_ key: String, _ value: JSON) {
            index?[key] = keys.count
            keys.append(key)
            values.append(value)
            if index == nil, keys.count > Self.indexedCount { rebuildIndex() }
        }

        /// Where `key` is, by index or by comparing it with each key.
        private func position(of key: String) -> Int? {
            if let index { return index[key] }
            return keys.firstIndex(of: key)
        }

        private mutating func rebuildIndex() {
            guard keys.count > Self.indexedCount else {
                index = nil
                return
            }
            var positions: [String: Int] = [:]
            positions.reserveCapacity(keys.count)
            for (position, key) in keys.enumerated() { positions[key] = position }
            index = positions
        }

        private mutating func removeValue(at position: Int) {
            keys.remove(at: position)
            values.remove(at: position)
            if index != nil { rebuildIndex() }
        }

        /// Key-value pairs in order.
        public func makeIterator() -> Zip2Sequence<[String], [JSON]>.Iterator {
            zip(keys, values).makeIterator()
        }
    }
}
