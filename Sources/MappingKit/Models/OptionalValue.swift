/// An optional seen as a value (``isNil(_:)``, ``unwrapped(_:)``).
protocol OptionalValue {
    var wrappedValue: Any? { get }
}
