import FlowvizCore

/// The navigation the app's storyboards declare (``Storyboard``), read as the screens' own
/// (``ScreenNavigation``), between scenes whose custom classes are the app's view controllers:
/// - a `show` or `push` segue (or `showDetail`) pushes its destination;
/// - a `presentation`, `modal` or `popoverPresentation` segue presents it (full screen when the
///   segue says so);
/// - a destination that is a navigation controller is shown by its root, on a stack of its own;
/// - an `embed` segue, and a tab bar controller's `viewControllers`, make the destination a part
///   of the source (on screen while it is);
/// - the initial scene of `Main.storyboard` is where an app without coordinators starts, when
///   its entry's code makes no screen itself.
struct StoryboardNavigations {
    var navigations = [ScreenNavigation]()
    var parts = [String: [String]]()
    /// What `Main.storyboard` starts with, and whether that is on a navigation controller.
    var initialScreens = [(type: String, location: SourceLocation)]()
    var initialOnStack = false

    init(_ storyboards: [Storyboard], index: TypeIndex) {
        for board in storyboards {
            read(board, index: index)
        }
        if let main = storyboards.first(where: { Self.name(of: $0.path) == "Main" }), let initial = main.initial {
            let screens = Self.screens(of: initial, in: main, index: index)
            initialScreens = screens.map { ($0.type, $0.location) }
            initialOnStack = !screens.isEmpty && screens.allSatisfy(\.inStack)
        }
    }

    private mutating func read(_ board: Storyboard, index: TypeIndex) {
        for segue in board.segues {
            guard let source = board.scenes[segue.source], let sourceClass = Self.appClass(source, index: index) else { continue }
            let shown = Self.screens(of: segue.destination, in: board, index: index)
            switch segue.kind {
            case "relationship" where segue.relationship == "viewControllers", "embed":
                for part in shown where part.type != sourceClass && !parts[sourceClass, default: []].contains(part.type) {
                    parts[sourceClass, default: []].append(part.type)
                }
            case "show", "push", "showDetail", "presentation", "modal", "popoverPresentation":
                let presents = !["show", "push", "showDetail"].contains(segue.kind)
                for target in shown where target.type != sourceClass {
                    let kind: ScreenNavigation.Kind = if presents || target.inStack {
                        .present(.init(style: segue.modalPresentationStyle == "fullScreen" ? .fullScreen : .sheet, inNavigationStack: target.inStack))
                    } else {
                        .push
                    }
                    navigations.append(ScreenNavigation(
                        screen: sourceClass, target: target.type, kind: kind, trigger: segue.identifier ?? "segue", location: segue.location
                    ))
                }
            default:
                continue
            }
        }
    }

    /// The app screens a scene shows: its own class, a navigation controller's root (on a stack),
    /// or the tabs of a tab bar controller with no class of the app's.
    private static func screens(
        of id: String, in board: Storyboard, index: TypeIndex, inStack: Bool = false, depth: Int = 0
    ) -> [(type: String, location: SourceLocation, inStack: Bool)] {
        guard depth < 4, let scene = board.scenes[id] else { return [] }
        let related = { (relationship: String) in board.segues.filter { $0.source == id && $0.kind == "relationship" && $0.relationship == relationship } }
        if scene.element == "navigationController" {
            return related("rootViewController").flatMap { screens(of: $0.destination, in: board, index: index, inStack: true, depth: depth + 1) }
        }
        if let type = appClass(scene, index: index) { return [(type, scene.location, inStack)] }
        if scene.element == "tabBarController" {
            return related("viewControllers").flatMap { screens(of: $0.destination, in: board, index: index, inStack: inStack, depth: depth + 1) }
        }
        return []
    }

    /// The scene's custom class, when it is one of the app's screens or containers.
    private static func appClass(_ scene: Storyboard.Scene, index: TypeIndex) -> String? {
        guard let type = scene.customClass, index.isDeclared(type),
              index.isScreen(type) || ViewControllerParts.isAppContainer(type, index) else { return nil }
        return type
    }

    /// `Sources/Base.lproj/Main.storyboard` → `Main`.
    private static func name(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
    }
}
