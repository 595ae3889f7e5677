// MappingKitHTTP: endpoints as values, built into `URLRequest`s. The client
// that sends them arrives with issue 10's other items.
@_exported import MappingKit
