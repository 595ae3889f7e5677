/// `report drift --format`: the forms of ``OutputFormat`` and an HTML
/// page (``DriftListing/html``), which no other command prints.
enum DriftFormat: String, CaseIterable, Sendable {
    case text
    case json
    case github
    case sarif
    case html
}
