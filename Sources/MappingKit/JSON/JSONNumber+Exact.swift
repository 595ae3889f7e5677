extension JSON.Number {
    /// A number's exact value as a decimal, read from its text: its sign,
    /// its significant digits and where its point goes, with no limit of
    /// range or precision (`1e400`, `-1e-400`, forty digits of a fraction).
    /// How constraint bounds compare with values (`@minimum`, `@maximum`,
    /// `@allowedValues`), and how a count (`@maxItems: 1e3`) is read.
    ///
    /// ```swift
    /// JSON.Number(text: "1e400")!.exact > JSON.Number(text: "9e399")!.exact  // true
    /// JSON.Number(text: "1.0")!.exact.wholeValue                             // 1
    /// ```
    struct Exact: Sendable, Hashable, Comparable {
        /// `true` below zero (never for zero).
        var isNegative: Bool
        /// The significant digits (0–9), no leading or trailing zeros;
        /// empty for zero.
        var digits: [UInt8]
        /// The value is `0.d₁d₂…dₙ × 10^exponent`. Saturates far beyond any
        /// number a person writes.
        var exponent: Int

        var isZero: Bool { digits.isEmpty }

        /// The value when it is a whole number that fits in `Int`; `nil`
        /// when it has a fraction or is too large (``isWhole`` tells which).
        var wholeValue: Int? {
            guard isWhole else { return nil }
            guard !isZero else { return 0 }
            guard exponent <= 19 else { return nil }
            var value = 0
            for index in 0..<exponent {
                let digit = index < digits.count ? Int(digits[index]) : 0
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowAgain) = times.addingReportingOverflow(isNegative ? -digit : digit)
                guard !overflow, !overflowAgain else { return nil }
                value = sum
            }
            return value
        }

        /// `true` when there is no fraction: every digit stands before the point.
        var isWhole: Bool { isZero || digits.count <= exponent }

        static func < (lhs: Exact, rhs: Exact) -> Bool { compare(lhs, rhs) < 0 }

        /// -1, 0 or 1 as `a` is below, equal to or above `b`.
        static func compare(_ a: Exact, _ b: Exact) -> Int {
            let signA = a.isZero ? 0 : (a.isNegative ? -1 : 1)
            let signB = b.isZero ? 0 : (b.isNegative ? -1 : 1)
            guard signA == signB else { return signA < signB ? -1 : 1 }
            guard signA != 0 else { return 0 }
            var magnitude = 0
            if a.exponent != b.exponent {
                magnitude = a.exponent < b.exponent ? -1 : 1
            } else {
                for (x, y) in zip(a.digits, b.digits) where x != y {
                    magnitude = x < y ? -1 : 1
                    break
                }
                if magnitude == 0, a.digits.count != b.digits.count { magnitude = a.digits.count < b.digits.count ? -1 : 1 }
            }
            return signA > 0 ? magnitude : -magnitude
        }
    }

    /// The number's exact value (a `Double` as its shortest text).
    var exact: Exact {
        if case .integer(let value) = storage { return Self.exact(ofInteger: value) }
        return Self.exact(ofText: text)
    }

    private static func exact(ofInteger value: Int64) -> Exact {
        var digits: [UInt8] = []
        var remaining = value.magnitude
        while remaining > 0 {
            digits.append(UInt8(remaining % 10))
            remaining /= 10
        }
        let exponent = digits.count
        while digits.first == 0 { digits.removeFirst() }
        return Exact(isNegative: value < 0, digits: digits.reversed(), exponent: exponent)
    }

    /// The exact value of validated number text (`-?int(.frac)?([eE][+-]?exp)?`).
    private static func exact(ofText text: String) -> Exact {
        var isNegative = false
        var digits: [UInt8] = []
        var pointAt: Int?
        var exponent = 0
        var exponentSign = 1
        var inExponent = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-") where !inExponent: isNegative = true
            case UInt8(ascii: "-"): exponentSign = -1
            case UInt8(ascii: "+"): break
            case UInt8(ascii: "."): pointAt = digits.count
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = byte - UInt8(ascii: "0")
                if inExponent {
                    exponent = min(exponent * 10 + Int(digit), 1 << 40)
                } else {
                    digits.append(digit)
                }
            default: break
            }
        }
        // The point stands after `pointAt` digits (after all without one).
        var point = (pointAt ?? digits.count) + exponentSign * exponent
        var leading = 0
        while leading < digits.count, digits[leading] == 0 { leading += 1 }
        point -= leading
        digits.removeFirst(leading)
        while digits.last == 0 { digits.removeLast() }
        return Exact(isNegative: isNegative && !digits.isEmpty, digits: digits, exponent: digits.isEmpty ? 0 : point)
    }
}
