import RxFlow

/// The app's navigation states, shared by its flows (RxFlow's "steps").
enum PodcastStep: Step {
    // Library
    case libraryIsRequired
    case episodeIsPicked(id: String)
    case downloadsAreRequired

    // Player
    case playerIsRequired(episodeID: String)
    case playerIsComplete

    // Settings
    case settingsAreRequired
    case accountIsRequired
    case settingsAreComplete
}
