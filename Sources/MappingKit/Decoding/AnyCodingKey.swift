import Foundation

/// A coding key made from a path component or a name.
struct AnyCodingKey: CodingKey, Sendable {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}
