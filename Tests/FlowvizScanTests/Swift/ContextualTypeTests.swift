@testable import FlowvizScan
import FlowvizCore
import SwiftParser
import SwiftSyntax
import Testing

/// The type an implicit `.init(…)` gets from where it is written (Swift/ContextualType.swift),
/// and the coordinator it makes.
@Suite struct ContextualTypeTests {
    /// The contextual type of the first `.init(…)` call in `code`.
    static func contextual(_ code: String, properties: [String: String] = [:]) -> String? {
        final class Finder: SyntaxVisitor {
            var call: FunctionCallExprSyntax?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if call == nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                   member.declName.baseName.text == "init" { call = node }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: code))
        return finder.call.flatMap { ContextualType.of($0, propertyType: { properties[$0] }) }
    }

    @Test func theContextIsTheAnnotationTheReturnOrTheAssignedProperty() {
        #expect(Self.contextual("func f() { let child: SettingsCoordinator = .init(nav: nav) }") == "SettingsCoordinator")
        #expect(Self.contextual("func f() { var child: SettingsCoordinator? = try .init() }") == "SettingsCoordinator")
        #expect(Self.contextual("func make() -> DetailViewController { return .init(model: m) }") == "DetailViewController")
        #expect(Self.contextual("var screen: HomeViewController { return (.init()) }") == "HomeViewController")
        #expect(Self.contextual("func f() { self.child = .init() }", properties: ["child": "ChildCoordinator?"]) == "ChildCoordinator")
        #expect(Self.contextual("func f() { child = .init() }", properties: ["child": "ChildCoordinator"]) == "ChildCoordinator")
    }

    @Test func noTypeIsWrittenForAnArgumentOrAClosuresReturn() {
        #expect(Self.contextual("func f() { show(.init()) }") == nil)
        #expect(Self.contextual("func f() -> Screen { let make = { return .init() }; return make() }") == nil)
        #expect(Self.contextual("func f() { let child = .init() }") == nil)
    }

    @Test func aCoordinatorMadeWithATypedInitIsStarted() {
        let code = """
            import UIKit
            protocol Coordinator: AnyObject { func start() }
            final class AppCoordinator: Coordinator {
                let navigationController = UINavigationController()
                var children: [Coordinator] = []
                func start() {
                    let home = HomeViewController()
                    home.onHistory = { [weak self] in self?.showHistory() }
                    navigationController.setViewControllers([home], animated: false)
                }
                func showHistory() {
                    let history: HistoryCoordinator = .init(navigationController: navigationController)
                    children.append(history)
                    history.start()
                }
            }
            final class HistoryCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(HistoryViewController(), animated: true) }
            }
            final class HomeViewController: UIViewController { var onHistory: (() -> Void)? }
            final class HistoryViewController: UIViewController {}
            final class AppDelegate { func launch() { AppCoordinator().start() } }
            """
        let shape = GraphShape.of(RouteTests.scan(code))
        #expect(shape.contains { $0.hasPrefix("transition AppCoordinator HomeViewController.onHistory start HistoryCoordinator retained=true") })
        #expect(shape.contains("start HistoryCoordinator screen HistoryViewController"))
    }
}
