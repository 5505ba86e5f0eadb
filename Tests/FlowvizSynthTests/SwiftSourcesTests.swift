import FlowvizSynth
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct SwiftSourcesTests {
    @Test(arguments: [4, 5, 13, 14, 200])
    func hasExactlyTheRequestedFiles(count: Int) {
        let files = SyntheticApp(seed: 1, swiftFiles: count).swiftSources()
        #expect(files.count == count)
        #expect(Set(files.map(\.path)).count == count)
    }

    @Test func sameSeedGivesTheSameFilesAndAnotherSeedOthers() {
        let bugs = Set(SyntheticBug.allCases)
        let first = SyntheticApp(seed: 4, swiftFiles: 200, bugs: bugs).swiftSources()
        #expect(SyntheticApp(seed: 4, swiftFiles: 200, bugs: bugs).swiftSources() == first)
        #expect(SyntheticApp(seed: 5, swiftFiles: 200, bugs: bugs).swiftSources() != first)
    }

    @Test(arguments: [1, 2] as [UInt64])
    func everyFileParsesWithoutSyntaxErrors(seed: UInt64) {
        for file in SyntheticApp(seed: seed, swiftFiles: 400, bugs: Set(SyntheticBug.allCases)).swiftSources() {
            let tree = Parser.parse(source: file.text)
            #expect(!tree.hasError, "\(file.path) has syntax errors:\n\(file.text)")
            #expect(tree.description == file.text)
        }
    }

    @Test func writesTheSeedsPatterns() throws {
        let files = SyntheticApp(seed: 9, swiftFiles: 200, bugs: [.unretainedChildCoordinator, .leakedChildCoordinator]).swiftSources()
        let text = files.map(\.text).joined()
        #expect(files.contains { $0.path == "Coordinators/Coordinator.swift" && $0.text.contains("var didFinish: ((Coordinator) -> Void)?") })
        for pattern in [
            "override func start()", ".instantiate()", "= { [weak self] in", "navigationController.pushViewController(viewController, animated: true)",
            "navigationController.present(viewController, animated: true)", "childCoordinators.append(child)",
            "self?.childCoordinators.removeAll { $0 === c }", "presentingViewController.present(navigationController, animated: true)",
            "var didCancel: (() -> Void)?",
        ] {
            #expect(text.contains(pattern), "no \(pattern)")
        }
        // The unretained child is started without `childCoordinators.append`.
        let starts = text.components(separatedBy: "let child = ").count - 1
        let appends = text.components(separatedBy: "childCoordinators.append(child)").count - 1
        #expect(appends < starts)
    }
}
