import FlowvizCore
import SwiftSyntax

/// The facts only source code shows: view controllers that navigate themselves, and child
/// coordinators that keep a reference to their parent.
struct SourceChecks {
    let index: TypeIndex
    let runs: [(type: String, interpreter: Interpreter)]
    let starts: StartRelation
    let names: (String) -> String
    /// The app's root coordinator: it has no parent, so no property of it refers to one.
    var root: String? = nil
    /// The calls view controllers make to show screens themselves, read once for the graph too.
    var viewControllerNavigations = [ViewControllerNavigations.Found]()

    func facts() -> [SourceFact] {
        (viewControllerNavigationFacts() + parentReferences()).sorted { SourceLocation.precedes($0.location, $1.location) ?? false }
    }

    /// Calls a view controller makes to show another screen (``ViewControllerNavigations``).
    private func viewControllerNavigationFacts() -> [SourceFact] {
        viewControllerNavigations.map { found in
            SourceFact(.viewControllerNavigates(viewController: found.viewController, call: found.call.name, target: found.target), location: found.location)
        }
    }

    /// `roomFlow = coordinator` after `let coordinator = RoomFlowCoordinator(…)` in one of the
    /// type's own methods: the property holds a child it makes (flows that start each other,
    /// a room opening a space opening a room), not the parent that started it.
    private func keepsOwnChild(_ property: String, _ typeName: String, in owner: String) -> Bool {
        index.ownMethods(of: owner).contains { method in
            let text = method.body.description
            return text.contains(typeName + "(") && (text.contains(property + " = ") || text.contains("self." + property + " = "))
        }
    }

    /// Stored properties of a coordinator holding a coordinator that starts it (or named `parent…`).
    private func parentReferences() -> [SourceFact] {
        let childSites = starts.childSites
        var facts = [SourceFact]()
        for run in runs where run.type != root {
            for declaration in index.declarations[run.type] ?? [] {
                for property in declaration.properties where !childSites.contains(property.location) {
                    guard let typeText = property.typeName, TypeNames.element(of: typeText) == nil else { continue }
                    let typeName = TypeNames.base(of: typeText)
                    guard typeName != run.type, index.isCoordinator(typeName) || TypeIndex.looksLikeCoordinator(typeName) && index.isProtocol(typeName)
                            || TypeIndex.looksLikeCoordinator(typeName) && !index.isDeclared(typeName) else { continue }
                    // Flows that start each other (a room opening members, members opening a room): a
                    // property of a type this one starts, or one it makes itself, may hold its own child, not its parent.
                    let startsIt = starts.starters(of: typeName).contains(run.type)
                    let isParent = starts.starters(of: run.type).contains(typeName) && !startsIt && !keepsOwnChild(property.name, typeName, in: run.type)
                        || property.name.lowercased().contains("parent")
                    guard isParent, !index.methods(of: run.type).contains(where: { $0.name == property.name && $0.location == property.location }) else { continue }
                    // A weak reference used only to say it is done, or to leave the parent's children, is the textbook idiom.
                    if property.isWeak, ParentReferenceUses(of: property.name, in: index.ownMethods(of: run.type).map(\.body)).onlyFinishes { continue }
                    facts.append(SourceFact(
                        .childReferencesParent(coordinator: names(run.type), property: property.name, parentType: typeName),
                        location: property.location
                    ))
                }
            }
        }
        return facts
    }
}
