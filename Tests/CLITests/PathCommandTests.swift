import FlowvizTestSupport
import Foundation
import Testing

/// `flowviz path`: shortest paths, reachable screens, unreachable targets and usage errors.
@Suite struct PathCommandTests {
    @Test func printsTheShortestPath() throws {
        let result = try CLIRunner.run("path", Repository.sample("photo-store"), "--to", "VerticalBuy.SignIn")
        #expect(result.status == 0)
        #expect(result.stdout == "App: Photos --didSelectPhoto/push--> Photo --didBuyPhoto [vertical purchase flow]/start vertical--> VerticalBuy: SignIn [signed out]\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func printsTheScreensReachableFromAScreen() throws {
        let result = try CLIRunner.run("path", Repository.sample("photo-store"), "--from", "Buy.SignIn")
        #expect(result.status == 0)
        #expect(result.stdout == "Buy.BuyPhoto\n")
        // Nearest first: PurchaseSuccess is one push away, Login a child start and its start entry.
        let cart = try CLIRunner.run("path", Repository.sample("shopping"), "--from", "Cart")
        #expect(cart.stdout == "ShoppingFlow.PurchaseSuccess\nAuthenticationFlow.Login\n")
    }

    @Test func anUnreachableTargetExitsOneWithTheReason() throws {
        let result = try CLIRunner.run("path", Repository.sample("broken-unreachable-screen"), "--to", "MovieDetails.Credits")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: Credits in MovieDetails is unreachable: no start, push, present or handled event leads to it\n")
    }

    @Test func usageErrorsExitSixtyFour() throws {
        let file = Repository.sample("photo-store")
        #expect(try CLIRunner.run("path", file).status == 64)
        #expect(try CLIRunner.run("path", file, "--to", "Photo", "--from", "App.Photos").status == 64)
        let unknown = try CLIRunner.run("path", file, "--to", "VerticalBuy.Sgnin")
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "error: coordinator 'VerticalBuy' has no screen named 'Sgnin' (did you mean 'VerticalBuy.SignIn'?)\n")
        let ambiguous = try CLIRunner.run("path", file, "--to", "SignIn")
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stderr.contains("'App.SignIn', 'Buy.SignIn', 'VerticalBuy.SignIn'"))
    }

    @Test func anUnloadableInputExitsOne() throws {
        let result = try CLIRunner.run("path", "/nonexistent/flows.json", "--to", "Photo")
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent/flows.json"))
    }
}
