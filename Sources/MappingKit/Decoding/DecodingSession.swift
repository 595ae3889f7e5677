import Foundation

/// One call decoding `Decodable` values from a payload: the engine's
/// ``Applier`` (the tape, the report, the paths), the options, and how
/// problems are met.
///
/// - `mapping` (through a context): a problem is an issue in the report and
///   decoding goes on. A required value that is missing or does not
///   convert makes its object invalid: the object's initializer still runs
///   to its end (the missing value replaced by a placeholder), so every
///   issue of the object is reported, then the object is dropped (an
///   element is skipped, a root object is `nil`, an optional property is
///   `nil`, a required one makes its own object invalid in turn).
/// - `strict` (``PayloadDecoder``): the first problem throws the
///   `DecodingError` `JSONDecoder` throws, with the same coding path.
/// - `probe`: nothing is read; every key asked for is recorded with the
///   type asked for (``DecodableProbe``).
final class DecodingSession {
    enum Mode {
        case mapping, strict, probe
    }

    var applier: Applier
    let mode: Mode
    let options: DecodingOptions
    /// Coding keys are looked up converted to snake_case.
    let convertsFromSnakeCase: Bool
    /// > 0 while a placeholder is made: nothing is recorded.
    var silent = 0
    /// One flag per object being decoded, innermost last: set when the
    /// object lost a required value.
    var failures: [Bool] = []
    /// Per keyed container, the member after the last one found: where the
    /// next key is looked for first (initializers ask in declaration order,
    /// which is often the payload's).
    var cursors: [Int] = []
    /// What each type decodes as, worked out once per call.
    var kinds: [ObjectIdentifier: DecodedKind] = [:]
    /// In `probe` mode, the keys asked for.
    var probed: [DecodableProbe.Key] = []
    /// In `probe` mode: the initializer read `allKeys` or threw, so the keys
    /// asked for may not be all it can ask for.
    var probeIsIncomplete = false

    init(applier: Applier, mode: Mode, options: DecodingOptions) {
        self.applier = applier
        self.mode = mode
        self.options = options
        if case .convertFromSnakeCase = options.keyDecodingStrategy {
            convertsFromSnakeCase = true
        } else {
            convertsFromSnakeCase = false
        }
    }

    var tape: TapeView { applier.tape }
    var records: Bool { mode == .mapping && silent == 0 }

    /// The coding path at the current place: the target path's components
    /// as coding keys.
    var codingPath: [any CodingKey] {
        applier.target.components.map { component in
            switch component {
            case .key(let name): AnyCodingKey(stringValue: name)
            case .index(let index): AnyCodingKey(intValue: index)
            }
        }
    }

    /// > 0 while an object that lost a required value is decoded again to
    /// learn whether its initializer copes (it catches the error): a lost
    /// value then throws, as in `JSONDecoder`, instead of being replaced.
    var throwing = 0
    var failsFast: Bool { throwing > 0 }

    /// The current object lost a required value.
    func markFailed() {
        guard !failures.isEmpty else { return }
        failures[failures.count - 1] = true
    }

    /// A required value that is missing or invalid: the current object is
    /// marked, and the initializer goes on with what was made or a
    /// stand-in; when it is decoded again to learn whether it copes,
    /// `error` is thrown instead.
    func failed<T: Decodable>(_ type: T.Type, partial: T?, error: @autoclosure () -> DecodingError) throws -> T {
        markFailed()
        if failsFast { throw error() }
        if let partial { return partial }
        return try placeholder(T.self)
    }

    /// Runs `body` with `keys` on the source path and `name` on the target
    /// path: a nested value's place for the issues inside it.
    @inline(__always)
    func entering<T>(_ keys: MappingKeyPath, target name: String, _ body: () throws -> T) rethrows -> T {
        applier.source.push(keys)
        applier.target.push(.key(name))
        defer {
            applier.source.pop(keys.keys.count)
            applier.target.pop()
        }
        return try body()
    }

    /// Runs `body` with an element's position on both paths.
    @inline(__always)
    func entering<T>(element position: Int, target index: Int, _ body: () throws -> T) rethrows -> T {
        applier.source.push(.index(position))
        applier.target.push(.index(index))
        defer {
            applier.source.pop()
            applier.target.pop()
        }
        return try body()
    }
}

/// What a decoding could not finish: its issues are recorded; the object
/// being decoded is dropped.
struct DecodingAbandoned: Error {}

/// A coding key made from a path component or a name.
struct AnyCodingKey: CodingKey, Sendable {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}
