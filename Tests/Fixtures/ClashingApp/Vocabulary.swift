// An app's own coordinator vocabulary (a copy of AppPackage's), for NameClashTests.
/// The app's own coordinator vocabulary: the names flowviz's test library must not take.
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

/// Where the app can go.
enum Route: Equatable {
    case home
    case item(Int)
    case settings
}

/// A screen's identity in the app's analytics.
struct Screen: Hashable {
    var name: String
}

/// What a user did.
enum Action {
    case tap(String)
}

/// An animation between screens.
struct Transition {
    var duration: Double
}

/// A parsed URL the app opens.
enum DeepLink {
    case item(Int)
}

/// Holds the app's services.
protocol Container {}

/// A button's event.
struct Trigger {
    var name: String
}
