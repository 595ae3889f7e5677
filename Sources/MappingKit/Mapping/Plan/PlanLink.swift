import Foundation

/// A plan referenced by another plan's step. Plans are owned by the
/// catalog's ``PlanCache`` for as long as the catalog lives, and a mapping
/// holds the catalog, so the link need not own it (recursive contexts
/// would otherwise make cycles; see ARCHITECTURE.md, "Unsafe code and its
/// invariants").
struct PlanLink<Target: MappingTarget> {
    unowned(unsafe) let plan: MappingPlan<Target>
}
