import FlowvizDSL

/// The DSL twin of `Samples/JSON/movies.json`: horizontal child coordinators that send flow
/// events (`movieCreated`, `movieUpdated`) up to the list.
public enum MoviesSample {
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
                    On("didTapEdit", .start("MovieCreateOrUpdate"))
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
