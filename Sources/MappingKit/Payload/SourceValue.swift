/// A value the engine reads: a node of the parsed document held for the
/// mapping call (the fast path: an index, no reference counting), or a
/// ``PayloadValue`` (a payload given as `JSON`, an entry's default).
enum SourceValue {
    case node(Int)
    case value(PayloadValue)
}
