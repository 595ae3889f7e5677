/// A unified diff of two texts by lines (`--- a`, `+++ b`, `@@` hunks with
/// three lines of context), as `diff -u` prints it: what `mappings infer
/// --update --dry-run` shows. Lines end at each `\n` (``TextLines``: a
/// CRLF file's keep their `\r`, as `diff -u` prints them) and are matched
/// by their longest common subsequence; files of more than 20,000 lines
/// are compared as one hunk.
enum LineDiff {
    static func unified(_ old: String, _ new: String, oldName: String, newName: String) -> String {
        let a = TextLines.split(old)
        let b = TextLines.split(new)
        guard a != b else { return "" }
        let edits = script(a, b)
        var text = "--- \(oldName)\n+++ \(newName)\n"
        // Group the edits into hunks: changed lines with up to 3 lines of context.
        var index = 0
        while index < edits.count {
            guard edits[index].kind != .same else {
                index += 1
                continue
            }
            var start = index
            var context = 0
            while start > 0, edits[start - 1].kind == .same, context < 3 {
                start -= 1
                context += 1
            }
            var end = index
            var trailing = 0
            while end < edits.count {
                if edits[end].kind == .same {
                    trailing += 1
                    if trailing > 6 { break }
                } else {
                    trailing = 0
                }
                end += 1
            }
            end -= max(0, trailing - 3)
            let hunk = edits[start..<end]
            let oldStart = (hunk.first?.oldLine ?? 0) + 1
            let newStart = (hunk.first?.newLine ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            text += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in hunk {
                let prefix = edit.kind == .same ? " " : edit.kind == .added ? "+" : "-"
                text += prefix + edit.text + "\n"
            }
            index = end
        }
        return text
    }

    private enum Kind { case same, added, removed }

    private struct Edit {
        var kind: Kind
        var text: String
        /// The lines before it in each text.
        var oldLine: Int
        var newLine: Int
    }

    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        // Common prefix and suffix first: the table is only for the middle.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        var edits = (0..<prefix).map { Edit(kind: .same, text: a[$0], oldLine: $0, newLine: $0) }
        var i = 0
        var j = 0
        if middleA.count * middleB.count <= 20_000 * 200 {
            // lengths[i][j]: the longest common subsequence of middleA[i...] and middleB[j...].
            var lengths = Array(repeating: Array(repeating: 0, count: middleB.count + 1), count: middleA.count + 1)
            for x in stride(from: middleA.count - 1, through: 0, by: -1) {
                for y in stride(from: middleB.count - 1, through: 0, by: -1) {
                    lengths[x][y] = middleA[x] == middleB[y] ? lengths[x + 1][y + 1] + 1 : max(lengths[x + 1][y], lengths[x][y + 1])
                }
            }
            while i < middleA.count, j < middleB.count {
                if middleA[i] == middleB[j] {
                    edits.append(Edit(kind: .same, text: middleA[i], oldLine: prefix + i, newLine: prefix + j))
                    i += 1
                    j += 1
                } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                    edits.append(Edit(kind: .removed, text: middleA[i], oldLine: prefix + i, newLine: prefix + j))
                    i += 1
                } else {
                    edits.append(Edit(kind: .added, text: middleB[j], oldLine: prefix + i, newLine: prefix + j))
                    j += 1
                }
            }
        }
        while i < middleA.count {
            edits.append(Edit(kind: .removed, text: middleA[i], oldLine: prefix + i, newLine: prefix + j))
            i += 1
        }
        while j < middleB.count {
            edits.append(Edit(kind: .added, text: middleB[j], oldLine: prefix + i, newLine: prefix + j))
            j += 1
        }
        for offset in 0..<suffix {
            let x = a.count - suffix + offset
            edits.append(Edit(kind: .same, text: a[x], oldLine: x, newLine: b.count - suffix + offset))
        }
        return edits
    }
}
