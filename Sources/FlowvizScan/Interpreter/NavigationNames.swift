import FlowvizCore
/// The method names the scanner knows: UIKit's, routers' and coordinator libraries'.
enum Names {
    static let push: Set<String> = ["pushViewController", "push", "show", "pushModule", "pushController"]
    static let present: Set<String> = [
        "present", "presentModally", "presentModule", "showDetailViewController", "presentViewController",
        "setSheetCoordinator", "setFullScreenCoverCoordinator", "setSheet", "setFullScreenCover",
    ]
    /// Setting what a stack, window or column shows first; a split's detail column is one
    /// (`split.setDetailCoordinator(stack)`).
    static let setRoot: Set<String> = [
        "setViewControllers", "setRootModule", "setRoot", "setRootViewController", "setRootController", "setRootCoordinator",
        "setDetailCoordinator", "setDetailViewController",
    ]
    static let pop: Set<String> = ["popViewController", "popModule", "pop", "popToViewController", "popController", "popLastViewController"]
    static let popToRoot: Set<String> = ["popToRootViewController", "popToRootModule", "popToRoot", "popToNavigationRoot"]
    static let dismiss: Set<String> = ["dismiss", "dismissModule", "dismissViewController"]
    /// Library calls that start a child and keep it until it finishes.
    static let managedStarts: Set<String> = ["coordinate", "startChild", "startCoordinator", "startChildCoordinator", "runFlow", "start"]
    static let retains: Set<String> = ["append", "insert", "addDependency", "addChild", "addChildCoordinator", "addCoordinator", "store", "retain", "add"]
    static let releases: Set<String> = [
        "remove", "removeAll", "removeDependency", "removeChild", "removeChildCoordinator", "removeCoordinator", "free",
        "release", "removeLast", "removeFirst", "childDidFinish", "dismissChild", "removeValue", "didFinishChild",
    ]
    static let libraryFinishes: Set<String> = ["finish", "finishFlow", "didFinish", "finishCoordinator", "coordinatorDidFinish"]

    /// The calls that show something: a push, a presentation, a new root.
    static let shows = push.union(present).union(setRoot)
    static let navigationFamilies = shows.union(pop).union(popToRoot).union(dismiss)

    /// A name that means "done": `didFinish`, `finishFlow`, `onComplete`, `completion`.
    static func isFinish(_ name: String) -> Bool {
        isFinish(lowered: name.lowercased())
    }

    private static func isFinish(lowered: String) -> Bool {
        ByteSearch.occurs("finish", in: lowered) || lowered.hasPrefix("oncomplet") || lowered == "completion" || lowered.hasSuffix("didend")
    }

    /// A child's output that means it is over (`onFinish`, `didCancel`, `onClose`); others
    /// (`onItemSelected`) are triggers of wherever it was started.
    static func isFinishOutput(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return isFinish(lowered: lowered) || ["complet", "close", "dismiss", "cancel", "done", "exit", "logout"].contains { ByteSearch.occurs($0, in: lowered) }
    }
}
