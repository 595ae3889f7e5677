/// Why an initializer threw, in the words of a conversion's detail.
extension DecodingSession {
    /// Why `type`'s initializer threw: as ``reason(_:)``, but a raw-value
    /// enum's own refusal (`Cannot initialize State from invalid String
    /// value archived`) in the words a `MappableValue` enum's is told:
    /// `no case has this raw value` (the value is shown beside it).
    static func reason(_ error: any Error, decoding type: Any.Type) -> String {
        if type is any RawRepresentable.Type, case DecodingError.dataCorrupted(let context) = error,
            context.debugDescription.hasPrefix("Cannot initialize \(type) from invalid ")
        {
            return "no case has this raw value"
        }
        return reason(error)
    }

    /// An error thrown by an initializer, for a message.
    static func reason(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return String(describing: error) }
        switch decoding {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.debugDescription
        @unknown default:
            return String(describing: error)
        }
    }
}
