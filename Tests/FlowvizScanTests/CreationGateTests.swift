import FlowvizCore
@testable import FlowvizScan
import FlowvizSynth
import Foundation
import Testing

/// The word gate in front of the creation walk (`CreationFinder.mayFind`) lets through every
/// body in which the walk finds a creation or a navigation call.
@Suite struct CreationGateTests {
    private func mayFind(_ code: String) -> Bool {
        let bytes = Array(code.utf8)
        return CreationFinder.mayFind(in: bytes, 0..<bytes.count)
    }

    @Test func aTypeACastOrANavigationCallNameOpensTheGate() {
        for code in [
            "let screen = DetailViewController()", "Self.make()", "x as! y", "x as? y",
            "present(alert, animated: true)", "self.show(detail, sender: nil)", "navigationController?.pushViewController(next, animated: true)",
            "performSegue(withIdentifier: id, sender: nil)", "setViewControllers(all, animated: false)", "`Screen`()",
            "let é = café()", "écran()", "vue_É()",
        ] {
            #expect(mayFind(code), "\(code)")
        }
    }

    @Test func codeWithNoneOfThemIsNotWalked() {
        for code in [
            "didCancel?()", "delegate?.screenDidTapNext(self)", "self?.showDetail()", "presenter.presentation()",
            "let value = 0xFF", "onClass()", "_Hidden()", "", "// a comment\n",
        ] {
            #expect(!mayFind(code), "\(code)")
        }
        // Only the range asked about is read.
        let bytes = Array("Detail(); didTap?()".utf8)
        #expect(!CreationFinder.mayFind(in: bytes, 9..<bytes.count))
        #expect(CreationFinder.mayFind(in: bytes, 0..<9))
    }

    /// On every Sample app and the synthetic app, a body or initializer the gate keeps closed
    /// is one in which the walk finds nothing; and the gate does close on some.
    @Test func everyClosedBodyOfTheSamplesHoldsNothingTheWalkFinds() throws {
        var sources = try ["Greenhouse", "Movies", "Pantry", "PhotoStore", "Podcasts", "RootLogin", "Shopping", "Trips"].flatMap(RobustnessTests.sources)
        sources += SyntheticApp(seed: 7, swiftFiles: 200, bugs: Set(SyntheticBug.allCases)).swiftSources().map { (path: $0.path, bytes: Array($0.text.utf8)) }
        var closed = 0
        for file in ParallelParser.parse(sources, progress: nil) {
            for declaration in file.declarations {
                for method in declaration.methods where !method.body.isEmpty {
                    guard !CreationFinder.mayFind(in: file.text.bytes, method.body) else { continue }
                    closed += 1
                    let found = CreationFinder.scan(method.body, text: file.text, parameters: method.parameters)
                    #expect(found.creations.isEmpty && found.navigations.isEmpty, "\(file.text.path): \(method.name)")
                }
                for property in declaration.properties {
                    guard let initializer = property.initializer, !CreationFinder.mayFind(in: file.text.bytes, initializer) else { continue }
                    closed += 1
                    #expect(CreationFinder.creations(in: initializer, text: file.text).isEmpty, "\(file.text.path): \(property.name)")
                }
            }
        }
        #expect(closed > 100)
    }
}
