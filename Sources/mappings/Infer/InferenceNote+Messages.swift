import MappingKit

/// The words of `mappings infer`'s report: the only place its notes are
/// worded.
extension InferenceNote {
    /// The note's kind in `--format json`.
    var kind: String {
        switch self {
        case .optional: "optional"
        case .mixedKinds(_, _, _, _, let counts, _): Self.isMajority(counts) ? "majorityType" : "mixedType"
        case .wideIntegers: "wideIntegers"
        case .untyped: "untyped"
        case .allowedValues: "allowedValues"
        case .dictionary: "dictionary"
        case .polymorphism: "switch"
        case .wrappedRoot: "wrappedRoot"
        case .suggestedKeyPath: "suggestedKeyPath"
        case .keyLeftOut: "keyLeftOut"
        case .frameworkName: "frameworkName"
        }
    }

    /// Whether the kind chosen (the first of the most common) holds more
    /// than half of the values.
    static func isMajority(_ counts: [KindCount]) -> Bool {
        let total = counts.reduce(0) { $0 + $1.count }
        return (counts.map(\.count).max() ?? 0) * 2 > total
    }

    /// `$Status.coordinates` for a note about an entry, else the payload path.
    var subject: String {
        switch self {
        case .optional(let context, let entry, _, _, _), .mixedKinds(let context, let entry, _, _, _, _),
            .untyped(let context, let entry, _, _), .wrappedRoot(let context, let entry, _),
            .wideIntegers(let context, let entry, _, _, _, _), .allowedValues(let context, let entry, _, _, _, _):
            "\(context).\(entry)"
        case .dictionary(let path, _, _), .polymorphism(let path, _, _), .keyLeftOut(let path):
            path.isEmpty ? "the root" : path
        case .suggestedKeyPath:
            "--key-path"
        case .frameworkName(let names, _, _, _):
            names.map { "$" + $0 }.joined(separator: ", ")
        }
    }

    /// What was chosen and why, after the subject.
    var message: String {
        switch self {
        case .optional(_, _, let path, let present, let total):
            return "optional: a value in \(present) of \(total) objects (\(path))"
        case .mixedKinds(_, _, let path, let chosen, let counts, let converts):
            let found = counts.map { "\($0.kind) in \($0.count)" }.joined(separator: ", ")
            let after = converts
                ? "the others convert to it"
                : "the others will be reported as type mismatches"
            let most = counts.map(\.count).max() ?? 0
            let how = Self.isMajority(counts)
                ? "by majority"
                : counts.filter({ $0.count == most }).count > 1
                    ? "on a tie (the first of bool, number, string, object, array)" : "as the most common, with no majority"
            return "\(chosen) \(how): \(found) (\(path)); \(after)"
        case .wideIntegers(_, _, let path, let count, let digits, let chosen):
            let why = chosen == "Decimal"
                ? "Decimal keeps them exactly (up to \(ModelBuilder.decimalDigits) digits)"
                : "beyond the \(ModelBuilder.decimalDigits) digits Decimal keeps: String keeps their exact text"
            return "\(chosen): \(count) integer\(count == 1 ? "" : "s") beyond 64 bits, up to \(digits) digits (\(path)), "
                + "which Int64 and UInt64 cannot hold; \(why)"
        case .untyped(_, _, let path, let reason):
            let (why, type) = reason == .alwaysNull ? ("always null or absent", "String?") : ("arrays always empty", "[String]")
            return "\(type): \(why) in the samples, nothing to type it by (\(path)); check the API's documentation, "
                + "or infer again with a sample that has a value"
        case .allowedValues(_, _, let path, let values, let enumName, let defaultValue):
            let total = values.reduce(0) { $0 + $1.count }
            let found = values.map { "\($0.value) (\($0.count) of \(total))" }.joined(separator: ", ")
            guard let enumName else {
                return "@allowedValues \(found): a small set in the samples, so apply and fetch report another value "
                    + "as an error, as the app does (\(path)); if the API may send others, delete '@allowedValues', or make "
                    + "the set open with '@onInvalid': \"default\" and a '@defaultValue' among its values"
            }
            let other = defaultValue.map { "mapped to \($0) with a warning ('@onInvalid': \"default\")" }
                ?? "left out with a warning ('@onInvalid': \"ignore\")"
            let added = defaultValue.flatMap { value in values.contains { $0.value == value } ? nil : " and \(value)" } ?? ""
            return "@allowedValues \(found)\(added), an open enum (\(enumName)): a state or kind, so apply and fetch "
                + "report another value as the app does: \(other) (\(path))"
        case .dictionary(_, let evidence, let keyCopy):
            let why: String
            switch evidence {
            case .digitKeys(let example): why = "every key is digits (\(MappingsTool.shortened(example, limit: 40)), …)"
            case .uuidKeys(let example): why = "every key is a UUID (\(example), …)"
            case .hashKeys(let example): why = "every key is a hash (\(MappingsTool.shortened(example, limit: 40)), …)"
            case .keyCopies(let member): why = "each value repeats its key in '\(PayloadKey.shown(member))'"
            case .varyingKeys(let keys, let objects):
                why = "its keys differ from object to object (\(keys) keys, each in fewer than half of the \(objects) objects), "
                    + "values of one kind"
            case .alwaysEmpty: why = "always empty, so typed [String: String]"
            }
            let copy = keyCopy.map { member in
                evidence == .keyCopies(member: member) ? "" : "; each value repeats its key in '\(PayloadKey.shown(member))'"
            } ?? ""
            return "a dictionary, not a model: \(why)\(copy)"
        case .polymorphism(_, let key, let groups):
            let cases = groups.map { group in
                "\(group.value) (\(group.count)\(group.exclusivePath.map { ", has \($0)" } ?? ""))"
            }
            return "@switch on '\(PayloadKey.shown(key))': " + cases.joined(separator: ", ")
        case .wrappedRoot(_, _, false):
            return "the samples are arrays of differently shaped objects: this entry holds them (@self); apply with --object"
        case .wrappedRoot(_, _, true):
            return "the root objects are dictionaries: this entry holds each (@self)"
        case .frameworkName(let names, let wanted, let owner, let paths):
            let whose = owner == "Swift" ? "the standard library's" : "\(owner)'s"
            let clash = owner == "Swift"
                ? "a model of that name hides it in the models' module"
                : "a model of that name is ambiguous in a file that imports \(owner) beside the models, and hides \(whose) in their module"
            let places = paths.map { $0.isEmpty ? "the root" : $0 }.joined(separator: ", ")
            guard names != [wanted] else {
                return "\(wanted) is \(whose) too: \(clash) (\(places)); choose another --name, or add --prefix"
            }
            return "named \(names.joined(separator: ", ")), not \(wanted), which is \(whose): \(clash) (\(places)); "
                + "--prefix names every model apart instead"
        case .keyLeftOut:
            return "left out: no key path reads a key named \(PayloadKey.unreadable) (a path starting with it reads "
                + "the values given beside the payload); if you need it, read @self with a transformer of yours"
        case .suggestedKeyPath(let path, let elements):
            return "the samples look like an envelope: the largest array of objects is '\(path)' (\(elements) elements); "
                + "infer again with --key-path \(path) to map its elements"
        }
    }

    /// The note as a JSON object: `kind`, `subject`, `message`, and
    /// `present`/`total` for an optional entry.
    var json: JSON {
        var object: JSON.Object = ["kind": .string(kind), "subject": .string(subject), "message": .string(message)]
        switch self {
        case .optional(let context, let entry, let path, let present, let total):
            object = ["kind": .string(kind), "context": .string(context), "entry": .string(entry), "path": .string(path),
                      "present": JSON(present), "total": JSON(total), "message": .string(message)]
        case .suggestedKeyPath(let path, _):
            object = ["kind": .string(kind), "keyPath": .string(path), "message": .string(message)]
        case .allowedValues(let context, let entry, let path, let values, let enumName, _):
            object = ["kind": .string(kind), "context": .string(context), "entry": .string(entry), "path": .string(path),
                      "values": .array(values.map { ["value": .string($0.value), "count": JSON($0.count)] }),
                      "open": .bool(enumName != nil), "message": .string(message)]
            if let enumName { object["enum"] = .string(enumName) }
        default:
            break
        }
        return .object(object)
    }
}
