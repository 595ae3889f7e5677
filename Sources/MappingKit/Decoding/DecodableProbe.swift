/// The keys a `Decodable` type's `init(from:)` asks for, found by decoding
/// it once from nothing: every key asked for is recorded, with the type
/// asked for, and answered with a stand-in. Load-time checks compare a
/// context's entries with them.
///
/// A hand-written initializer that asks for different keys depending on
/// the values it reads is probed on the path nothing takes: keys it asks
/// for only on other paths are not known. One that throws on stand-in
/// values, or reads `allKeys`, gives an incomplete probe, whose key names
/// are not checked.
struct DecodableProbe {
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
    let isComplete: Bool

    /// The names asked for, each once, in order.
    var names: [String] {
        var seen = Set<String>()
        return keys.map(\.name).filter { seen.insert($0).inserted }
    }

    /// Probes `type`.
    static func run(_ type: any Decodable.Type, tables: CatalogTables) -> DecodableProbe {
        func open<T: Decodable>(_: T.Type) -> DecodableProbe {
            let storage = CatalogStorage(tables: tables, warnings: [], loadDiagnostics: DiagnosticSink())
            return Applier.run(storage: storage, payload: PayloadValue(.object([:])), maximumIssues: 0) { applier, root in
                let session = DecodingSession(applier: applier, mode: .probe, options: DecodingOptions())
                let site = DecodingSite(step: nil, name: "", payloadKey: nil, owner: nil, child: nil, placement: .here)
                let completed = (try? session.decodeObject(T.self, root, at: site)) != nil
                return DecodableProbe(keys: session.probed, isComplete: completed && !session.probeIsIncomplete)
            }
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
