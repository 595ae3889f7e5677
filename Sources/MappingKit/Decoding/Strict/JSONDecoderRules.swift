/// ``PayloadDecoder``'s ``UnreportedPolicy``: as `JSONDecoder` decodes.
enum JSONDecoderRules: UnreportedPolicy {
    static var isFirstAttempt: Bool { false }
}
