@testable import FlowvizScan
import Testing

/// The semantic model's hierarchy and member lookup (Sources/FlowvizScan/Swift): which method a
/// call runs, as Swift dispatches it.
@Suite struct MemberLookupTests {
    static func lookup(_ code: String) -> MemberLookup {
        let parsed = ParallelParser.parse([(path: "App.swift", bytes: Array(code.utf8))], progress: nil)
        return MemberLookup(hierarchy: TypeHierarchy(declarations: TypeIndex(parsed.flatMap(\.declarations)).declarations))
    }

    /// "Owner.name(labels:)@line" of what `type.name(labels…)` resolves to, or the resolution's kind.
    static func resolved(_ code: String, _ name: String, _ labels: [String] = [], on type: String, super isSuper: Bool = false) -> String {
        let lookup = lookup(code)
        let resolution = isSuper ? lookup.superMethod(name, labels: labels, from: type) : lookup.method(name, labels: labels, on: type)
        switch resolution {
        case .method(let method): return "\(method.owner).\(method.signature)@\(method.location.line)"
        case .requirement(let method): return "requirement \(method.owner).\(method.signature)"
        case .undecided(let method): return "undecided \(method.owner).\(method.signature)"
        case .notDeclared: return "not declared"
        }
    }

    static let coordinators = """
        protocol Coordinator: AnyObject {
            var children: [Coordinator] { get set }
            func start()
        }
        extension Coordinator {
            func childDidFinish(_ child: Coordinator) { children.removeAll { $0 === child } }
            func finish() {}
        }
        extension Coordinator where Self: UIViewController {
            func finish() { dismiss(animated: true) }
        }
        class BaseCoordinator: Coordinator {
            var children: [Coordinator] = []
            func start() {}
            func childDidFinish(_ child: Coordinator) { children.removeAll { $0 === child } }
            func show(_ screen: UIViewController, animated: Bool = true) {}
        }
        final class HomeCoordinator: BaseCoordinator {
            override func start() { show(HomeViewController()) }
            override func childDidFinish(_ child: Coordinator) { super.childDidFinish(child) }
        }
        final class PlainCoordinator: Coordinator {
            var children: [Coordinator] = []
            func start() {}
        }
        final class ScreenCoordinator: UIViewController, Coordinator {
            var children: [Coordinator] = []
            func start() {}
        }
        """

    @Test func aTypesOwnMethodRunsBeforeItsSuperclassesAndProtocolDefaults() {
        // Line 19: HomeCoordinator's override; line 15: BaseCoordinator's, not the protocol's default (line 6).
        #expect(Self.resolved(Self.coordinators, "start", on: "HomeCoordinator") == "HomeCoordinator.start()@19")
        #expect(Self.resolved(Self.coordinators, "childDidFinish", ["_"], on: "HomeCoordinator") == "HomeCoordinator.childDidFinish(_:)@20")
        #expect(Self.resolved(Self.coordinators, "show", ["_"], on: "HomeCoordinator") == "BaseCoordinator.show(_:animated:)@16")
    }

    @Test func superRunsTheSuperclassesMethod() {
        #expect(Self.resolved(Self.coordinators, "childDidFinish", ["_"], on: "HomeCoordinator", super: true)
                == "BaseCoordinator.childDidFinish(_:)@15")
        #expect(Self.resolved(Self.coordinators, "start", on: "PlainCoordinator", super: true) == "not declared")
    }

    @Test func aProtocolDefaultRunsWhenNoClassDeclaresTheMethod() {
        #expect(Self.resolved(Self.coordinators, "childDidFinish", ["_"], on: "PlainCoordinator") == "Coordinator.childDidFinish(_:)@6")
        // Through a superclass's conformance.
        #expect(Self.resolved(Self.coordinators, "finish", on: "HomeCoordinator") == "Coordinator.finish()@7")
    }

    @Test func aConstrainedExtensionAppliesOnlyWhereItsWhereClauseHolds() {
        #expect(Self.resolved(Self.coordinators, "finish", on: "ScreenCoordinator") == "Coordinator.finish()@10")
        #expect(Self.resolved(Self.coordinators, "finish", on: "PlainCoordinator") == "Coordinator.finish()@7")
    }

    @Test func labelsMustMatchAndOnlyDefaultedParametersMayBeLeftOut() {
        #expect(Self.resolved(Self.coordinators, "show", ["_", "animated"], on: "HomeCoordinator") == "BaseCoordinator.show(_:animated:)@16")
        #expect(Self.resolved(Self.coordinators, "show", [], on: "HomeCoordinator") == "not declared")
        #expect(Self.resolved(Self.coordinators, "childDidFinish", ["child"], on: "HomeCoordinator") == "not declared")
    }

    @Test func aRequirementWithoutADefaultIsNoMethodOfTheProtocol() {
        #expect(Self.resolved(Self.coordinators, "start", on: "Coordinator") == "requirement Coordinator.start()")
        #expect(Self.resolved(Self.coordinators, "childDidFinish", ["_"], on: "Coordinator") == "Coordinator.childDidFinish(_:)@6")
    }

    @Test func extensionsOfFrameworkClassesAndAliasesAreFollowed() {
        let code = """
            extension UIViewController {
                func showError(_ error: Error) {}
            }
            final class DetailViewController: UIViewController {}
            typealias Detail = DetailViewController
            protocol Routing: AnyObject {}
            protocol AppRouting: Routing {}
            extension Routing {
                func route() {}
            }
            final class Router: AppRouting {}
            """
        #expect(Self.resolved(code, "showError", ["_"], on: "DetailViewController") == "UIViewController.showError(_:)@2")
        #expect(Self.resolved(code, "showError", ["_"], on: "Detail") == "UIViewController.showError(_:)@2")
        // A protocol's extension reaches the conformers of the protocols that inherit it.
        #expect(Self.resolved(code, "route", on: "Router") == "Routing.route()@9")
    }

    @Test func aWhereClauseOnAnAssociatedTypeIsUndecided() {
        let code = """
            protocol Flow { associatedtype Route }
            extension Flow where Route == AppRoute {
                func open() {}
            }
            final class MainFlow: Flow { typealias Route = AppRoute }
            """
        #expect(Self.resolved(code, "open", on: "MainFlow") == "undecided Flow.open()")
    }

    @Test func theHierarchyTellsSuperclassesFromProtocols() {
        let hierarchy = Self.lookup(Self.coordinators + "\nfinal class Cell: UITableViewCell, UITableViewDelegate {}").hierarchy
        #expect(hierarchy.superclassChain(of: "HomeCoordinator") == ["BaseCoordinator"])
        #expect(hierarchy.superclass(of: "PlainCoordinator") == nil)
        #expect(hierarchy.superclass(of: "ScreenCoordinator") == "UIViewController")
        #expect(hierarchy.superclass(of: "Cell") == "UITableViewCell")
        #expect(hierarchy.conformances(of: "HomeCoordinator") == ["Coordinator", "AnyObject"])
        #expect(hierarchy.isA("ScreenCoordinator", "UIViewController"))
        #expect(!hierarchy.isA("PlainCoordinator", "UIViewController"))
    }
}
