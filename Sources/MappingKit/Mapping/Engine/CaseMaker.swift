/// How a polymorphic property makes one case's model: a new model of the
/// case's type, mapped from the element with the case's plan.
struct CaseMaker {
    let make: (inout Applier, SourceValue) -> Any
}
