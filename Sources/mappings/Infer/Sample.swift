import MappingKit

/// One sample payload `mappings infer` reads: a file, standard input, a
/// line of a JSON Lines file, or a page fetched from `--url`.
struct Sample: Sendable {
    /// How the report names it: `events.json`, `users.jsonl:5`, the URL.
    var name: String
    var json: JSON
    /// The payload as `mappings apply` parses it (at `--key-path`), which
    /// the self-check maps; `nil` for values infer makes itself (`--update`
    /// types a key from its values), mapped from ``json``.
    var payload: Payload?

    init(name: String, json: JSON) {
        self.name = name
        self.json = json
    }

    /// A sample of a parsed payload.
    init(name: String, payload: Payload) {
        self.name = name
        self.json = payload.value.json
        self.payload = payload
    }
}
