import FlowvizCore
import FlowvizLint
import FlowvizScan
import Foundation
import Testing

/// Each file is read once, by its real path (issue 37 §2): a symbolic link to a folder already
/// read, a linked file, and a link loop add nothing, so the findings are those of the tree
/// without them.
@Suite struct SymlinkTests {
    static let app = """
        import UIKit
        protocol Coordinator: AnyObject {}
        final class HomeViewController: UIViewController { var onBuy: (() -> Void)? }
        final class PayViewController: UIViewController {}
        final class BuyCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(PayViewController(), animated: true) }
        }
        final class AppCoordinator: Coordinator {
            var children: [Coordinator] = []
            let navigationController = UINavigationController()
            func start() {
                let home = HomeViewController()
                home.onBuy = { [weak self] in self?.buy() }
                navigationController.setViewControllers([home], animated: false)
            }
            func buy() {
                let child = BuyCoordinator(navigationController: navigationController)
                children.append(child)
                child.start()
            }
        }
        """

    func withTree(_ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-links-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.app.write(toFile: root + "/App/App.swift", atomically: true, encoding: .utf8)
        try body(root)
    }

    /// The coordinators, then the findings, of a scan of `root`.
    func reading(_ root: String) throws -> [String] {
        let graph = try SwiftScanner.scan(directory: root).graph
        return graph.coordinators.map(\.name).sorted() + Linter.lint(graph).map { "\($0.ruleID) \($0.location?.line ?? 0)" }
    }

    @Test func aLinkedFolderALinkedFileAndALoopAreReadOnce() throws {
        try withTree { root in
            let alone = try reading(root)
            #expect(alone.prefix(2) == ["App", "Buy"])
            try FileManager.default.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: root + "/App")
            try FileManager.default.createSymbolicLink(atPath: root + "/Copy.swift", withDestinationPath: root + "/App/App.swift")
            try FileManager.default.createSymbolicLink(atPath: root + "/App/Loop", withDestinationPath: root)
            #expect(try SwiftScanner.sourceFiles(under: root) == [root + "/App/App.swift"])
            #expect(try reading(root) == alone)
        }
    }
}
