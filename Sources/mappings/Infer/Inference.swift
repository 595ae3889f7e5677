import MappingKit

/// What `mappings infer` inferred from its samples: the models (root
/// first), the notes for its report, and the files they make.
struct Inference {
    var name: String
    var kind: ModelKind
    var models: [InferredModel]
    /// Detections first (dictionaries, `@switch`), then each model's
    /// choices in file order, then the suggested key path.
    var notes: [InferenceNote]
    /// Whether the samples (after `--key-path`) are arrays: `apply` maps
    /// each element with the root context.
    var rootIsArray: Bool
    /// How many root objects the samples held.
    var objectCount: Int
    /// Root array elements that are not objects, left out: per sample, how
    /// many, and the first one's index and kind.
    var leftOut: [(sample: String, count: Int, index: Int, kind: String)] = []

    /// Why there is nothing to infer from the samples.
    enum NothingToInfer: Error, Equatable {
        /// No object at the root (scalars, arrays of scalars).
        case noObjects
        /// Objects, every one of them empty (`{}`, `[{}]`).
        case noKeys
    }

    /// Infers from `samples` (each already at `--key-path`): the root
    /// model is named `name` as it is (after `prefix`, `--prefix`, which
    /// every model's name starts with). `reservedNames`: model names
    /// already taken (`--update`'s file's contexts).
    init(
        samples: [Sample], name: String, kind: ModelKind, keyPath: String?, reservedNames: Set<String> = [], prefix: String = ""
    ) throws(NothingToInfer) {
        var roots: [JSON] = []
        var rootIsArray = false
        for sample in samples {
            switch sample.json {
            case .array(let elements):
                rootIsArray = true
                roots += elements.filter { if case .object = $0 { true } else { false } }
                if let first = elements.firstIndex(where: { $0.objectValue == nil }) {
                    let count = elements.filter { $0.objectValue == nil }.count
                    leftOut.append((sample.name, count, first, elements[first].kindName))
                }
            case .object:
                roots.append(sample.json)
            default:
                break
            }
        }
        guard !roots.isEmpty else { throw .noObjects }
        guard roots.contains(where: { !($0.objectValue?.isEmpty ?? true) }) else { throw .noKeys }
        var collector = ShapeCollector()
        let root = collector.tally(
            roots, path: rootIsArray ? "[]" : "", key: name, singular: rootIsArray, elements: rootIsArray, depth: 0)
        var builder = ModelBuilder(places: collector.places, reservedNames: reservedNames, prefix: prefix)
        builder.build(root: root, name: name, path: rootIsArray ? "[]" : "")
        self.name = name
        self.kind = kind
        self.models = builder.models
        self.notes = collector.detections + builder.notes
        self.rootIsArray = rootIsArray
        self.objectCount = roots.count
        if keyPath == nil, !rootIsArray, let (path, count) = Self.likelyKeyPath(in: roots) {
            notes.append(.suggestedKeyPath(path, elements: count))
        }
    }

    /// Whether `apply` maps the samples as one object (`--object`): the
    /// root wraps a `@switch` over the elements.
    var appliesAsOneObject: Bool {
        guard let root = models.first, root.wrapsRoot, case .array? = root.fields.first?.type else { return false }
        return true
    }

    /// The largest array of objects within three keys of the root objects
    /// (`statuses`, `artists.items`), counted over every sample.
    static func likelyKeyPath(in roots: [JSON]) -> (String, Int)? {
        var counts: [String: Int] = [:]
        var order: [String] = []
        func walk(_ value: JSON, path: String, depth: Int) {
            guard depth < 3, case .object(let object) = value else { return }
            for (key, member) in object {
                // A key --key-path spells as itself (`artists.items`), which the report can print as it is.
                guard !key.contains("."), !key.isEmpty, PayloadKey.shownName(key) == key else { continue }
                let memberPath = path.isEmpty ? key : path + "." + key
                switch member {
                case .array(let elements):
                    let objects = elements.filter { if case .object = $0 { true } else { false } }.count
                    guard objects > 0 else { continue }
                    if counts[memberPath] == nil { order.append(memberPath) }
                    counts[memberPath, default: 0] += objects
                case .object:
                    walk(member, path: memberPath, depth: depth + 1)
                default:
                    continue
                }
            }
        }
        for root in roots { walk(root, path: "", depth: 0) }
        guard let best = order.max(by: { (counts[$0] ?? 0) < (counts[$1] ?? 0) }) else { return nil }
        return (best, counts[best] ?? 0)
    }

    /// The `.mappings` file and, unless `--models none`, the Swift file,
    /// its declarations of `access` (`--access`).
    func files(mappingsName: String, swiftName: String, samples: [String], access: ModelAccess = .internal)
        -> (mappings: String, swift: String?)
    {
        let from = Self.list(samples.map(PayloadKey.shownName))
        var mappingsHeader = [
            "Inferred by `mappings infer` from \(from) (\(objectCount) object\(objectCount == 1 ? "" : "s")).",
            "Review its report, then run `mappings check` on this file and `mappings apply` it to a payload.",
        ]
        if appliesAsOneObject {
            mappingsHeader.append("The samples are arrays of differently shaped objects: apply with --object.")
        }
        let mappings = MappingsWriter(models: models, kind: kind, header: mappingsHeader).text()
        guard kind != .none else { return (mappings, nil) }
        let root = models.first?.name ?? name
        let writer = SwiftModelWriter(models: models, kind: kind, rootName: root, fileName: mappingsName, header: [], access: access)
        let registry = models.contains { kind.namesClass($0) } ? ", models: .\(writer.registryName)" : ""
        let call = appliesAsOneObject ? "object(from: data, as: \(root).self)" : (rootIsArray ? "objects" : "object") + "(from: data, as: \(root).self)"
        let swiftHeader = [
            "Inferred by `mappings infer` from \(from): the models of \(mappingsName).",
            "",
            "    let catalog = try MappingCatalog(contentsOf: url\(registry))",
            "    let result = try catalog.context(\"$\(root)\").\(call)",
        ]
        var swift = writer
        swift.header = swiftHeader
        return (mappings, swift.text())
    }

    /// `a.json`, `a.json and b.json`, `a.json, b.json and 3 more`.
    static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: return "no sample"
        case 1: return names[0]
        case 2: return names[0] + " and " + names[1]
        case 3: return names[0] + ", " + names[1] + " and " + names[2]
        default: return names[0] + ", " + names[1] + " and \(names.count - 2) more"
        }
    }
}
