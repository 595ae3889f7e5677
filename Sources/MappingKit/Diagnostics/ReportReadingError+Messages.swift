/// The words of ``ReportReadingError``: the only place they are written.
extension ReportReadingError {
    /// What is wrong, and the likely fix.
    public var description: String {
        switch reason {
        case .notAnObject(let found):
            "not a report: expected a JSON object, found \(found); give the output of 'mappings apply --format json' or of --report FILE"
        case .missingMember(let name):
            "not a report: no '\(name)' member; give the output of 'mappings apply --format json' or of --report FILE"
        case .invalidMember(let path, let expected, let found):
            "not a report: '\(path)' should be \(expected), found \(found)"
        case .countAboveTotal(let path, let count, let totalPath, let total):
            "not a report: '\(path)' counts \(count) objects but '\(totalPath)' says \(total) were mapped; a summary line counts "
                + "at most every object; write the report again with 'mappings apply --format json' or --report FILE"
        case .inconsistentCount(let path, let count, let kept):
            "not a report: '\(path)' counts \(count) but \(kept) such issues are kept; "
                + "write the report again with 'mappings apply --format json' or --report FILE"
        }
    }
}
