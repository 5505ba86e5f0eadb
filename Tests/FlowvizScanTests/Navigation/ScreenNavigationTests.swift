import FlowvizCore
import FlowvizJSON
import FlowvizLint
import FlowvizScan
import Testing

/// What a screen shows by itself (Navigation/ScreenNavigation.swift, Assembly/ScreenFlows.swift):
/// drawn as the screen's transitions, and an app without coordinators drawn from its entry.
@Suite struct ScreenNavigationTests {
    static func scan(_ code: String) -> AppGraph { RouteTests.scan(code) }

    /// `push Settings on didTapSettings`, `present About (stack) on showAbout`.
    static func moves(_ screen: AppGraph.Screen?) -> [String] {
        (screen?.transitions ?? []).map { transition in
            switch transition.action {
            case .push(let target): "push \(target) on \(transition.trigger)"
            case .present(let target, let presentation):
                "present \(target)\(presentation.inNavigationStack ? " (stack)" : "")\(presentation.style == .fullScreen ? " (full)" : "") on \(transition.trigger)"
            default: "\(transition.action.keyword) on \(transition.trigger)"
            }
        }
    }

    static let coordinatorApp = """
        import UIKit
        final class AppCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.setViewControllers([HomeViewController()], animated: false) }
        }
        final class HomeViewController: UIViewController {
            @IBAction func didTapSettings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
            @objc func showAbout() {
                let about = AboutViewController()
                let stack = UINavigationController(rootViewController: about)
                present(stack, animated: true)
            }
            func present(_ route: Route) {}
            func openRoute() { present(.help) }
        }
        enum Route { case help }
        final class SettingsViewController: UIViewController {}
        final class AboutViewController: UIViewController {
            func more() { navigationController?.pushViewController(CreditsViewController(), animated: true) }
        }
        final class CreditsViewController: UIViewController {}
        """

    @Test func aViewControllersOwnPushAndPresentAreItsTransitions() {
        let graph = Self.scan(Self.coordinatorApp)
        let app = graph.coordinator(named: "App")
        #expect(Self.moves(app?.screen(named: "Home")) == ["push Settings on didTapSettings", "present About (stack) on showAbout"])
        // The presented stack's root pushes onto that stack.
        #expect(Self.moves(app?.screen(named: "About")) == ["push Credits on more"])
        #expect(Linter.lint(graph).filter { $0.severity == .error }.isEmpty)
    }

    @Test func aMethodOfTheScreensOwnWithUIKitsNameIsNoNavigation() {
        let graph = Self.scan(Self.coordinatorApp)
        // `present(.help)` runs HomeViewController's own `present(_ route:)`.
        let calls = graph.sourceFacts.compactMap { fact -> String? in
            guard case .viewControllerNavigates(let screen, let call, _) = fact.kind else { return nil }
            return "\(screen).\(call)"
        }
        #expect(calls == ["HomeViewController.pushViewController", "HomeViewController.present", "AboutViewController.pushViewController"])
    }

    @Test func aPushFromAScreenPresentedWithoutAStackIsNotDrawn() {
        let code = Self.coordinatorApp.replacingOccurrences(of: "let stack = UINavigationController(rootViewController: about)", with: "let stack = about")
        #expect(code != Self.coordinatorApp)
        let about = Self.scan(code).coordinator(named: "App")?.screen(named: "About")
        #expect(about != nil)
        #expect(Self.moves(about).isEmpty)
    }

    @Test func aScreenTheCoordinatorMakesButNeverShowsNavigatesNowhere() {
        let code = Self.coordinatorApp.replacingOccurrences(
            of: "func start() { navigationController.setViewControllers([HomeViewController()], animated: false) }",
            with: "func start() { navigationController.setViewControllers([HomeViewController()], animated: false) }\n    func unused() { _ = DraftViewController() }"
        ) + "\nfinal class DraftViewController: UIViewController { func send() { present(SentViewController(), animated: true) } }\nfinal class SentViewController: UIViewController {}\n"
        let graph = Self.scan(code)
        let app = graph.coordinator(named: "App")
        #expect(app?.screen(named: "Draft") != nil)
        #expect(app?.screen(named: "Sent") == nil)
        // The unshown screen is reported once, and nothing it would show is.
        #expect(RouteTests.findings(graph).filter { $0.hasPrefix("unreachable_screen") }.count == 1)
    }

    static let swiftUIApp = """
        import SwiftUI
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { RootView() } }
        }
        struct RootView: View {
            var body: some View {
                TabView {
                    HomeView().tabItem { Text("Home") }
                    ProfileView().tabItem { Text("Profile") }
                }
            }
        }
        struct HomeView: View {
            var body: some View {
                NavigationStack {
                    List { NavigationLink(destination: DetailView()) { Text("Detail") } }
                        .navigationDestination(for: Item.self) { item in ItemView(item: item) }
                        .navigationDestination(for: Tag.self) { tagView(for: $0) }
                }
            }
            @ViewBuilder func tagView(for tag: Tag) -> some View {
                switch tag {
                case .new: NewTagView()
                case .sale: SaleTagView()
                }
            }
        }
        enum Tag: Hashable { case new, sale }
        struct NewTagView: View { var body: some View { Text("") } }
        struct SaleTagView: View { var body: some View { Text("") } }
        struct Item: Hashable {}
        struct ItemView: View { let item: Item; var body: some View { Text("") } }
        struct DetailView: View { var body: some View { Text("") } }
        struct ProfileView: View {
            @State private var route: Route?
            @State private var editing = false
            var body: some View {
                Button("Edit") { editing = true }
                    .fullScreenCover(isPresented: $editing) { NavigationStack { EditView() } }
                    .themeModal(item: $route, content: destination)
            }
            func destination(for route: Route) -> some View {
                switch route {
                case .settings: SettingsView()
                case .help: HelpView()
                }
            }
        }
        enum Route: Identifiable { case settings, help; var id: Self { self } }
        extension View {
            func themeModal<Item: Identifiable, Content: View>(item: Binding<Item?>, content: @escaping (Item) -> Content) -> some View {
                sheet(item: item, content: content)
            }
        }
        struct EditView: View { var body: some View { Text("") } }
        struct SettingsView: View { var body: some View { Text("") } }
        struct HelpView: View { var body: some View { Text("") } }
        """

    @Test func aSwiftUIAppWithoutCoordinatorsIsDrawnFromItsApp() throws {
        let graph = Self.scan(Self.swiftUIApp)
        let app = try #require(graph.coordinator(named: "ShopApp"))
        #expect(app.isRoot)
        #expect(app.start.map(\.target) == [.screen("Root")])
        let root = app.screen(named: "Root")
        // The tabs are parts of the root; what they show, it shows, on triggers named after them.
        #expect(root?.parts == ["HomeView", "ProfileView"])
        #expect(Self.moves(root) == [
            "push Detail on HomeView.NavigationLink", "push Item on HomeView.navigationDestination",
            "push NewTag on HomeView.navigationDestination", "push SaleTag on HomeView.navigationDestination",
            "present Edit (stack) (full) on ProfileView.fullScreenCover",
            "present Settings on ProfileView.themeModal", "present Help on ProfileView.themeModal",
        ])
        // What a destination builds is no part of the view that shows it.
        #expect(root?.parts.contains("SettingsView") == false)
        #expect(Linter.lint(graph).filter { $0.severity != .note }.isEmpty)
    }

    @Test func partsRoundTripThroughTheJSONFormat() throws {
        let graph = Self.scan(Self.swiftUIApp)
        let text = CanonicalWriter.string(for: graph)
        let loaded = try JSONGraphLoader.load(string: text, file: "scan.json")
        #expect(loaded.coordinator(named: "ShopApp")?.screen(named: "Root")?.parts == ["HomeView", "ProfileView"])
    }

    @Test func aUIKitAppWithoutCoordinatorsIsDrawnFromItsDelegateThroughItsTabs() throws {
        let code = """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = MainTabBarController()
                    return true
                }
            }
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = FeedViewController()
                    viewControllers = [UINavigationController(rootViewController: feed), SettingsViewController()]
                }
            }
            final class FeedViewController: UIViewController {
                @objc func compose() { present(ComposeViewController(), animated: true) }
            }
            final class SettingsViewController: UIViewController {}
            final class ComposeViewController: UIViewController {}
            """
        let graph = Self.scan(code)
        let app = try #require(graph.coordinator(named: "AppDelegate"))
        let shell = app.screen(named: "MainTabBar")
        #expect(shell?.parts == ["FeedViewController", "SettingsViewController"])
        #expect(Self.moves(shell) == ["present Compose on FeedViewController.compose"])
    }
}

/// Storyboards' segues (Input/Storyboards.swift, Navigation/StoryboardNavigations.swift).
@Suite struct StoryboardNavigationTests {
    static let swift = """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }
        final class InboxViewController: UITableViewController {}
        final class MessageViewController: UIViewController {}
        final class ComposeViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class BannerViewController: UIViewController {}
        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="inbox-1" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="inbox-1" customClass="InboxViewController" sceneMemberID="viewController">
                            <tableView key="view" id="t1">
                                <prototypes>
                                    <tableViewCell id="c1">
                                        <connections>
                                            <segue destination="message-1" kind="show" identifier="showMessage" id="g1"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <containerView id="v1">
                                <connections>
                                    <segue destination="banner-1" kind="embed" id="g4"/>
                                </connections>
                            </containerView>
                            <navigationItem key="navigationItem" id="n1">
                                <barButtonItem key="rightBarButtonItem" id="b1">
                                    <connections>
                                        <segue destination="composeNav-1" kind="presentation" modalPresentationStyle="fullScreen" id="g2"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s3"><objects><viewController id="message-1" customClass="MessageViewController" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s4"><objects><viewController id="banner-1" customClass="BannerViewController" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s5">
                    <objects>
                        <navigationController id="composeNav-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="compose-1" kind="relationship" relationship="rootViewController" id="r2"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s6"><objects><viewController id="compose-1" customClass="ComposeViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>
        """

    @Test func anAppWithoutCoordinatorsStartsAtItsMainStoryboardAndFollowsItsSegues() throws {
        let graph = SwiftScanner.scan(
            sources: [("App.swift", Array(Self.swift.utf8))], storyboards: [("Base.lproj/Main.storyboard", Array(Self.storyboard.utf8))]
        ).graph
        let app = try #require(graph.coordinator(named: "AppDelegate"))
        #expect(app.container == .navigationStack)
        #expect(app.start.map(\.target) == [.screen("Inbox")])
        let inbox = app.screen(named: "Inbox")
        #expect(inbox?.parts == ["BannerViewController"])
        // The show segue pushes onto the root's navigation controller; the presentation comes on a stack of its own.
        #expect(ScreenNavigationTests.moves(inbox) == ["push Message on showMessage", "present Compose (stack) (full) on segue"])
        #expect(inbox?.transitions.first?.location?.file == "Base.lproj/Main.storyboard")
    }
}
