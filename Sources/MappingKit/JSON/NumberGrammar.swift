/// The RFC 8259 number grammar, shared by the scanner and `JSON.Number(text:)`.
enum NumberGrammar {
    enum Result {
        /// A valid number ending before `end`.
        case number(end: Int, isInteger: Bool)
        /// An invalid number; the problem is at `offset`.
        case failure(JSONParseError.Reason, offset: Int)
    }

    /// Scans a number starting at `start` (which holds `-` or a digit).
    static func scan(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> Result {
        var position = start
        let count = input.count
        var isInteger = true
        if position < count, input[position] == UInt8(ascii: "-") {
            position += 1
        }
        guard position < count, isDigit(input[position]) else {
            return .failure(.missingDigits(after: "-"), offset: position)
        }
        if input[position] == UInt8(ascii: "0") {
            position += 1
            if position < count, isDigit(input[position]) {
                return .failure(.leadingZero, offset: position - 1)
            }
        } else {
            while position < count, isDigit(input[position]) { position += 1 }
        }
        if position < count, input[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < count, isDigit(input[position]) else {
                return .failure(.missingDigits(after: "."), offset: position)
            }
            while position < count, isDigit(input[position]) { position += 1 }
        }
        if position < count, input[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            let marker = input[position]
            position += 1
            if position < count, input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < count, isDigit(input[position]) else {
                return .failure(.missingDigits(after: String(UnicodeScalar(marker))), offset: position)
            }
            while position < count, isDigit(input[position]) { position += 1 }
        }
        return .number(end: position, isInteger: isInteger)
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
