/// Where one value is encoded: what the encoder's containers write, in
/// place, before it becomes ``JSON``.
///
/// A value written through a context keeps its top-level members typed
/// (``Content/deferred(_:)``) until the context says how each is written: a
/// transformer's reverse takes the typed value, an `@object` entry writes it
/// through its own context, the others are encoded as they are.
final class EncodedSlot {
    enum Content {
        /// Nothing written yet; written as an empty object.
        case empty
        /// `encodeIfPresent` of `nil`: the key is named, nothing is written.
        case absent
        /// A value written whole (a number, a string, `null`, a `Date`…).
        case json(JSON)
        /// A keyed container's members.
        case object(Members)
        /// An unkeyed container's elements.
        case array(Elements)
        /// A member of a value written through a context, not encoded yet.
        case deferred(any Encodable)
    }

    /// A keyed container's members, in the order first written.
    final class Members {
        private(set) var keys: [String] = []
        private var slots: [String: EncodedSlot] = [:]

        subscript(key: String) -> EncodedSlot? { slots[key] }

        /// The slot of `key`, emptied when the key was written before (the
        /// later write wins, as with `JSONEncoder`).
        func fresh(_ key: String) -> EncodedSlot {
            if let slot = slots[key] {
                slot.content = .empty
                return slot
            }
            let slot = EncodedSlot()
            keys.append(key)
            slots[key] = slot
            return slot
        }

        /// The slot of `key` as it is: a nested container asked for twice
        /// writes into the same place.
        func existing(_ key: String) -> EncodedSlot {
            if let slot = slots[key] { return slot }
            return fresh(key)
        }
    }

    /// An unkeyed container's elements.
    final class Elements {
        private(set) var slots: [EncodedSlot] = []

        /// A new slot at the end.
        func append() -> EncodedSlot {
            let slot = EncodedSlot()
            slots.append(slot)
            return slot
        }
    }

    var content: Content = .empty

    /// The members of this slot, made an object if nothing was written yet;
    /// `nil` when it already holds something else.
    func members() -> Members? {
        switch content {
        case .object(let members):
            return members
        case .empty, .absent:
            let members = Members()
            content = .object(members)
            return members
        case .json, .array, .deferred:
            return nil
        }
    }

    /// The elements of this slot, made an array if nothing was written yet;
    /// `nil` when it already holds something else.
    func elements() -> Elements? {
        switch content {
        case .array(let elements):
            return elements
        case .empty, .absent:
            let elements = Elements()
            content = .array(elements)
            return elements
        case .json, .object, .deferred:
            return nil
        }
    }

    /// What was written here as JSON; `nil` for nothing (`absent`). A
    /// member kept typed is encoded by the session
    /// (``EncodingSession/json(ofMember:at:)``), never here.
    var json: JSON? {
        switch content {
        case .empty: .object([:])
        case .absent, .deferred: nil
        case .json(let json): json
        case .object(let members):
            .object(JSON.Object(members.keys.compactMap { key in members[key]?.json.map { (key, $0) } }))
        case .array(let elements): .array(elements.slots.map { $0.json ?? .null })
        }
    }

    /// The typed value a transformer's reverse is given: the value encoded
    /// here when it is kept typed, else its JSON; `nil` when nothing is.
    var typedValue: Any? {
        switch content {
        case .deferred(let value): value
        case .json(let json): json
        case .empty, .absent, .object, .array: nil
        }
    }
}
