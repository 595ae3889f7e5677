// The endpoint fetcher arrives with its own issue.
@_exported import MappingKit
