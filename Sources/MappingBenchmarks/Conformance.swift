import Foundation
import MappingKit

/// Runs MappingKit's strict parser over a JSONTestSuite `test_parsing`
/// folder: every `y_` file must parse, every `n_` file must fail, `i_` files
/// may do either but must not crash.
enum Conformance {
    static func run(directory: String) -> Int32 {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var failures: [String] = []
        var counts = (accepted: 0, rejected: 0, either: 0)
        for file in files where file.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: directory + "/" + file) else { continue }
            let parsed = (try? JSON(parsing: data)) != nil
            switch file.prefix(2) {
            case "y_":
                if parsed { counts.accepted += 1 } else { failures.append("rejected \(file)") }
            case "n_":
                if !parsed { counts.rejected += 1 } else { failures.append("accepted \(file)") }
            default:
                counts.either += 1
                print("\(parsed ? "accepts" : "rejects") \(file)")
            }
        }
        for failure in failures { print("FAIL \(failure)") }
        print("\(counts.accepted + counts.rejected + counts.either) passed, \(failures.count) failed")
        return failures.isEmpty ? 0 : 1
    }
}
