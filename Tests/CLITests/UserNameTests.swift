import FlowvizTestSupport
import Foundation
import Testing

/// A coordinator is named on the command line as pictures and messages show it
/// (`CheckoutCoordinator`) or by its short name (`Checkout`), with the nearest suggested on a miss
/// (issue 37 §3). The README's `--focus CheckoutCoordinator` example, on the sample that has one.
@Suite struct UserNameTests {
    static let pantry = Repository.root.appendingPathComponent("Samples/Pantry/Sources").path

    @Test func focusTakesTheTypeNameAsTheReadmeWritesIt() throws {
        let byType = try CLIRunner.run("render", Self.pantry, "--focus", "CheckoutCoordinator", "--format", "dot", "-o", "-")
        let byName = try CLIRunner.run("render", Self.pantry, "--focus", "Checkout", "--format", "dot", "-o", "-")
        #expect(byType.status == 0, "\(byType.stderr)")
        #expect(byName.status == 0, "\(byName.stderr)")
        #expect(!byType.stdout.isEmpty && byType.stdout == byName.stdout)
        let miss = try CLIRunner.run("render", Self.pantry, "--focus", "CheckoutCoordinatr", "--format", "dot", "-o", "-")
        #expect(miss.status == 64)
        #expect(miss.stderr.contains("did you mean 'CheckoutCoordinator'?"), "\(miss.stderr)")
    }

    @Test func pathTakesTheTypeNameToo() throws {
        let byType = try CLIRunner.run("path", Self.pantry, "--to", "CheckoutCoordinator")
        let byName = try CLIRunner.run("path", Self.pantry, "--to", "Checkout")
        #expect(byType.status == 0, "\(byType.stderr)")
        #expect(byType.stdout == byName.stdout)
    }
}
