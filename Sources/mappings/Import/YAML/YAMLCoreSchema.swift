import MappingKit

/// What a plain scalar stands for under YAML 1.2's core schema, as a JSON
/// value: null, a boolean, a number written as JSON writes numbers, or
/// else the text itself.
///
/// ```swift
/// YAMLCoreSchema.resolve("~")      // .null
/// YAMLCoreSchema.resolve("TRUE")   // .bool(true)
/// YAMLCoreSchema.resolve("+12")    // 12
/// YAMLCoreSchema.resolve("0x1F")   // 31
/// YAMLCoreSchema.resolve(".5")     // 0.5
/// YAMLCoreSchema.resolve(".inf")   // ".inf": JSON has no infinity
/// ```
enum YAMLCoreSchema {
    /// The value of a plain scalar's (unquoted, folded) text.
    static func resolve(_ text: UnsafeBufferPointer<UInt8>) -> JSON {
        guard let first = text.first else { return .null }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            if text.count == 1, first == UInt8(ascii: "~") { return .null }
            if equals(text, "null") || equals(text, "Null") || equals(text, "NULL") { return .null }
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            if equals(text, "true") || equals(text, "True") || equals(text, "TRUE") { return .bool(true) }
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            if equals(text, "false") || equals(text, "False") || equals(text, "FALSE") { return .bool(false) }
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if let number = number(text) { return .number(number) }
        default:
            break
        }
        return .string(String(decoding: text, as: UTF8.self))
    }

    /// ``resolve(_:)`` of a string (for tests and documentation).
    static func resolve(_ text: String) -> JSON {
        var text = text
        return text.withUTF8 { resolve($0) }
    }

    private static func equals(_ text: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard text.count == word.utf8CodeUnitCount else { return false }
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return text.elementsEqual(bytes)
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// The common case, without building text: up to 18 digits with an
    /// optional `-`, no leading zero (the integers JSON writes as they are).
    private static func plainInteger(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        let start = text.first == UInt8(ascii: "-") ? 1 : 0
        let count = text.count - start
        guard count >= 1, count <= 18, text[start] != UInt8(ascii: "0") || count == 1 else { return nil }
        var value: Int64 = 0
        for byte in text[start...] {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int64(byte &- UInt8(ascii: "0"))
        }
        return start == 1 ? -value : value
    }

    /// The number the core schema reads in `text`, as JSON number text:
    /// `0o`/`0x` integers in decimal (up to 64 bits), decimal integers and
    /// floats with `+`, leading zeros and a bare `.` normalised.
    static func number(_ text: UnsafeBufferPointer<UInt8>) -> JSON.Number? {
        let count = text.count
        guard count > 0 else { return nil }
        if count > 2, text[0] == UInt8(ascii: "0"), text[1] == UInt8(ascii: "x") || text[1] == UInt8(ascii: "o") {
            let radix: UInt64 = text[1] == UInt8(ascii: "x") ? 16 : 8
            var value: UInt64 = 0
            for byte in text[2...] {
                let digit: UInt64
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt64(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt64(byte - UInt8(ascii: "A") + 10)
                default: return nil
                }
                guard digit < radix else { return nil }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
                guard !overflow else { return nil }
                let (sum, carry) = shifted.addingReportingOverflow(digit)
                guard !carry else { return nil }
                value = sum
            }
            return value <= UInt64(Int64.max) ? JSON.Number(Int64(value)) : JSON.Number(text: String(value))
        }
        if let integer = plainInteger(text) { return JSON.Number(integer) }
        // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var index = 0
        var negative = false
        if text[0] == UInt8(ascii: "-") || text[0] == UInt8(ascii: "+") {
            negative = text[0] == UInt8(ascii: "-")
            index = 1
        }
        let integerStart = index
        while index < count, isDigit(text[index]) { index += 1 }
        let integerEnd = index
        var fraction: Range<Int>?
        if index < count, text[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < count, isDigit(text[index]) { index += 1 }
            fraction = fractionStart..<index
        }
        guard integerEnd > integerStart || (fraction.map { !$0.isEmpty } ?? false) else { return nil }
        var exponent: Range<Int>?
        if index < count, text[index] | 0x20 == UInt8(ascii: "e") {
            let exponentStart = index
            index += 1
            if index < count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") { index += 1 }
            let digitsStart = index
            while index < count, isDigit(text[index]) { index += 1 }
            guard index > digitsStart else { return nil }
            exponent = exponentStart..<index
        }
        guard index == count else { return nil }

        var json: [UInt8] = []
        json.reserveCapacity(count + 2)
        if negative { json.append(UInt8(ascii: "-")) }
        var integer = integerStart
        while integer < integerEnd - 1, text[integer] == UInt8(ascii: "0") { integer += 1 }
        if integer == integerEnd {
            json.append(UInt8(ascii: "0"))
        } else {
            json.append(contentsOf: text[integer..<integerEnd])
        }
        if let fraction {
            json.append(UInt8(ascii: "."))
            if fraction.isEmpty {
                json.append(UInt8(ascii: "0"))  // `1.` is the float 1.0
            } else {
                json.append(contentsOf: text[fraction])
            }
        }
        if let exponent { json.append(contentsOf: text[exponent]) }
        return JSON.Number(text: String(decoding: json, as: UTF8.self))
    }
}
