import Foundation

/// Checking a payload value against an entry's constraints: the one place
/// that decides, used by typed mapping, `Decodable` types through a
/// context, dynamic `JSON`, and the loader (a `@defaultValue` must keep its
/// entry's constraints).
///
/// A scalar is checked by the constraints of its kind: numbers by
/// `@minimum` and `@maximum` (a string that is a JSON number too, as the
/// number), strings by `@minLength`, `@maxLength` and `@pattern`, any value
/// by `@allowedValues`. A value of another kind is the conversion's
/// problem, not the constraint's. A collection (an array, or an object: a
/// dictionary's members) is checked by `@minItems` and `@maxItems`, and
/// each element by the others; the first element out of bounds refuses the
/// whole value, its message naming the element (`at [2]: …`).
extension ValueConstraints {
    /// Why a value breaks a constraint, as data: worded by ``message``
    /// (IssueProblem+Messages.swift).
    struct Violation: Sendable, Hashable {
        /// The constraint broken, with its bound and what was measured.
        enum Rule: Sendable, Hashable {
            /// Below `@minimum` (its text).
            case belowMinimum(String)
            /// Above `@maximum` (its text).
            case aboveMaximum(String)
            /// Shorter than `@minLength`; `length` in Unicode scalars.
            case shorterThanMinLength(Int, length: Int)
            /// Longer than `@maxLength`; `length` in Unicode scalars.
            case longerThanMaxLength(Int, length: Int)
            /// No match of `@pattern` (its text).
            case noPatternMatch(String)
            /// Not one of `@allowedValues` (their JSON texts).
            case notAllowed([String])
            /// Fewer items than `@minItems`.
            case fewerItemsThanMinItems(Int)
            /// More items than `@maxItems`.
            case moreItemsThanMaxItems(Int)
        }

        /// The value found: `number 120`, `string "ab"`, `array of 5`.
        var found: String
        var rule: Rule
        /// Where the value stands inside the entry's value (`[2]`,
        /// `["key"]`), or empty for the value itself.
        var innerPath = ""

        /// The same violation, about an element at `component`.
        func inside(_ component: String) -> Violation {
            var copy = self
            copy.innerPath = component + copy.innerPath
            return copy
        }
    }

    /// The first constraint `value` breaks, or `nil`: a collection's count,
    /// then each of its elements; a scalar by the constraints of its kind.
    func violation(of value: PayloadValue) -> Violation? {
        switch value.kind {
        case .array:
            if let violation = itemsViolation(count: value.count, found: { PayloadValue.arraySummary($0) }) { return violation }
            guard checksValues else { return nil }
            var found: Violation?
            value.forEachElement { index, element in
                found = violation(ofElement: element)?.inside("[\(index)]")
                return found == nil
            }
            return found
        case .object:
            if let violation = itemsViolation(count: value.count, found: { "object of \($0) members" }) { return violation }
            guard checksValues else { return nil }
            for (key, member) in value.members ?? [] {
                if let violation = violation(ofElement: member) { return violation.inside("[" + MessageExcerpt.quotedKey(key) + "]") }
            }
            return nil
        default:
            return violation(ofElement: value)
        }
    }

    /// `@invalidElements: "skip"`: the collection `value` without the
    /// elements that break a value constraint, each handed to `dropped`
    /// (its index or key, it, the violation); `nil` when it is not a
    /// collection or keeps every element.
    func keepingValidElements(of value: PayloadValue, dropped: (PathStack.Component, PayloadValue, Violation) -> Void) -> PayloadValue? {
        guard checksValues else { return nil }
        switch value.kind {
        case .array:
            var kept: [JSON] = []
            var droppedAny = false
            value.forEachElement { index, element in
                if let violation = violation(ofElement: element) {
                    dropped(.index(index), element, violation)
                    droppedAny = true
                } else {
                    kept.append(element.json)
                }
                return true
            }
            return droppedAny ? PayloadValue(.array(kept)) : nil
        case .object:
            var kept = JSON.Object()
            var droppedAny = false
            for (key, member) in value.members ?? [] {
                if let violation = violation(ofElement: member) {
                    dropped(.key(key), member, violation)
                    droppedAny = true
                } else {
                    kept[key] = member.json
                }
            }
            return droppedAny ? PayloadValue(.object(kept)) : nil
        default:
            return nil
        }
    }

    /// The first value constraint (all but `@minItems` and `@maxItems`)
    /// one element breaks, or `nil`; an element that is a collection has
    /// each of its own elements checked.
    func violation(ofElement value: PayloadValue) -> Violation? {
        switch value.kind {
        case .null:
            return nil
        case .array, .object:
            guard checksValues else { return nil }
            var copy = self
            copy.minItems = nil
            copy.maxItems = nil
            return copy.violation(of: value)
        case .number:
            if let number = value.numberValue, let rule = rangeRule(number) { return Violation(found: value.summary, rule: rule) }
        case .string:
            if let text = value.stringValue, let rule = stringRule(text) { return Violation(found: value.summary, rule: rule) }
        case .bool:
            break
        }
        if let allowedValues, !allowedValues.contains(where: { Self.same($0, value.json) }) {
            return Violation(found: value.summary, rule: .notAllowed(allowedValues.map { $0.formatted() }))
        }
        return nil
    }

    /// Two bounds no value can keep both of, and their values as written.
    struct Contradiction {
        var lower: MappingKeyword
        var lowerValue: String
        var upper: MappingKeyword
        var upperValue: String
    }

    /// Each lower bound above its upper bound: `@minimum` above `@maximum`,
    /// `@minLength` above `@maxLength`, `@minItems` above `@maxItems`.
    var contradictions: [Contradiction] {
        var found: [Contradiction] = []
        if let minimum, let maximum, Self.compare(minimum, maximum) > 0 {
            found.append(Contradiction(lower: .minimum, lowerValue: minimum.text, upper: .maximum, upperValue: maximum.text))
        }
        if let minLength, let maxLength, minLength > maxLength {
            found.append(Contradiction(lower: .minLength, lowerValue: "\(minLength)", upper: .maxLength, upperValue: "\(maxLength)"))
        }
        if let minItems, let maxItems, minItems > maxItems {
            found.append(Contradiction(lower: .minItems, lowerValue: "\(minItems)", upper: .maxItems, upperValue: "\(maxItems)"))
        }
        return found
    }

    /// `@minItems` / `@maxItems` on a collection of `count`.
    private func itemsViolation(count: Int, found: (Int) -> String) -> Violation? {
        if let minItems, count < minItems { return Violation(found: found(count), rule: .fewerItemsThanMinItems(minItems)) }
        if let maxItems, count > maxItems { return Violation(found: found(count), rule: .moreItemsThanMaxItems(maxItems)) }
        return nil
    }

    /// `@minimum` / `@maximum` on a number.
    private func rangeRule(_ number: JSON.Number) -> Violation.Rule? {
        if let minimum, Self.compare(number, minimum) < 0 { return .belowMinimum(minimum.text) }
        if let maximum, Self.compare(number, maximum) > 0 { return .aboveMaximum(maximum.text) }
        return nil
    }

    /// The string constraints on a string; `@minimum` / `@maximum` on one
    /// that is a JSON number.
    private func stringRule(_ text: String) -> Violation.Rule? {
        if minimum != nil || maximum != nil, let number = JSON.Number(text: text), let rule = rangeRule(number) { return rule }
        if minLength != nil || maxLength != nil {
            let length = text.unicodeScalars.count
            if let minLength, length < minLength { return .shorterThanMinLength(minLength, length: length) }
            if let maxLength, length > maxLength { return .longerThanMaxLength(maxLength, length: length) }
        }
        if let pattern, !pattern.matches(text) { return .noPatternMatch(pattern.source) }
        return nil
    }

    /// -1, 0 or 1 as `a` is below, equal to or above `b`, exactly: as
    /// integers when both are, else as decimals of any range and precision
    /// (`1e400` is above `9e399`, `-1e-400` below zero), never rounded.
    static func compare(_ a: JSON.Number, _ b: JSON.Number) -> Int {
        if a.isInteger, b.isInteger, let x = a.int64Value, let y = b.int64Value { return x < y ? -1 : (x > y ? 1 : 0) }
        return JSON.Number.Exact.compare(a.exact, b.exact)
    }

    /// `@allowedValues`' equality: numbers compared exactly (`1` and `1.0`
    /// are equal, `1e400` and `1e401` are not), anything else as JSON.
    static func same(_ allowed: JSON, _ value: JSON) -> Bool {
        if case .number(let a) = allowed, case .number(let b) = value { return compare(a, b) == 0 }
        return allowed == value
    }
}
