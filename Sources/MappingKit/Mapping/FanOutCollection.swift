/// A collection type a key path through arrays can fill.
protocol FanOutCollection {
    static var fanOutElementType: Any.Type { get }
}

extension Array: FanOutCollection {
    static var fanOutElementType: Any.Type { Element.self }
}

extension Set: FanOutCollection {
    static var fanOutElementType: Any.Type { Element.self }
}

extension Optional: FanOutCollection where Wrapped: FanOutCollection {
    static var fanOutElementType: Any.Type { Wrapped.fanOutElementType }
}
