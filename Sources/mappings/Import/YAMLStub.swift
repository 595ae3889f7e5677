import MappingKit
// TEMPORARY: replaced by the YAML reader (helper branch).
enum YAMLReader { static func read(_ text: String, file: String) throws(YAMLError) -> JSON { throw YAMLError() } }
struct YAMLError: Error, CustomStringConvertible { var description: String { "YAML is not read yet" } }
