import MappingKit

/// One sample payload `mappings infer` reads: a file, standard input, a
/// line of a JSON Lines file, or a page fetched from `--url`.
struct Sample: Sendable {
    /// How the report names it: `events.json`, `users.jsonl:5`, the URL.
    var name: String
    var json: JSON
}
