/// The keys a `Decodable` type's `init(from:)` asks for, found by decoding
/// it once from nothing: every key asked for is recorded, with the type
/// asked for, and answered with a stand-in. Load-time checks compare a
/// context's entries with them.
///
/// A value no empty payload makes (an enum's raw value) is stood in for by
/// an enum's first case when it is `CaseIterable`, else by the first raw
/// value its `init(rawValue:)` takes among the entry's own values
/// (`@allowedValues`, `@defaultValue`: ``StandIns``) and a few common
/// ones (`unknown`, `0`, `1`…).
///
/// A hand-written initializer that asks for different keys depending on
/// the values it reads is probed on the path nothing takes: keys it asks
/// for only on other paths are not known. One that throws on stand-in
/// values, reads `allKeys`, or asks for a value with no stand-in gives an
/// incomplete probe, whose key names are not checked: its ``stop`` says why.
struct DecodableProbe {
    /// Why a probe did not run to its end.
    enum Stop: Hashable, Sendable {
        /// An initializer read `allKeys`: the keys it takes depend on the payload.
        case readsAllKeys
        /// An initializer threw on the stand-ins (`type`'s, with why).
        case threw(type: String, reason: String)
        /// No stand-in of `type` at the dotted key path `path` is a value
        /// its initializer takes (a `String`-backed enum that is not
        /// `CaseIterable`, with no `@allowedValues`).
        case noStandIn(path: String, type: String)
    }

    /// Values a probe tries first for a stand-in, by the dotted coding-key
    /// path it is asked at (`state`, `user.type`): an entry's
    /// `@allowedValues` and `@defaultValue`, the raw values an enum
    /// property most likely takes.
    struct StandIns: Sendable {
        var values: [String: [JSON]] = [:]
    }

    /// A key asked for.
    struct Key {
        let name: String
        /// The type asked for; `Any` when the key was only tested
        /// (`contains`, `decodeNil`).
        let type: Any.Type
        /// `decode` (not `decodeIfPresent`).
        let required: Bool
    }

    /// The keys asked for at the type's top level, in order.
    let keys: [Key]
    /// The initializer ran to its end without reading `allKeys`.
    var isComplete: Bool { stop == nil }
    /// Why it did not.
    let stop: Stop?

    /// The names asked for, each once, in order.
    var names: [String] {
        var seen = Set<String>()
        return keys.map(\.name).filter { seen.insert($0).inserted }
    }

    /// Probes `type`, trying `standIns` first for the values no empty
    /// payload makes.
    static func run(_ type: any Decodable.Type, standIns: StandIns = StandIns()) -> DecodableProbe {
        func open<T: Decodable>(_: T.Type) -> DecodableProbe {
            let session = ProbeSession(standIns: standIns)
            let completed = session.made(T.self) != nil
            let stop: Stop? = if session.stop == .readsAllKeys || !completed {
                session.stop ?? .threw(type: "\(T.self)", reason: "it stopped")
            } else {
                nil
            }
            return DecodableProbe(keys: session.probed, stop: stop)
        }
        return open(type)
    }

    /// The object type a value of `type` holds: the type itself, or the
    /// element of an optional, array or dictionary of it; `nil` for the
    /// types MappingKit converts itself.
    static func objectType(of type: Any.Type) -> (any Decodable.Type)? {
        var current = type
        while let container = current as? any ContainerType.Type {
            current = container.containedType
        }
        guard let decodable = current as? any Decodable.Type, case .object = DecodedKind(decodable) else { return nil }
        return decodable
    }
}
