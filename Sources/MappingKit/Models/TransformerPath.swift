import Foundation

/// Where a transformer's value is, rendered only when the transformer
/// reads ``TransformerInput/path``.
enum TransformerPath: Sendable {
    case text(String)
    /// The source path, the entry's key path, and the root to render them in.
    case pending(PathStack, MappingKeyPath, PayloadValue)

    var rendered: String {
        switch self {
        case .text(let text): text
        case .pending(let stack, let keyPath, let root): stack.rendered(appending: keyPath, in: root)
        }
    }
}
