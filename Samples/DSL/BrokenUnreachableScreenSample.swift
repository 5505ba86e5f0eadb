import FlowvizDSL

/// The DSL twin of `Samples/JSON/broken-unreachable-screen.json`: the movies app, but
/// `Details` emits `didTapCredits` with no transition, so the `Credits` screen is unreachable.
public enum BrokenUnreachableScreenSample {
    public static func graph() throws -> AppGraph {
        try AppGraph.define("Movies") {
            Coordinator("MoviesList", type: "MoviesListCoordinator", root: true, container: .navigationStack) {
                StartsWith(screen: "MoviesList")
                Screen("MoviesList", type: "MoviesListViewController") {
                    On("didSelectMovie", .start("MovieDetails"))
                    On("addNewMovie", .start("MovieCreateOrUpdate"))
                    On("showAbout", .push("About"))
                }
                Screen("About", type: "AboutViewController")
                Handles("movieCreated", stopsPropagation: true, then: .popToRoot)
                Handles("movieUpdated", stopsPropagation: true)
            }
            Coordinator("MovieDetails", type: "MovieDetailsCoordinator", attachment: .horizontal, finishesOnPopBack: true) {
                StartsWith(screen: "Details")
                Screen("Details", type: "MovieDetailsViewController") {
                    Trigger("didTapCredits")
                    On("didTapEdit", .start("MovieCreateOrUpdate"))
                }
                Screen("Credits", type: "MovieCreditsViewController") {
                    On("didTapClose", .pop)
                }
                Handles("movieUpdated", stopsPropagation: false)
            }
            Coordinator(
                "MovieCreateOrUpdate", type: "MovieCreateOrUpdateCoordinator",
                attachment: .horizontal, finishesOnPopBack: true
            ) {
                StartsWith(screen: "Form")
                Screen("Form", type: "MovieFormViewController") {
                    On("didSave", when: "new movie", .send("movieCreated"))
                    On("didSave", when: "existing movie", .send("movieUpdated"))
                    On("didTapCancel", .finish)
                }
            }
        }
    }
}
