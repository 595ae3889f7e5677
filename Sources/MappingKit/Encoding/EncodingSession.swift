import Foundation

/// One call writing `Encodable` values: the catalog, the options, the
/// (context, type) pairs already checked, and the encoding of values as
/// they are, into ``EncodedSlot``s, the way `JSONEncoder` writes them, with
/// MappingKit's forms for the Foundation types:
///
/// - integers of every width exactly (beyond `Int64` too), `Double` as
///   MappingKit writes numbers, `Float` by its shortest text; NaN and
///   infinities are an error (``EncodingFailure/Problem/nonFiniteNumber(_:)``);
/// - `Date` by the options' strategy, else ISO 8601 in UTC (milliseconds
///   when the date has a fraction); `Data` as base64; `URL` as its absolute
///   string; `Decimal` as a number, exactly; `UUID` as its string.
///
/// How a context applies is in `EncodingSession+Context.swift`.
final class EncodingSession {
    /// Values nesting deeper than this are an error rather than a stack
    /// overflow (a cycle of class references has no end).
    static let maximumDepth = 256

    let storage: SharedCatalog
    let options: EncodingOptions
    /// The (context, type) pairs this call checked: the catalog's lock is
    /// taken once per pair and call.
    var checked: Set<PlanCache.PlanKey> = []
    /// How deep the value being encoded is.
    private var depth = 0
    /// A misuse an `encode(to:)` cannot be told about when it happens (a
    /// container asked for is not throwing): thrown when it returns.
    private var misuse: EncodingFailure?

    init(storage: SharedCatalog, options: EncodingOptions) {
        self.storage = storage
        self.options = options
    }

    /// Encodes `value` into `slot`. `defers`: its keyed members are kept
    /// typed, not encoded (a value written through a context).
    func encode<T: Encodable>(_ value: T, into slot: EncodedSlot, at codingPath: [any CodingKey], defers: Bool = false) throws {
        if let json = try Self.json(ofScalar: value, at: codingPath) {
            try put(json, into: slot, at: codingPath)
            return
        }
        if let date = value as? Date {
            try encode(date, into: slot, at: codingPath)
            return
        }
        try running(at: codingPath) {
            try value.encode(to: ValueEncoder(session: self, slot: slot, codingPath: codingPath, defers: defers))
        }
    }

    /// Runs an `encode(to:)` one level deeper; what it threw, or a misuse
    /// met while it ran, becomes an ``EncodingFailure`` with its path.
    private func running(at codingPath: [any CodingKey], _ body: () throws -> Void) throws {
        guard depth < Self.maximumDepth else {
            throw EncodingFailure(codingPath: codingPath, problem: .tooDeep(limit: Self.maximumDepth))
        }
        depth += 1
        defer { depth -= 1 }
        do {
            try body()
        } catch {
            throw EncodingFailure.thrown(error, at: codingPath)
        }
        if let misuse {
            self.misuse = nil
            throw misuse
        }
    }

    /// The JSON of a value `JSONEncoder` writes without calling its
    /// `encode(to:)`; `nil` for anything else.
    static func json<T: Encodable>(ofScalar value: T, at codingPath: [any CodingKey]) throws -> JSON? {
        switch value {
        case let value as String: return .string(value)
        case let value as Bool: return .bool(value)
        case let value as Int: return .number(JSON.Number(value))
        case let value as Int64: return .number(JSON.Number(value))
        case let value as Int32: return .number(JSON.Number(Int64(value)))
        case let value as Int16: return .number(JSON.Number(Int64(value)))
        case let value as Int8: return .number(JSON.Number(Int64(value)))
        case let value as UInt: return unsigned(value)
        case let value as UInt64: return unsigned(value)
        case let value as UInt32: return .number(JSON.Number(Int64(value)))
        case let value as UInt16: return .number(JSON.Number(Int64(value)))
        case let value as UInt8: return .number(JSON.Number(Int64(value)))
        case let value as Double:
            guard value.isFinite else { throw EncodingFailure(codingPath: codingPath, problem: .nonFiniteNumber("\(value)")) }
            return .number(JSON.Number(value))
        case let value as Float:
            guard value.isFinite else { throw EncodingFailure(codingPath: codingPath, problem: .nonFiniteNumber("\(value)")) }
            return .number(JSON.Number(validatedText: value.description))
        case let value as Decimal: return value.mappingJSON
        case let value as URL: return value.mappingJSON
        case let value as UUID: return value.mappingJSON
        case let value as Data: return value.mappingJSON
        default: return nil
        }
    }

    private static func unsigned<U: UnsignedInteger>(_ value: U) -> JSON {
        if let small = Int64(exactly: value) { return .number(JSON.Number(small)) }
        return .number(JSON.Number(validatedText: String(value)))
    }

    /// A date, by the options' strategy, else as MappingKit writes dates.
    private func encode(_ date: Date, into slot: EncodedSlot, at codingPath: [any CodingKey]) throws {
        guard let strategy = options.dateEncodingStrategy else {
            try put(.string(ISO8601.string(from: date)), into: slot, at: codingPath)
            return
        }
        let encoder = ValueEncoder(session: self, slot: slot, codingPath: codingPath, defers: false)
        switch strategy {
        case .deferredToDate:
            try running(at: codingPath) { try date.encode(to: encoder) }
        case .secondsSince1970:
            try put(Self.json(ofScalar: date.timeIntervalSince1970, at: codingPath) ?? .null, into: slot, at: codingPath)
        case .millisecondsSince1970:
            try put(Self.json(ofScalar: date.timeIntervalSince1970 * 1_000, at: codingPath) ?? .null, into: slot, at: codingPath)
        case .iso8601:
            // `ISO8601DateFormatter`'s internet date time: whole seconds.
            let seconds = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
            try put(.string(ISO8601.string(from: seconds)), into: slot, at: codingPath)
        #if canImport(Darwin)
        // Elsewhere `.formatted` is made as a `.custom` strategy.
        case .formatted(let formatter):
            try put(.string(formatter.string(from: date)), into: slot, at: codingPath)
        #endif
        case .custom(let encode):
            try running(at: codingPath) { try encode(date, encoder) }
        @unknown default:
            try put(.string(ISO8601.string(from: date)), into: slot, at: codingPath)
        }
    }

    // MARK: Slots

    /// Writes a whole value into `slot`.
    func put(_ json: JSON, into slot: EncodedSlot, at codingPath: [any CodingKey]) throws {
        switch slot.content {
        case .object(let members) where !members.keys.isEmpty:
            throw EncodingFailure(codingPath: codingPath, problem: .mixedContainers(asked: "a single value", holding: "a keyed container"))
        case .array(let elements) where !elements.slots.isEmpty:
            throw EncodingFailure(codingPath: codingPath, problem: .mixedContainers(asked: "a single value", holding: "an unkeyed container"))
        default:
            slot.content = .json(json)
        }
    }

    /// The members a keyed container writes into; a slot holding something
    /// else is a misuse, thrown when the `encode(to:)` returns.
    func members(of slot: EncodedSlot, at codingPath: [any CodingKey]) -> EncodedSlot.Members {
        if let members = slot.members() { return members }
        noteMisuse(asked: "a keyed container", slot, at: codingPath)
        return EncodedSlot.Members()
    }

    /// The elements an unkeyed container writes into (see ``members(of:at:)``).
    func elements(of slot: EncodedSlot, at codingPath: [any CodingKey]) -> EncodedSlot.Elements {
        if let elements = slot.elements() { return elements }
        noteMisuse(asked: "an unkeyed container", slot, at: codingPath)
        return EncodedSlot.Elements()
    }

    private func noteMisuse(asked: String, _ slot: EncodedSlot, at codingPath: [any CodingKey]) {
        guard misuse == nil else { return }
        let holding = switch slot.content {
        case .object: "a keyed container"
        case .array: "an unkeyed container"
        case .empty, .absent, .json, .deferred: "a single value"
        }
        misuse = EncodingFailure(codingPath: codingPath, problem: .mixedContainers(asked: asked, holding: holding))
    }

    /// The JSON of a member of a value written through a context: a typed
    /// member is encoded now; `nil` when nothing is written.
    func json(ofMember slot: EncodedSlot, at codingPath: [any CodingKey]) throws -> JSON? {
        guard case .deferred(let value) = slot.content else { return slot.json }
        let encoded = EncodedSlot()
        try encode(value, into: encoded, at: codingPath)
        return encoded.json
    }
}
