import Foundation

/// `@object`: a nested model or collection's mapping, its `@class` and
/// `@mappings` (a reference or an inline context), `@key`, and the
/// polymorphic `@switch`/`@cases`/`@default`.
extension ContextCompiler {
    mutating func compileObject(_ node: MappingNode, context: String, property: String) -> ObjectMapping? {
        guard let members = node.members else {
            sink.report(.invalidKeywordValue(.object, expected: .objectMapping), at: node.origin)
            return nil
        }
        var className: String?
        var mappings: MappingNode?
        var keyProperty: String?
        var switchMembers: [MappingNode.Member] = []
        var valid = true
        for member in members {
            switch MappingKeyword(rawValue: member.key) {
            case .class?:
                if let name = nonEmptyString(member.value, keyword: .class) { className = name } else { valid = false }
            case .mappings?:
                mappings = member.value
            case .key?:
                if let name = nonEmptyString(member.value, keyword: .key) { keyProperty = name } else { valid = false }
            case .switch?, .cases?, .default?:
                switchMembers.append(member)
            case .inherits?:
                continue
            default:
                if member.key.hasPrefix("$") { continue }
                let nearest = nearestKeyword(member.key, among: MappingKeyword.suggested(in: .object))
                sink.report(.keyInObject(key: member.key, nearest: nearest), at: member.keyOrigin)
                valid = false
            }
        }
        if !switchMembers.isEmpty {
            let beside = members.filter { $0.key == MappingKeyword.mappings.rawValue || $0.key == MappingKeyword.class.rawValue }
            return compilePolymorphic(
                switchMembers, beside: beside, keyProperty: keyProperty, valid: valid, context: context, property: property)
        }
        guard let mappings else {
            sink.report(
                .objectNeedsMappings(className: className, candidate: className.flatMap(context(mapping:))), at: node.origin)
            return nil
        }
        let target: Int
        switch mappings.value {
        case .string(let reference):
            guard let found = index[reference] else {
                if templates.contains(reference) {
                    sink.report(
                        .templateNotContext(
                            reference: reference, property: property, isEntryTemplate: entryTemplates.contains(reference)),
                        at: mappings.origin)
                } else {
                    let close = EditDistance.closest(to: reference, in: identifiers, limit: 1).first
                    sink.report(
                        .unknownContextReference(reference: reference, nearest: close, known: identifiers),
                        at: mappings.origin)
                }
                return nil
            }
            target = found
        case .object:
            let identifier = "\(context).\(property)"
            target = contexts.count
            let inlineClass = mappings[MappingKeyword.class.rawValue]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
            contexts.append(CompiledContext(
                identifier: identifier, className: inlineClass, entries: [], location: sink.location(of: mappings.origin), index: target))
            pendingInline.append((mappings, identifier, target, false))
        default:
            sink.report(.invalidKeywordValue(.mappings, expected: .contextReference), at: mappings.origin)
            return nil
        }
        guard valid else { return nil }
        return ObjectMapping(
            className: className ?? contexts[target].className, contextIdentifier: contexts[target].identifier,
            contextIndex: target, keyProperty: keyProperty)
    }

    /// An `@object` with `@switch`, `@cases` and `@default`: each case is a
    /// context reference (`"$PushEvent"`) or an `@object` body (`{ "@class":
    /// …, "@mappings": … }`), compiled as such; an inline case's context is
    /// named `$Context.property.Value` (`.@default` for the default).
    private mutating func compilePolymorphic(
        _ switchMembers: [MappingNode.Member], beside: [MappingNode.Member], keyProperty: String?, valid: Bool,
        context: String, property: String
    ) -> ObjectMapping? {
        var valid = valid
        for member in beside {
            sink.report(.keywordBesideSwitch(MappingKeyword(rawValue: member.key) ?? .mappings), at: member.keyOrigin)
            valid = false
        }
        func last(_ keyword: MappingKeyword) -> MappingNode.Member? { switchMembers.last { $0.key == keyword.rawValue } }
        guard let switchMember = last(.switch) else {
            for member in switchMembers {
                sink.report(.casesWithoutSwitch(MappingKeyword(rawValue: member.key) ?? .cases), at: member.keyOrigin)
            }
            return nil
        }
        var keyPath: MappingKeyPath?
        if let text = switchMember.value.stringValue {
            keyPath = self.keyPath(text, at: switchMember.value.origin)
        } else {
            sink.report(.invalidKeywordValue(.switch, expected: .keyPath), at: switchMember.value.origin)
        }
        // A case: a reference is compiled as `{ "@mappings": reference }`.
        func compileCase(_ node: MappingNode, name: String) -> ObjectMapping? {
            if case .string(let reference) = node.value {
                if index[reference] == nil, !templates.contains(reference) {
                    let close = EditDistance.closest(to: reference, in: identifiers, limit: 1).first
                    let value = name == MappingKeyword.default.rawValue ? nil : name
                    sink.report(.unknownCaseContext(reference: reference, value: value, nearest: close), at: node.origin)
                    return nil
                }
                let body = MappingNode(
                    value: .object([MappingNode.Member(key: MappingKeyword.mappings.rawValue, keyOrigin: node.origin, value: node)]),
                    origin: node.origin)
                return compileObject(body, context: context, property: property + "." + name)
            }
            guard case .object = node.value else {
                sink.report(.invalidKeywordValue(.cases, expected: .objectMapping), at: node.origin)
                return nil
            }
            return compileObject(node, context: context, property: property + "." + name)
        }
        var cases: [Polymorphism.Case] = []
        if let casesMember = last(.cases) {
            if let members = casesMember.value.members {
                for member in members {
                    if let mapping = compileCase(member.value, name: member.key) {
                        cases.append(Polymorphism.Case(value: member.key, mapping: mapping))
                    } else {
                        valid = false
                    }
                }
            } else {
                sink.report(.invalidKeywordValue(.cases, expected: .objectMapping), at: casesMember.value.origin)
                valid = false
            }
        }
        if cases.isEmpty, valid {
            sink.report(.switchWithoutCases, at: switchMember.keyOrigin)
            valid = false
        }
        var fallback: [ObjectMapping] = []
        if let defaultMember = last(.default) {
            if let mapping = compileCase(defaultMember.value, name: MappingKeyword.default.rawValue) {
                fallback = [mapping]
            } else {
                valid = false
            }
        }
        guard valid, let keyPath, let first = fallback.first ?? cases.first?.mapping else { return nil }
        return ObjectMapping(
            className: nil, contextIdentifier: first.contextIdentifier, contextIndex: first.contextIndex,
            keyProperty: keyProperty, polymorphism: Polymorphism(keyPath: keyPath, cases: cases, fallback: fallback))
    }

    /// The identifier of a context that maps `className`, for a note on an
    /// `@object` without `@mappings`: one named after the class (AppCoreKit's
    /// implicit lookup), else the first whose `@class` is that class.
    private func context(mapping className: String) -> String? {
        for name in ["$" + className, className] where index[name] != nil { return name }
        return identifiers.first { identifier in index[identifier].map { contexts[$0].className == className } ?? false }
    }
}
