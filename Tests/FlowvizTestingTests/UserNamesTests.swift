import FlowvizCore
import FlowvizLint
import FlowvizSamples
import FlowvizTesting
import Testing

/// The assertions take a coordinator's type name (`MovieDetailsCoordinator`) as the CLI does,
/// beside its short name (`MovieDetails`), and suggest the nearest on a miss (issue 37 §3).
@Suite struct UserNamesTests {
    @Test func assertFindingTakesTheTypeName() throws {
        let graph = try BrokenUnreachableScreenSample.graph()
        assertFinding(graph, rule: "unreachable_screen", at: .screen(coordinator: "MovieDetailsCoordinator", screen: "Credits"))
        assertFinding(graph, rule: "unreachable_screen", at: .screen(coordinator: "MovieDetails", screen: "Credits"))
        let typo = ElementReference.screen(coordinator: "MovieDetailCoordinator", screen: "Credits")
        let line = #line; withKnownIssue { assertFinding(graph, rule: "unreachable_screen", at: typo) } matching: { issue in
            issue.text == "no coordinator named 'MovieDetailCoordinator' (did you mean 'MovieDetailsCoordinator'?)"
                && issue.sourceLocation?.line == line
        }
    }

    @Test func assertReachableTakesTheTypeName() throws {
        var graph = try BrokenUnreachableScreenSample.graph()
        graph.add(DeepLink("details", path: .coordinator("MovieDetails"), .screen("Details")))
        let byType = assertReachable(graph, "MovieDetailsCoordinator.Details")
        #expect(byType != nil && byType?.description == assertReachable(graph, "MovieDetails.Details")?.description)
        assertReachable(graph, "MovieDetailsCoordinator")
        assertReachable(graph, "MovieDetailsCoordinator.Details", viaDeepLink: "details")
        withKnownIssue { assertReachable(graph, "MovieDetailsCoordinator.Detail") } matching: { issue in
            issue.text == "coordinator 'MovieDetails' has no screen named 'Detail' (did you mean 'MovieDetails.Details'?)"
        }
        withKnownIssue { assertReachable(graph, "MoviesListCoordinator.Details", viaDeepLink: "details") } matching: { issue in
            issue.text == "deep link 'details' ends on MovieDetails.Details, not MoviesListCoordinator.Details"
        }
    }
}
