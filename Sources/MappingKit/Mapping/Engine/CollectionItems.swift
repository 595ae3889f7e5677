/// How the items of one kind of collection (models, JSON objects) are made,
/// filled from an element, and identified for `@identity`.
struct CollectionItems<Item> {
    let make: () -> Item
    let fill: (inout Applier, inout Item, SourceValue) -> Void
    let identity: (Item) -> [JSON]
}
