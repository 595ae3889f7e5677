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
        guard let step = site.step else { return try decode() }
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
            let atCurrentPath = site.placement == .here
            guard let fallback = applier.tolerate(
                reason, of: value, entry: step.entry, default: step.defaultValue, context: step.context, atCurrentPath: atCurrentPath)
            else { return nil }
            // The default on a trial applier too: the warning says it was
            // set only once it was, before the default's own issues.
            var defaultTrial = applier.probe()
            defaultTrial.depth = applier.depth
            defaultTrial.watchedStep = step
            defaultTrial.watchedDepth = -1
            let outer = applier
            applier = defaultTrial
            do {
                let made = try self.decode(T.self, .value(fallback), at: site, lenient: false)
                let decoded = applier
                applier = outer
                applier.replaced(reason, of: value, by: fallback, refused: nil, entry: step.entry, context: step.context, atCurrentPath: atCurrentPath)
                applier.absorb(decoded)
                return made
            } catch let error where error is DecodingInvalid || (failsFast && error is DecodingError) {
                let decoded = applier
                applier = outer
                let refused = decoded.refusal ?? decoded.report.issues.first { $0.severity == .error }?.problem
                    ?? .conversionFailed(MappingConversionError(expected: "\(T.self)", found: fallback))
                applier.replaced(reason, of: value, by: fallback, refused: refused, entry: step.entry, context: step.context, atCurrentPath: atCurrentPath)
                throw error
            } catch {
                let decoded = applier
                applier = outer
                applier.absorb(decoded)
                throw error
            }
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
    /// is left out after one `invalidElementSkipped` warning at its path,
    /// in place of its issues (the summary counts the object holding the
    /// collection once: Applier+SkippedElements.swift). What is made is
    /// handed to `store`; `false` when the element was left out. (No
    /// `T?` here: in the collections' generic loops, an optional of the
    /// element type would be looked up at every element.)
    @inline(never)
    func decodeElement<T: Decodable>(
        _ type: T.Type, _ item: SourceValue, at element: DecodingSite, policy: InvalidElementsPolicy, step: PlanStep<JSONObjectTarget>,
        store: (T) -> Void
    ) throws -> Bool {
        guard policy == .skip else {
            store(try decode(T.self, item, at: element, lenient: false))
            return true
        }
        let main = applier
        var trial = main.probe()
        trial.depth = main.depth
        applier = trial
        do {
            let made = try decode(T.self, item, at: element, lenient: false)
            let done = applier
            applier = main
            applier.absorb(done)
            store(made)
            return true
        } catch let error where error is DecodingInvalid || (failsFast && error is DecodingError) {
            let done = applier
            applier = main
            guard records else { return false }
            let reason = done.report.issues.first { $0.severity == .error }?.problem
                ?? .conversionFailed(MappingConversionError(expected: "\(T.self)", found: applier.payloadValue(item)))
            applier.recordSkippedHere(applier.payloadValue(item), reason: reason, entry: step.entry, context: step.context)
            return false
        } catch {
            let done = applier
            applier = main
            applier.absorb(done)
            throw error
        }
    }
}
