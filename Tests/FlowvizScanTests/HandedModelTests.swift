import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// What a screen is made with beyond its own arguments: the closures of a model made in place
/// as its argument, a part embedded in it with its own triggers; and screens a start only sets
/// up (shown by a helper the scanner does not read), one per branch.
@Suite struct HandedModelTests {
    /// A coordinator's start entries: `[condition] Screen` or `child Name`.
    static func starts(_ graph: AppGraph, _ name: String) -> [String] {
        (graph.coordinator(named: name)?.start ?? []).map { entry in
            let target: String
            switch entry.target {
            case .screen(let screen): target = screen
            case .child(let child): target = "child " + child.coordinator
            }
            return (entry.condition.map { "[\($0)] " } ?? "") + target
        }
    }

    static let model = """
            import UIKit
            final class OverviewViewModel { init(store: Int, onEntryTap: @escaping (Int) -> Void, onButtonTap: @escaping (Int) -> Void) {} }
            final class OverviewViewController: UIViewController { init(viewModel: OverviewViewModel, onInfoTap: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) } }
            final class DetailViewController: UIViewController {}
            final class CheckinViewController: UIViewController {}
            final class InfoViewController: UIViewController {}
            final class AppDelegate { var c: PlacesCoordinator?; func launch() { c = PlacesCoordinator(nav: UINavigationController()); c?.start() } }
            final class PlacesCoordinator {
                private weak var nav: UINavigationController!
                init(nav: UINavigationController) { self.nav = nav }
                func start() { nav.pushViewController(overviewScreen, animated: true) }
                private lazy var overviewScreen: UIViewController = {
                    let vc = OverviewViewController(
                        viewModel: OverviewViewModel(store: 1, onEntryTap: { [weak self] id in self?.showDetail(id) }, onButtonTap: { [weak self] id in self?.showCheckin(id) }),
                        onInfoTap: { [weak self] in self?.showInfo() })
                    return vc
                }()
                private func showDetail(_ id: Int) { nav.pushViewController(DetailViewController(), animated: true) }
                private func showCheckin(_ id: Int) { nav.present(CheckinViewController(), animated: true) }
                private func showInfo() { nav.present(InfoViewController(), animated: true) }
            }
            """

    @Test func closuresOfAModelMadeAsAScreensArgumentAreTheScreensTriggers() {
        let graph = RouteTests.scan(Self.model)
        #expect(RouteTests.transitions(graph, "Places", "Overview") == ["onEntryTap push Detail", "onButtonTap present Checkin", "onInfoTap present Info"])
        #expect(Self.starts(graph, "Places") == ["Overview"])
        #expect(RouteTests.findings(graph).isEmpty)
    }

    @Test func closuresOfAnObjectNotHandedToAScreenRunWhereItIsMade() {
        let graph = RouteTests.scan(Self.model.replacingOccurrences(
            of: "func start() { nav.pushViewController(overviewScreen, animated: true) }",
            with: "func start() { _ = OverviewViewModel(store: 1, onEntryTap: { [weak self] id in self?.showDetail(id) }, onButtonTap: { _ in }) }"
        ))
        #expect(Self.starts(graph, "Places") == ["Detail"])
    }

    static let part = """
            import UIKit
            final class FooterViewController: UIViewController { init(title: String, didTapPrimary: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) } }
            final class InfoViewController: UIViewController {}
            final class ContainerViewController<TopViewController: UIViewController, BottomViewController: UIViewController>: UIViewController { init(top: TopViewController, bottom: BottomViewController) { super.init(nibName: nil, bundle: nil) } }
            final class AppDelegate { var c: InfoCoordinator?; func launch() { c = InfoCoordinator(nav: UINavigationController()); c?.start() } }
            final class InfoCoordinator {
                let nav: UINavigationController
                var onFinish: (() -> Void)?
                init(nav: UINavigationController) { self.nav = nav }
                func start() {
                    let info = InfoViewController()
                    let footer = FooterViewController(title: "OK", didTapPrimary: { [weak self] in self?.nav.dismiss(animated: true); self?.onFinish?() })
                    nav.present(ContainerViewController(top: info, bottom: footer), animated: true)
                }
            }
            """

    @Test func aTriggerOfAnEmbeddedPartIsTheScreensItIsEmbeddedIn() {
        let graph = RouteTests.scan(Self.part)
        #expect(graph.coordinator(named: "Info")?.screens.map(\.name) == ["Info"])
        #expect(graph.coordinator(named: "Info")?.screen(named: "Info")?.triggers == ["didTapPrimary"])
        #expect(RouteTests.findings(graph).isEmpty)
    }

    @Test func aPartShownOnItsOwnKeepsItsTriggers() {
        let graph = RouteTests.scan(Self.part.replacingOccurrences(
            of: "nav.present(ContainerViewController(top: info, bottom: footer), animated: true)",
            with: "nav.present(info, animated: true); nav.pushViewController(footer, animated: true)"
        ))
        #expect(graph.coordinator(named: "Info")?.screen(named: "Footer")?.triggers == ["didTapPrimary"])
        #expect(graph.coordinator(named: "Info")?.screen(named: "Info")?.triggers == [])
    }

    static let driven = """
            import UIKit
            import SwiftUI
            struct ImportView: View { var onClose: () -> Void; var body: some View { Text("") } }
            struct SignedOutView: View { init(variant: Int, onClose: @escaping () -> Void) {}; var body: some View { Text("") } }
            protocol ExtensionFlow: AnyObject { func rootController() -> UIViewController? }
            extension ExtensionFlow {
                func show(_ view: some View) {
                    guard let root = rootController() else { return }
                    let host = UIHostingController(rootView: view)
                    root.view.addSubview(host.view)
                    root.addChild(host)
                }
            }
            final class ActionViewController: UIViewController {
                private lazy var flow = ActionFlow(root: self)
                override func viewDidLoad() { super.viewDidLoad(); flow.start() }
            }
            final class ActionFlow: ExtensionFlow {
                weak var root: UIViewController?
                let signedIn: Bool = false
                init(root: UIViewController) { self.root = root }
                func rootController() -> UIViewController? { root }
                func start() {
                    if signedIn {
                        show(ImportView(onClose: { [weak self] in self?.close() }))
                    } else {
                        showSignedOut()
                    }
                }
                func showSignedOut() { show(SignedOutView(variant: 1) { [weak self] in self?.close() }) }
                func close() { root?.dismiss(animated: true) }
            }
            """

    @Test func aStartSettingUpAScreenOnEachBranchDrivesEach() {
        let graph = RouteTests.scan(Self.driven)
        #expect(Self.starts(graph, "ActionFlow") == ["[signedIn] Import", "[not signedIn] SignedOut"])
        #expect(RouteTests.findings(graph).isEmpty)
    }

    @Test func aStartSettingUpOneScreenDrivesItUnconditioned() {
        let graph = RouteTests.scan(Self.driven.replacingOccurrences(of: "showSignedOut()\n", with: "return\n"))
        #expect(Self.starts(graph, "ActionFlow") == ["Import"])
    }
}
