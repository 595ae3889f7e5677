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
        /// A key and its value.
        struct Member: Sendable {
            var key: String
            var value: JSON
        }

        /// The members in order: one array, so an object is one allocation.
        private(set) var members: [Member]
        /// The keys in order.
        public var keys: [String] { members.map(\.key) }
        /// The values, in the order of ``keys``.
        public var values: [JSON] { members.map(\.value) }
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
            members = []
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
        public var count: Int { members.count }
        /// `true` when the object has no keys.
        public var isEmpty: Bool { members.isEmpty }

        /// The value for `key`; setting `nil` removes the key.
        public subscript(key: String) -> JSON? {
            get { position(of: key).map { members[$0].value } }
            set {
                if let position = position(of: key) {
                    if let newValue {
                        members[position].value = newValue
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
            members.reserveCapacity(capacity)
        }

        /// Adds a key the object does not have, at the end.
        mutating func append(_ key: String, _ value: JSON) {
            index?[key] = members.count
            members.append(Member(key: key, value: value))
            if index == nil, members.count > Self.indexedCount { rebuildIndex() }
        }

        /// Where `key` is, by index or by comparing it with each key.
        private func position(of key: String) -> Int? {
            if let index { return index[key] }
            return members.firstIndex { $0.key == key }
        }

        private mutating func rebuildIndex() {
            guard members.count > Self.indexedCount else {
                index = nil
                return
            }
            var positions: [String: Int] = [:]
            positions.reserveCapacity(members.count)
            for (position, member) in members.enumerated() { positions[member.key] = position }
            index = positions
        }

        private mutating func removeValue(at position: Int) {
            members.remove(at: position)
            if index != nil { rebuildIndex() }
        }

        /// Key-value pairs in order.
        public func makeIterator() -> Iterator {
            Iterator(members: members.makeIterator())
        }

        /// Iterates over an object's key-value pairs in order.
        ///
        /// ```swift
        /// for (key, value) in object { print(key, value) }
        /// ```
        public struct Iterator: IteratorProtocol {
            var members: IndexingIterator<[Member]>

            /// The next key and its value, or `nil` after the last.
            public mutating func next() -> (String, JSON)? {
                members.next().map { ($0.key, $0.value) }
            }
        }
    }
}
