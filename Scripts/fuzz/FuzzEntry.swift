// libFuzzer entry point for the JSON parser, the writer and the .mappings loader.
// Built by Scripts/fuzz.sh together with the MappingKit sources (not a SwiftPM target).

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let json = try? JSON(parsing: bytes) {
        let text = json.formatted()
        _ = try? JSON(parsing: text)
    } else if let error = (Result { try JSON(parsing: bytes) }).failureError {
        _ = String(describing: error)
    }
    if let text = String(bytes: bytes, encoding: .utf8) {
        if let catalog = try? MappingCatalog(string: text) {
            for id in catalog.identifiers {
                if let context = try? catalog.context(id) {
                    _ = context.jsonObjects(from: ["a": [1, ["b": nil]], "b": "x"] as JSON)
                }
            }
        } else if let error = (Result { try MappingCatalog(string: text) }).failureError {
            _ = String(describing: error)
        }
    }
    return 0
}

extension Result {
    var failureError: Failure? { if case .failure(let e) = self { return e }; return nil }
}
