extension Applier {
    /// The choice for `element` by its type field; `nil` after an
    /// `invalidElement` issue (at the current paths) when no case matches
    /// and there is no default.
    mutating func choose<Choice>(
        _ table: SwitchTable<Choice>, for element: SourceValue, entry: MappingEntry, context: CompiledContext
    ) -> Choice? {
        var single = DroppedElements()
        return choose(table, for: element, entry: entry, context: context, dropped: &single)
    }

    /// ``choose(_:for:entry:context:)`` for an element of a collection:
    /// an element no case takes is dropped, reported at `droppedIndex` (its
    /// own target index) and counted once per collection in the summary
    /// (`dropped`, shared with the elements that are not objects).
    mutating func choose<Choice>(
        _ table: SwitchTable<Choice>, for element: SourceValue, entry: MappingEntry, context: CompiledContext,
        droppedIndex: Int? = nil, dropped: inout DroppedElements
    ) -> Choice? {
        guard !table.cases.isEmpty else { return table.fallback }
        let value = resolve(element, table.keys)
        if let text = value.flatMap(caseText), let choice = table.cases[text] { return choice }
        if let fallback = table.fallback { return fallback }
        let found = value.map(summary) ?? "missing"
        let repeats = dropped.reported
        func report(_ applier: inout Applier) {
            applier.record(
                .noMatchingCase, entry: entry, context: context,
                problem: .noMatchingCase(switchPath: table.keyPath.description, found: found, known: table.known),
                atCurrentPath: true, repeatsInObject: repeats)
        }
        if let droppedIndex { atDroppedElement(droppedIndex, report) } else { report(&self) }
        dropped.reported = true
        return nil
    }

    /// A type field's value as `@cases` writes it: a string's text, a
    /// number's or a boolean's JSON text; `nil` for other values.
    func caseText(_ value: SourceValue) -> String? {
        let payload = payloadValue(value)
        switch payload.kind {
        case .string: return payload.stringValue
        case .number, .bool: return payload.json.formatted()
        default: return nil
        }
    }

    /// The items a polymorphic collection's elements make, in payload
    /// order: each object element is made by `make` with the case its type
    /// field picks, at target index `first` plus the items made so far; an
    /// element that is not an object, or that no case takes, is an issue and
    /// is skipped, as is one `make` gives nothing for.
    mutating func mapSwitchedElements<Choice, Item>(
        of value: SourceValue, table: SwitchTable<Choice>, first: Int, entry: MappingEntry, context: CompiledContext,
        _ make: (inout Applier, Choice, SourceValue) -> Item?
    ) -> [Item] {
        var items: [Item] = []
        var dropped = DroppedElements()
        forEachElement(of: value) { applier, position, element in
            applier.atElement(source: position, target: first + items.count) { applier in
                guard applier.kind(element) == .object else {
                    applier.recordInvalidElement(element, at: first + position, entry: entry, context: context, dropped: &dropped)
                    return
                }
                guard let choice = applier.choose(
                    table, for: element, entry: entry, context: context, droppedIndex: first + position, dropped: &dropped)
                else { return }
                if let item = make(&applier, choice, element) { items.append(item) }
            }
            return true
        }
        return items
    }
}

extension Polymorphism {
    /// The type field's value written back for `value` (reverse mapping):
    /// `true`/`false` and numbers as JSON, anything else as a string.
    static func fieldValue(_ value: String) -> JSON {
        if value == "true" || value == "false" { return .bool(value == "true") }
        if let number = try? JSON(parsing: value), case .number = number { return number }
        return .string(value)
    }
}

extension JSON.Object {
    /// Sets `value` at `path` (creating objects on the way) unless a value is there.
    mutating func insertIfAbsent(_ value: JSON, at path: MappingKeyPath) {
        let segments = path.segments
        guard let first = segments.first else { return }
        if segments.count == 1 {
            if self[first] == nil { self[first] = value }
            return
        }
        var nested = self[first]?.objectValue ?? JSON.Object()
        nested.insertIfAbsent(value, at: MappingKeyPath(segments: Array(segments.dropFirst())))
        self[first] = .object(nested)
    }
}
