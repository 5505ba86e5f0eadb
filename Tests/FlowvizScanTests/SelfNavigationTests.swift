import FlowvizCore
import FlowvizLint
import FlowvizScan
import Testing

/// `view_controller_navigates` decides what a view controller shows from what the code says of
/// its type (Docs/SCANNING.md, "Source-only checks"): Apple's alerts, composers, pickers and
/// previews are no screens of the flow, however the code reaches them; an app screen is.
@Suite struct SelfNavigationTests {
    /// A list screen whose `open()` runs `body`, beside `declarations`.
    static func facts(_ body: String, _ declarations: String = "") -> [SourceFact.Kind] {
        let code = """
            final class AppCoordinator: Coordinator {
                let navigation = UINavigationController()
                func start() { navigation.setViewControllers([ListViewController()], animated: false) }
            }
            final class ListViewController: UIViewController {
                func open() {
                    \(body)
                }
            }
            final class DetailViewController: UIViewController {}
            \(declarations)
            """
        return SwiftScanner.scan(sources: [("App.swift", Array(code.utf8))]).graph.sourceFacts.map(\.kind)
    }

    static func navigates(_ target: String?, _ call: String = "present") -> [SourceFact.Kind] {
        [.viewControllerNavigates(viewController: "ListViewController", call: call, target: target)]
    }

    /// `Factory.Alert.make(…)` whose result type is an alias of `UIAlertController`.
    static let alertFactory = """
        protocol Making { associatedtype Output; static func make(_ kind: Kind) -> Output }
        enum Factory {}
        extension Factory {
            enum Alert: Making {
                typealias Output = UIAlertController
                static func make(_ kind: Kind) -> Output { UIAlertController(title: nil, message: nil, preferredStyle: .alert) }
            }
            enum Detail: Making {
                typealias Output = DetailViewController
                static func make(_ kind: Kind) -> Output { DetailViewController() }
            }
        }
        """

    @Test func anAlertFromAFactoryThroughAnAliasIsNoScreen() {
        #expect(Self.facts("let alert = Factory.Alert.make(.confirm)\n        present(alert, animated: true)", Self.alertFactory) == [])
    }

    @Test func aScreenFromAFactoryThroughAnAliasIsOne() {
        #expect(Self.facts("present(Factory.Detail.make(.confirm), animated: true)", Self.alertFactory) == Self.navigates("DetailViewController"))
    }

    @Test func pickersKeptInPropertiesAreNoScreens() {
        let pickers = """
            final class ComposeViewController: UIViewController {
                lazy var photoPicker: PHPickerViewController = PHPickerViewController(configuration: .init())
                lazy var mail: MFMailComposeViewController = { MFMailComposeViewController() }()
            }
            """
        let body = "present(content.photoPicker, animated: true)\n        present(self.mail, animated: true)\n        present(preview, animated: true)"
        let declarations = pickers + "\nextension ListViewController { var content: ComposeViewController { ComposeViewController() }\n var mail: MFMailComposeViewController { MFMailComposeViewController() }\n var preview: QLPreviewController { QLPreviewController() } }"
        #expect(Self.facts(body, declarations) == [])
        // The same path to an app screen is reported, naming it.
        let screen = "final class Holder { lazy var detail: DetailViewController = DetailViewController() }\nextension ListViewController { var holder: Holder { Holder() } }"
        #expect(Self.facts("present(holder.detail, animated: true)", screen) == Self.navigates("DetailViewController"))
    }

    @Test func anAppSubclassOfAnAlertIsNoScreen() {
        #expect(Self.facts("present(PortraitAlert(title: nil, message: nil, preferredStyle: .alert), animated: true)", "final class PortraitAlert: UIAlertController {}") == [])
        #expect(Self.facts("present(PortraitPanel(), animated: true)", "final class PortraitPanel: UIViewController {}") == Self.navigates("PortraitPanel"))
    }

    @Test func aParametersTypeSaysWhatIsShown() {
        let declarations = "extension ListViewController {\n func show(alert: PortraitAlert) { present(alert, animated: true) }\n func show(detail: DetailViewController) { present(detail, animated: true) }\n}\nfinal class PortraitAlert: UIAlertController {}"
        #expect(Self.facts("", declarations) == Self.navigates("DetailViewController"))
    }

    @Test func enumPatternsAndColumnsAreNoCalls() {
        let body = """
            switch state { case .show(let value): print(value); default: break }
                    if case let .show(value) = state { print(value) }
                    splitViewController?.show(.primary)
            """
        #expect(Self.facts(body) == [])
        #expect(Self.facts("show(DetailViewController(), sender: nil)") == Self.navigates("DetailViewController", "show"))
    }

    /// A share sheet is a system sheet like an alert: no screen, as are Apple's other system
    /// controllers made in place; an app screen made alike is still reported.
    @Test func systemControllersMadeInPlaceAreNoScreens() {
        #expect(Self.facts("let sheet = UIActivityViewController(activityItems: [], applicationActivities: nil)\n        present(sheet, animated: true)") == [])
        for system in [
            "QLPreviewController", "MFMailComposeViewController", "UIDocumentPickerViewController", "PHPickerViewController",
            "UIImagePickerController", "SFSafariViewController", "UIAlertController",
        ] {
            #expect(Self.facts("let shown = \(system)()\n        present(shown, animated: true)") == [], "\(system)")
        }
        #expect(Self.facts("present(SharePanel(), animated: true)", "final class SharePanel: UIActivityViewController {}") == [])
        #expect(Self.facts("let shown = DetailViewController()\n        present(shown, animated: true)") == Self.navigates("DetailViewController"))
    }
}
