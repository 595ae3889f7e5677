/// The paths in the payload of a fanned-out collection's elements, so an
/// element's issues name its own path (`items[3].owner.login`) rather than
/// its position in the collection (`items.owner[2].login`).
struct FanOutPaths: Sendable {
    /// The number of components on the source stack before the entry's
    /// key path was pushed.
    let base: Int
    /// The key path's length.
    let keyCount: Int
    /// Each element's path from `base`, in the collection's order.
    let paths: [[PathStack.Component]]

    /// `components` with each fan-out's key path and element position
    /// replaced by the element's path (innermost first, so the positions of
    /// outer ones stay valid).
    static func rewrite(_ components: [PathStack.Component], _ fanOuts: [FanOutPaths]) -> [PathStack.Component] {
        var result = components
        for fanOut in fanOuts.reversed() {
            let position = fanOut.base + fanOut.keyCount
            guard position < result.count, case .index(let element) = result[position], fanOut.paths.indices.contains(element)
            else { continue }
            result.replaceSubrange(fanOut.base...position, with: fanOut.paths[element])
        }
        return result
    }
}
