import Foundation
import MappingKit

/// Runs MappingKit over a JSONTestSuite `test_parsing` folder: the strict
/// parser (every `y_` file must parse, every `n_` file must fail, `i_` files
/// may do either but must not crash), then ``PayloadDecoder`` against
/// `JSONDecoder` decoding every file as any JSON value (the same value, or
/// the same `DecodingError` case and coding path; where they differ, each
/// file is printed).
enum Conformance {
    static func run(directory: String) -> Int32 {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var failures: [String] = []
        var counts = (accepted: 0, rejected: 0, either: 0)
        var inputs: [(String, Data)] = []
        for file in files where file.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: directory + "/" + file) else { continue }
            inputs.append((file, data))
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
        let decoderFailures = compareDecoders(inputs)
        return failures.isEmpty && decoderFailures == 0 ? 0 : 1
    }

    /// `PayloadDecoder` against `JSONDecoder` on every file: `y_` files must
    /// give the same outcome; `n_` files must be rejected by `PayloadDecoder`
    /// (those `JSONDecoder` takes anyway are counted); `i_` files are listed
    /// where the two differ. Returns the number of failures.
    static func compareDecoders(_ inputs: [(String, Data)]) -> Int {
        var same = 0
        var lenient: [String] = []
        var differing: [String] = []
        var failures = 0
        for (file, data) in inputs {
            let mine = outcome { try PayloadDecoder().decode(AnyValue.self, from: data) }
            let theirs = outcome { try JSONDecoder().decode(AnyValue.self, from: data) }
            switch file.prefix(2) {
            case "n_":
                if case .value = mine {
                    failures += 1
                    print("FAIL PayloadDecoder accepted \(file)")
                } else if case .value = theirs {
                    lenient.append(file)
                } else {
                    same += 1
                }
            default:
                if mine == theirs {
                    same += 1
                } else if file.hasPrefix("y_") {
                    failures += 1
                    print("FAIL PayloadDecoder \(mine) / JSONDecoder \(theirs): \(file)")
                } else {
                    differing.append("\(file): PayloadDecoder \(mine), JSONDecoder \(theirs)")
                }
            }
        }
        for line in differing { print("i_ differs \(line)") }
        print("PayloadDecoder against JSONDecoder: \(same) the same, \(failures) failed, "
            + "\(lenient.count) invalid files JSONDecoder accepts (\(lenient.joined(separator: ", "))), "
            + "\(differing.count) implementation-defined files decoded differently")
        return failures
    }

    /// A decoding's value, or its error's case and coding path (`dataCorrupted`
    /// without its path: `JSONDecoder` on Linux often gives none).
    enum Outcome: Equatable, CustomStringConvertible {
        case value(AnyValue)
        case error(String)

        var description: String {
            switch self {
            case .value: "a value"
            case .error(let error): error
            }
        }
    }

    static func outcome(_ decode: () throws -> AnyValue) -> Outcome {
        do {
            return .value(try decode())
        } catch DecodingError.dataCorrupted {
            return .error("dataCorrupted")
        } catch DecodingError.keyNotFound(_, let context) {
            return .error("keyNotFound at \(path(context))")
        } catch DecodingError.valueNotFound(_, let context) {
            return .error("valueNotFound at \(path(context))")
        } catch DecodingError.typeMismatch(_, let context) {
            return .error("typeMismatch at \(path(context))")
        } catch {
            return .error("\(type(of: error))")
        }
    }

    static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".")
    }

    /// Any JSON value, decoded as a `Decodable` type asks: containers first,
    /// then `null`, booleans, integers, floating point, strings.
    enum AnyValue: Decodable, Equatable {
        case null, bool(Bool), int(Int64), double(Double), string(String), array([AnyValue]), object([String: AnyValue])

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                var members: [String: AnyValue] = [:]
                for key in object.allKeys { members[key.stringValue] = try object.decode(AnyValue.self, forKey: key) }
                self = .object(members)
                return
            }
            if var array = try? decoder.unkeyedContainer() {
                var elements: [AnyValue] = []
                while !array.isAtEnd { elements.append(try array.decode(AnyValue.self)) }
                self = .array(elements)
                return
            }
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let int = try? value.decode(Int64.self) {
                self = .int(int)
            } else if let double = try? value.decode(Double.self) {
                self = .double(double)
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }
}
