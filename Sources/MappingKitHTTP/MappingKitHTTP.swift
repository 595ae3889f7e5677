// MappingKitHTTP: endpoints as values, built into `URLRequest`s, and
// `EndpointClient`, which sends them over an `HTTPTransport`, follows
// redirects, checks, parses and maps the responses (one call or a listing's
// pages); `RecordingTransport` and `ReplayTransport` record and replay
// exchanges. The module re-exports MappingKit, so `import MappingKitHTTP`
// is enough to map what it fetches.
@_exported import MappingKit
