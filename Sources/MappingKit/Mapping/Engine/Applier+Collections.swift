extension Applier {
    /// Maps the elements of a collection entry; the entry's paths are
    /// already pushed. Each object element becomes a new item, returned in
    /// payload order for the caller to insert; with `@identity`, an element
    /// whose identity matches an existing item (or one inserted for an
    /// earlier element) updates that item where it stands instead. An
    /// element that is not an object is an `invalidElement` issue.
    mutating func mapElements<Item>(
        _ elements: [SourceValue], existing: inout [Item], items: CollectionItems<Item>, entry: MappingEntry,
        context: CompiledContext
    ) -> [Item] {
        var inserted: [Item] = []
        inserted.reserveCapacity(elements.count)
        let existingCount = existing.count
        func index(ofInserted position: Int) -> Int { entry.insertsAtBeginning ? position : existingCount + position }
        var dropped = DroppedElements()
        guard !entry.identity.isEmpty else {
            for (position, element) in elements.enumerated() {
                atElement(source: position, target: index(ofInserted: inserted.count)) { applier in
                    guard applier.kind(element) == .object else {
                        applier.recordInvalidElement(element, at: index(ofInserted: position), entry: entry, context: context, dropped: &dropped)
                        return
                    }
                    var item = items.make()
                    items.fill(&applier, &item, element)
                    inserted.append(item)
                }
            }
            return inserted
        }
        // Where an existing item ends up depends on how many items are
        // inserted, so every element is placed first (each probed to learn
        // its identity), then mapped in payload order.
        var keys = existing.map(items.identity)
        var placements: [ElementPlacement] = []
        placements.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            guard kind(element) == .object else {
                placements.append(.invalid(position: position))
                continue
            }
            var probe = self.probe()
            var candidate = items.make()
            probe.atElement(source: position, target: index(ofInserted: inserted.count)) { probe in
                items.fill(&probe, &candidate, element)
            }
            let key = items.identity(candidate)
            // An item without identity (all null) matches nothing.
            if key.contains(where: { $0 != .null }), let match = keys.firstIndex(of: key) {
                placements.append(match < existingCount ? .existing(match) : .repeated(position: match - existingCount))
            } else {
                // Its issues are kept (absorbed below): what it reported
                // once is not reported again by a later element.
                reportedOnce.formUnion(probe.reportedOnce)
                placements.append(.new(probe))
                inserted.append(candidate)
                keys.append(key)
            }
        }
        for (position, element) in elements.enumerated() {
            atSourceElement(position) { applier in
                switch placements[position] {
                case .invalid(let position):
                    applier.atTargetIndex(index(ofInserted: position)) { applier in
                        applier.recordInvalidElement(element, entry: entry, context: context, dropped: &dropped)
                    }
                case .new(let probe):
                    applier.absorb(probe)
                case .existing(let match):
                    applier.atTargetIndex(entry.insertsAtBeginning ? inserted.count + match : match) { applier in
                        items.fill(&applier, &existing[match], element)
                    }
                case .repeated(let position):
                    applier.atTargetIndex(index(ofInserted: position)) { applier in
                        items.fill(&applier, &inserted[position], element)
                    }
                }
            }
        }
        return inserted
    }

    /// Records an element of a collection entry that is not an object, at
    /// the current paths. The summary counts the object that holds the
    /// collection once, however many of its elements are dropped
    /// (`dropped` remembers the first), so it never says "3 of 1 object";
    /// the error count counts every element.
    mutating func recordInvalidElement(
        _ element: SourceValue, entry: MappingEntry, context: CompiledContext, dropped: inout DroppedElements
    ) {
        let found = payloadValue(element)
        if entry.invalidElements == .skip {
            recordSkippedHere(found, reason: .elementNotObject(found: found.summary), entry: entry, context: context)
            dropped.reported = true
            return
        }
        record(
            .elementNotObject, entry: entry, context: context, problem: .elementNotObject(found: found.summary), atCurrentPath: true,
            repeatsInObject: dropped.reported)
        dropped.reported = true
    }

    /// ``recordInvalidElement(_:entry:context:dropped:)`` with the target
    /// index the element would have had (`index`), in place of the next
    /// kept item's: each dropped element's issue names its own.
    mutating func recordInvalidElement(
        _ element: SourceValue, at index: Int, entry: MappingEntry, context: CompiledContext, dropped: inout DroppedElements
    ) {
        atDroppedElement(index) { applier in
            applier.recordInvalidElement(element, entry: entry, context: context, dropped: &dropped)
        }
    }

    /// The elements of one collection, of one object, dropped so far.
    struct DroppedElements {
        /// `true` once one was reported: the next ones repeat it in the summary.
        var reported = false
    }

    /// Where an element of an `@identity` collection goes.
    enum ElementPlacement {
        /// Not an object; `position` is its index in the payload's array.
        case invalid(position: Int)
        /// A new item, already mapped by this probe.
        case new(Applier)
        /// Updates the existing item at this index.
        case existing(Int)
        /// Updates the item inserted for an earlier element.
        case repeated(position: Int)
    }
}

extension Applier {
    /// Calls `body` with each member of a dictionary's payload object whose
    /// value is an object, in payload order, with the member's key on the
    /// source and target paths; a member that is not an object is an
    /// `invalidElement` issue at its key and is skipped. Does nothing when
    /// `value` is not an object.
    mutating func forEachObjectMember(
        of value: SourceValue, entry: MappingEntry, context: CompiledContext, _ body: (inout Applier, String, SourceValue) -> Void
    ) {
        var dropped = DroppedElements()
        func visit(_ applier: inout Applier, _ key: String, _ element: SourceValue) {
            applier.atMember(key) { applier in
                guard applier.kind(element) == .object else {
                    applier.recordInvalidElement(element, entry: entry, context: context, dropped: &dropped)
                    return
                }
                body(&applier, key, element)
            }
        }
        switch value {
        case .node(let index):
            guard tape.kind(index) == .object else { return }
            tape.forEachMember(ofObject: index) { key, member in
                visit(&self, tape.string(key), .node(member))
                return true
            }
        case .value(let payload):
            for (key, member) in payload.members ?? [] { visit(&self, key, .value(member)) }
        }
    }
}

/// How the items of one kind of collection (models, JSON objects) are made,
/// filled from an element, and identified for `@identity`.
struct CollectionItems<Item> {
    let make: () -> Item
    let fill: (inout Applier, inout Item, SourceValue) -> Void
    let identity: (Item) -> [JSON]
}
