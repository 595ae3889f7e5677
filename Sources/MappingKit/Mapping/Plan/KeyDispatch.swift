import Foundation

/// Sends each member of a payload object to the plan steps waiting for its
/// key, so an object's members are walked once whatever the number of
/// entries (instead of a scan of every member for every entry).
///
/// The distinct first segments of the steps' key paths get a member index
/// each; the table finds a key's index by its length, then its first byte,
/// then `memcmp`. Walking the object writes each member's value node at its
/// key's index, so a repeated key leaves its last value, as lookups do.
struct KeyDispatch {
    private struct Candidate {
        var memberIndex: Int32
        var first: UInt8
        var offset: Int32
    }

    /// The number of member indices.
    private(set) var count = 0
    /// Candidates ordered by key length; `starts[n]..<starts[n + 1]` have length `n`.
    private var candidates: [Candidate] = []
    private var starts: [Int32] = [0]
    /// The keys' bytes, one after the other.
    private var bytes: [UInt8] = []

    init() {}

    /// Gives each step reading a key its member index (steps with the same
    /// first key share one).
    init<Target>(_ steps: [PlanStep<Target>]) {
        var keys: [[UInt8]] = []
        var indices: [[UInt8]: Int] = [:]
        for step in steps {
            guard !step.readsMetadata, let first = step.keys.first else { continue }
            if let memberIndex = indices[first.utf8] {
                step.memberIndex = memberIndex
            } else {
                step.memberIndex = keys.count
                indices[first.utf8] = keys.count
                keys.append(first.utf8)
            }
        }
        count = keys.count
        guard let longest = keys.map(\.count).max() else { return }
        var byLength = [[Int]](repeating: [], count: longest + 1)
        for (memberIndex, key) in keys.enumerated() { byLength[key.count].append(memberIndex) }
        starts = [0]
        for group in byLength {
            for memberIndex in group {
                let key = keys[memberIndex]
                candidates.append(Candidate(memberIndex: Int32(memberIndex), first: key.first ?? 0, offset: Int32(bytes.count)))
                bytes += key
            }
            starts.append(Int32(candidates.count))
        }
    }

    /// Walks the members of the object at `object` and writes each value's
    /// node index into `found[memberIndex]` for the keys that have one.
    func collect(object: Int, in tape: TapeView, into found: UnsafeMutableBufferPointer<Int>) {
        candidates.withUnsafeBufferPointer { candidates in
            starts.withUnsafeBufferPointer { starts in
                bytes.withUnsafeBufferPointer { keyBytes in
                    let table = Table(candidates: candidates, starts: starts, bytes: keyBytes)
                    tape.forEachMember(ofObject: object) { keyNode, value in
                        let key = tape.nodes[keyNode]
                        let memberIndex: Int
                        if key.flags & JSONNode.hasEscapes == 0 {
                            memberIndex = table.memberIndex(tape.bytes.baseAddress.map { $0 + Int(key.start) }, Int(key.length))
                        } else {
                            var decoded = tape.string(keyNode)
                            memberIndex = decoded.withUTF8 { table.memberIndex($0.baseAddress, $0.count) }
                        }
                        if memberIndex >= 0 { found[memberIndex] = value }
                        return true
                    }
                }
            }
        }
    }

    private struct Table {
        let candidates: UnsafeBufferPointer<Candidate>
        let starts: UnsafeBufferPointer<Int32>
        let bytes: UnsafeBufferPointer<UInt8>

        @inline(__always)
        func memberIndex(_ key: UnsafePointer<UInt8>?, _ length: Int) -> Int {
            guard length + 1 < starts.count else { return -1 }
            var index = Int(starts[length])
            let end = Int(starts[length + 1])
            guard index < end else { return -1 }
            if length == 0 { return Int(candidates[index].memberIndex) }
            guard let key, let base = bytes.baseAddress else { return -1 }
            let first = key.pointee
            while index < end {
                let candidate = candidates[index]
                if candidate.first == first, KeyBytes.equal(base + Int(candidate.offset), key, length) { return Int(candidate.memberIndex) }
                index += 1
            }
            return -1
        }
    }
}
