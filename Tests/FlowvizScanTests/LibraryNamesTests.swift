import FlowvizCore
import FlowvizLint
import FlowvizScan
import Foundation
import Testing

/// Library vocabulary is read only where the library's type is meant: a base class the app
/// declares itself is the app's, even when a library has one of that name (XCoordinator's
/// `BaseCoordinator`, RxFlow's `Flow`). Seen in the field: an app's own `BaseCoordinator` made
/// its sheet children "end with their view controller", and a real swipe-away leak was lost.
@Suite struct LibraryNamesTests {
    /// The Shopping sample with its own base class renamed to `name`, and its sign-in sheet no
    /// longer finishing when swiped away (the observer is never installed): a swipe leak.
    static func shopping(baseClassNamed name: String) throws -> [String] {
        let sources = try RobustnessTests.sources("Shopping").map { file in
            let text = String(decoding: file.bytes, as: UTF8.self)
                .replacingOccurrences(of: "FlowCoordinator", with: name)
                .replacingOccurrences(of: "root.presentationController?.delegate = dismissObserver", with: "")
            return (file.path, Array(text.utf8))
        }
        return Linter.lint(SwiftScanner.scan(sources: sources).graph)
            .filter { $0.severity != .note }
            .map { "\($0.ruleID) \($0.location.map { "\($0.file):\($0.line)" } ?? "-") \($0.message)" }
    }

    @Test(arguments: ["BaseCoordinator", "NavigationCoordinator", "Flow"])
    func anAppsOwnBaseNamedLikeALibrarysIsTheApps(name: String) throws {
        let findings = try Self.shopping(baseClassNamed: name)
        #expect(findings == (try Self.shopping(baseClassNamed: "FlowCoordinator")), "with a base class named \(name)")
        // Said with the parent's own leak (ShoppingFlow never removes it either), where it is kept.
        #expect(findings.contains { $0.hasPrefix("leaked_child_coordinator Coordinators/ShoppingFlow.swift") && $0.contains("does not finish when the user swipes its sheet away") }, "\(findings)")
    }
}
