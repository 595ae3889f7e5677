import MappingKit

/// The keys of a dotted key path as the samples hold them: the unread-key
/// counter joins a path's keys with dots, so `a.b` is the key `a.b`, or
/// `b` inside `a`. The path is cut where the samples hold each piece as a
/// key, and the cut kept is the one (of the fewest keys) that leads to a
/// value found there in the samples; none is kept when no cut does (an
/// entry of such a path would not read the key: `--update` leaves it out).
struct KeyPathSegmenter {
    private let objects: [JSON]
    /// Every key of every object of the samples (to a bounded depth), found on first use.
    private var keys: Set<String>?

    init(_ objects: [JSON]) { self.objects = objects }

    /// The keys of `path`, where `value` is one of the values found;
    /// `nil` when no cut of it leads to `value` in the samples.
    mutating func segments(of path: String, holding value: JSON) -> [String]? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return [path] }
        if keys == nil { keys = Self.keys(in: objects) }
        let known = keys ?? []
        // Cuts into known keys, fewest keys first (at most 64 of them, paths of at most 16 parts;
        // a longer one is the key itself or split at every dot).
        var cuts: [[String]] = []
        func cut(_ start: Int, _ current: [String]) {
            guard cuts.count < 64 else { return }
            if start == parts.count {
                cuts.append(current)
                return
            }
            for end in stride(from: parts.count, to: start, by: -1) {
                let key = parts[start..<end].joined(separator: ".")
                if known.contains(key) { cut(end, current + [key]) }
            }
        }
        if parts.count <= 16 {
            cut(0, [])
        } else {
            cuts = known.contains(path) ? [[path], parts] : [parts]
        }
        cuts.sort { $0.count < $1.count }
        return cuts.first { Self.holds(objects, $0, value, depth: 0) }
    }

    private static let maximumDepth = 64

    private static func keys(in values: [JSON]) -> Set<String> {
        var keys = Set<String>()
        func walk(_ value: JSON, _ depth: Int) {
            guard depth < maximumDepth else { return }
            switch value {
            case .object(let object):
                for (key, member) in object {
                    keys.insert(key)
                    walk(member, depth + 1)
                }
            case .array(let elements):
                for element in elements { walk(element, depth + 1) }
            default:
                break
            }
        }
        for value in values { walk(value, 0) }
        return keys
    }

    /// Whether some object in `values` (at any depth) holds `value` at `segments`.
    private static func holds(_ values: [JSON], _ segments: [String], _ value: JSON, depth: Int) -> Bool {
        guard depth < maximumDepth else { return false }
        for candidate in values {
            if reads(candidate, segments[...], value) { return true }
            switch candidate {
            case .object(let object): if holds(Array(object.values), segments, value, depth: depth + 1) { return true }
            case .array(let elements): if holds(elements, segments, value, depth: depth + 1) { return true }
            default: break
            }
        }
        return false
    }

    /// Whether `segments` lead from `root` to `value` (through the elements of arrays too).
    private static func reads(_ root: JSON, _ segments: ArraySlice<String>, _ value: JSON) -> Bool {
        guard let first = segments.first else { return root == value }
        switch root {
        case .object(let object):
            guard let member = object[first] else { return false }
            return reads(member, segments.dropFirst(), value)
        case .array(let elements):
            return elements.contains { reads($0, segments, value) }
        default:
            return false
        }
    }
}
