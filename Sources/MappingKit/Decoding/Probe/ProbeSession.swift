/// One probe of a `Decodable` type (``DecodableProbe``): its initializer
/// run on nothing, through a decoder of its own (``ProbeDecoder``), with
/// no payload, no context and no report. Every key the type's own
/// initializer asks for is recorded with the type asked for, and answered
/// with a stand-in (``placeholder(_:)``), so the initializer runs on.
///
/// The reporting decoding (``DecodingSession``) has no probe mode: it
/// reads a payload, this reads none.
final class ProbeSession {
    /// Values to try first for a stand-in at each dotted path.
    let standIns: DecodableProbe.StandIns
    /// The keys asked for at the type's top level, in order.
    private(set) var probed: [DecodableProbe.Key] = []
    /// Why the initializer did not run to its end (it read `allKeys`,
    /// threw, or a value had no stand-in), so the keys asked for may not be
    /// all it can ask for.
    var stop: DecodableProbe.Stop?
    /// The keys whose stand-ins are being made, outermost first (`user`,
    /// `type`): where ``DecodableProbe/StandIns`` are looked up.
    private(set) var path: [String] = []
    /// How many objects deep the probe is: 1 in the probed type's own
    /// initializer, whose keys are recorded.
    private(set) var depth = 0

    init(standIns: DecodableProbe.StandIns) {
        self.standIns = standIns
    }

    /// `T` made by its own initializer from nothing, at one level deeper;
    /// the initializer's error when it throws (``DecodingAbandoned`` when
    /// a value it asked for had no stand-in, or the probe is too deep).
    func object<T: Decodable>(_ type: T.Type) throws -> T {
        guard depth < Applier.maximumDepth else { throw DecodingAbandoned() }
        depth += 1
        defer { depth -= 1 }
        return try T(from: ProbeDecoder(session: self, prefix: []))
    }

    /// ``object(_:)``, or `nil` when its initializer throws: why is then
    /// the stop (where it was met, for ``DecodingAbandoned``).
    func made<T: Decodable>(_ type: T.Type) -> T? {
        do {
            return try object(T.self)
        } catch is DecodingAbandoned {
            return nil
        } catch {
            stopProbe(.threw(type: "\(T.self)", reason: DecodingSession.reason(error)))
            return nil
        }
    }

    /// The coding path of a container inside the nested containers `prefix`.
    static func codingPath(_ prefix: [String]) -> [any CodingKey] { prefix.map { AnyCodingKey(stringValue: $0) } }

    /// Records a key the probed type asks for (only at its top level; a
    /// nested container's keys are its own), with the type asked for (`Any`
    /// when it was only tested: `contains`, `decodeNil`).
    func asked<T>(_ name: String, _ type: T.Type, required: Bool) {
        guard depth == 1 else { return }
        probed.append(DecodableProbe.Key(name: name, type: T.self, required: required))
    }

    /// The stand-in for a required value at the key `name`: ``placeholder(_:)``
    /// with `name` on the stand-ins' path.
    func required<T: Decodable>(_ type: T.Type, named name: String) throws -> T {
        asked(name, T.self, required: true)
        path.append(name)
        defer { path.removeLast() }
        return try placeholder(T.self)
    }

    /// Records why the probe stops: the first reason, but `allKeys`, which
    /// makes the probe incomplete wherever it is read.
    func stopProbe(_ stop: DecodableProbe.Stop) {
        if self.stop == nil || stop == .readsAllKeys { self.stop = stop }
    }

    /// A value of `T` made from nothing: its kind's empty value, an object
    /// from its own initializer, else a stand-in (``standIn(_:)``); throws
    /// ``DecodingAbandoned`` when there is none, the stop saying why.
    func placeholder<T: Decodable>(_ type: T.Type) throws -> T {
        let kind = DecodedKind(T.self)
        if let made = kind.emptyValue(T.self) { return made }
        let before = stop
        if case .object = kind, let built = made(T.self) { return built }
        // A stand-in the type's own initializer did not make: why it
        // refused is forgotten (unless it read `allKeys`).
        if let made = standIn(T.self) {
            if stop != .readsAllKeys { stop = before }
            return made
        }
        // An enum is why; for another type, what stopped its initializer.
        if T.self is any RawRepresentable.Type, stop != .readsAllKeys { stop = before }
        stopProbe(.noStandIn(path: path.joined(separator: "."), type: "\(T.self)"))
        throw DecodingAbandoned()
    }
}
