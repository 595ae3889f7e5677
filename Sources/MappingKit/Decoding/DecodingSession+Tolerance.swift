/// `@onInvalid` for `Decodable` values: a member value that cannot be
/// decoded (a conversion or transformer that fails, an enum raw value with
/// no case, an object that cannot be made) is decoded on a trial applier;
/// when it is refused, its issues give way to the entry's warning
/// (``Applier/tolerate(_:of:entry:default:context:atCurrentPath:repeatsInObject:)``,
/// shared with typed and dynamic mapping), and the default is decoded
/// instead (`"default"`) or the property is left `nil` (`"ignore"`).
extension DecodingSession {
    /// `decode` (a value at `site`, whose step tolerates invalid values) as
    /// the step's `@onInvalid` says: what it made; else the default decoded,
    /// or `nil` for `"ignore"`. A default that cannot be decoded either is
    /// an error, as any value is.
    @inline(never)
    func tolerating<T: Decodable>(
        _ type: T.Type, _ value: SourceValue, at site: DecodingSite, _ decode: () throws -> T
    ) throws -> T? {
        guard let step = site.step, mode == .mapping else { return try decode() }
        let main = applier
        var trial = main.probe()
        trial.depth = main.depth
        // The refusal is held at any depth: a `Decodable` object records
        // its own one level down.
        trial.watchedStep = step
        trial.watchedDepth = -1
        applier = trial
        let made: T
        do {
            made = try decode()
        } catch let error where error is DecodingInvalid || (failsFast && error is DecodingError) {
            let done = applier
            applier = main
            guard records else {
                // A silent run takes the same fallback, unrecorded.
                guard step.entry.onInvalid == .useDefault, let fallback = step.defaultValue else { return nil }
                return try self.decode(T.self, .value(fallback), at: site, lenient: false)
            }
            let reason = done.refusal ?? done.report.issues.first { $0.severity == .error }?.problem
                ?? .conversionFailed(MappingConversionError(expected: "\(T.self)", found: applier.payloadValue(value)))
            guard let fallback = applier.tolerate(
                reason, of: value, entry: step.entry, default: step.defaultValue, context: step.context,
                atCurrentPath: site.placement == .here)
            else { return nil }
            return try self.decode(T.self, .value(fallback), at: site, lenient: false)
        } catch {
            let done = applier
            applier = main
            applier.absorb(done)
            throw error
        }
        let done = applier
        applier = main
        applier.absorb(done)
        return made
    }

    /// A required value at a tolerating step: what ``tolerating(_:_:at:_:)``
    /// gives; an ignored one (the loader or the first use refuses
    /// `"ignore"` on a required property) fails as an invalid value does.
    func toleratedRequired<T: Decodable>(_ type: T.Type, _ value: SourceValue, at site: DecodingSite, _ decode: () throws -> T) throws -> T {
        do {
            if let made = try tolerating(T.self, value, at: site, decode) { return made }
            return try failed(T.self, partial: nil, error: invalidError(T.self))
        } catch let invalid as DecodingInvalid {
            return try failed(T.self, partial: invalid.partial, error: invalidError(T.self))
        }
    }
}

extension DecodingSession {
    /// An element of a collection whose entry (`step`) has
    /// `@invalidElements`: `"fail"` decodes it as any value (one that
    /// cannot be made throws ``DecodingInvalid``, failing the collection);
    /// `"skip"` decodes it on a trial applier, and one that cannot be made
    /// gives `nil` after one `invalidElementSkipped` warning at its path,
    /// in place of its issues (`repeats`: the collection reported one
    /// already, so the summary counts its object once).
    func decodeElement<T: Decodable>(
        _ type: T.Type, _ item: SourceValue, at element: DecodingSite, policy: InvalidElementsPolicy, step: PlanStep<JSONObjectTarget>,
        repeats: inout Bool
    ) throws -> T? {
        guard policy == .skip, mode == .mapping else { return try decode(T.self, item, at: element, lenient: false) }
        let main = applier
        var trial = main.probe()
        trial.depth = main.depth
        applier = trial
        do {
            let made = try decode(T.self, item, at: element, lenient: false)
            let done = applier
            applier = main
            applier.absorb(done)
            return made
        } catch let error where error is DecodingInvalid || (failsFast && error is DecodingError) {
            let done = applier
            applier = main
            guard records else { return nil }
            let reason = done.report.issues.first { $0.severity == .error }?.problem
                ?? .conversionFailed(MappingConversionError(expected: "\(T.self)", found: applier.payloadValue(item)))
            applier.record(
                .invalidElementSkipped, .warning, entry: step.entry, context: step.context,
                problem: .invalidElementSkipped(found: applier.summary(item), reason: reason), atCurrentPath: true, repeatsInObject: repeats)
            repeats = true
            return nil
        } catch {
            let done = applier
            applier = main
            applier.absorb(done)
            throw error
        }
    }
}
