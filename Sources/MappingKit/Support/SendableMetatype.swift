#if !compiler(>=6.2)
/// Swift 6.2's `SendableMetatype` for older compilers, where it means
/// nothing: a type whose conformances any thread may use. The verbs that
/// map on several threads (`jobs:`) ask it of their model type, so a type
/// whose conformance is isolated to an actor (`@MainActor Mappable`, which
/// only Swift 6.2 and later have) maps on one thread only.
public typealias SendableMetatype = Any
#endif
