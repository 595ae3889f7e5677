extension JSON {
    /// `true` when both values are the same JSON: same kinds, numbers and
    /// strings equal, arrays equal element by element, objects with the same
    /// keys and equal values in any order.
    ///
    /// A loop with a stack of the pairs still to compare walks the values, so
    /// values of any depth compare on any thread.
    ///
    /// ```swift
    /// let a: JSON = ["x": 1, "y": [true, nil]]
    /// let b: JSON = ["y": [true, nil], "x": 1]
    /// a == b  // true: key order does not matter
    /// ```
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        var pending: [(JSON, JSON)] = []
        var pair = (lhs, rhs)
        while true {
            switch pair {
            case (.null, .null):
                break
            case (.bool(let left), .bool(let right)):
                guard left == right else { return false }
            case (.number(let left), .number(let right)):
                guard left == right else { return false }
            case (.string(let left), .string(let right)):
                guard left == right else { return false }
            case (.array(let left), .array(let right)):
                guard left.count == right.count else { return false }
                for position in left.indices { pending.append((left[position], right[position])) }
            case (.object(let left), .object(let right)):
                guard left.count == right.count else { return false }
                for (key, value) in left {
                    guard let other = right[key] else { return false }
                    pending.append((value, other))
                }
            default:
                return false
            }
            guard let next = pending.popLast() else { return true }
            pair = next
        }
    }

    /// Hashes the value consistently with ``==(_:_:)``: an object's members
    /// are hashed in the order of their sorted keys.
    ///
    /// A loop walks the value, so values of any depth hash on any thread.
    ///
    /// ```swift
    /// let tags: Set<JSON> = [["a": 1, "b": 2], ["b": 2, "a": 1]]
    /// tags.count  // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        var pending: [HashStep] = [.value(self)]
        while let step = pending.popLast() {
            switch step {
            case .key(let key):
                hasher.combine(key)
            case .value(.null):
                hasher.combine(0 as UInt8)
            case .value(.bool(let flag)):
                hasher.combine(1 as UInt8)
                hasher.combine(flag)
            case .value(.number(let number)):
                hasher.combine(2 as UInt8)
                hasher.combine(number)
            case .value(.string(let string)):
                hasher.combine(3 as UInt8)
                hasher.combine(string)
            case .value(.array(let elements)):
                hasher.combine(4 as UInt8)
                hasher.combine(elements.count)
                for element in elements.reversed() { pending.append(.value(element)) }
            case .value(.object(let object)):
                hasher.combine(5 as UInt8)
                hasher.combine(object.count)
                let keys = object.keys
                let values = object.values
                // Pushed last key first, so keys pop in sorted order, each
                // before its value.
                for position in keys.indices.sorted(by: { keys[$0] > keys[$1] }) {
                    pending.append(.value(values[position]))
                    pending.append(.key(keys[position]))
                }
            }
        }
    }

    /// What ``hash(into:)`` has still to hash.
    private enum HashStep {
        case key(String)
        case value(JSON)
    }
}

extension JSON.Object {
    /// `true` when both objects have the same keys with equal values, in
    /// any order (see ``JSON/==(_:_:)``).
    public static func == (lhs: JSON.Object, rhs: JSON.Object) -> Bool {
        JSON.object(lhs) == JSON.object(rhs)
    }

    /// Hashes the object as ``JSON/hash(into:)`` hashes `.object(self)`.
    public func hash(into hasher: inout Hasher) {
        JSON.object(self).hash(into: &hasher)
    }
}
