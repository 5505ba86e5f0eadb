import FlowvizCore
import Foundation

/// A generated source file: its path relative to the app's folder, and its text.
public struct SourceFile: Hashable, Sendable {
    public var path: String
    public var text: String
}

extension SyntheticApp {
    /// An app whose Swift sources (``swiftSources()``) are exactly `swiftFiles` files (at least 4):
    /// two shared files, then per coordinator its own file and one per screen.
    public init(seed: UInt64, swiftFiles: Int, bugs: Set<SyntheticBug> = []) {
        precondition(swiftFiles >= 4, "a synthetic Swift app has at least 4 files")
        let rest = swiftFiles - SwiftSourceWriter.sharedFiles.count
        var sizes = Array(repeating: 10, count: rest / 11)
        switch rest % 11 {
        case 0: break
        case 1: sizes[sizes.count - 1] = 9; sizes.append(1)
        case let r: sizes.append(r - 1)
        }
        self.init(seed: seed, coordinatorSizes: sizes, bugs: bugs)
    }

    /// The app as Swift sources in the style of the coordinator articles (seeds 000 and 004):
    /// a `Coordinator` base class, one file per coordinator, one per view controller. Starts,
    /// pushes, presents, finishes, pops, dismisses and child starts (retained and released on
    /// didFinish, or not, as the model says) are written; flow events and deep links, which that
    /// style has no mechanism for, are not.
    public func swiftSources() -> [SourceFile] {
        SwiftSourceWriter(graph: graph()).files()
    }

    /// Writes `files` below `directory`, creating folders as needed.
    public static func write(_ files: [SourceFile], to directory: String) throws {
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
    }
}

/// Writes an ``AppGraph`` as Swift sources: shared files, coordinators (see
/// `SwiftCoordinatorWriter`) and view controllers declaring their trigger closures.
struct SwiftSourceWriter {
    let graph: AppGraph

    func files() -> [SourceFile] {
        var files = Self.sharedFiles
        let byName = Dictionary(graph.coordinators.map { ($0.name, $0) }) { first, _ in first }
        for coordinator in graph.coordinators {
            let writer = SwiftCoordinatorWriter(coordinator: coordinator, coordinators: byName)
            files.append(SourceFile(path: "Coordinators/\(writer.typeName).swift", text: writer.text()))
            for screen in coordinator.screens {
                let type = SwiftCoordinatorWriter.viewControllerType(screen)
                files.append(SourceFile(path: "ViewControllers/\(type).swift", text: Self.viewController(type, screen)))
            }
        }
        return files
    }

    /// A view controller with a closure property per trigger and an action calling it.
    static func viewController(_ type: String, _ screen: Screen) -> String {
        let properties = screen.triggers.map { "    var \($0): (() -> Void)?\n" }.joined()
        let actions = screen.triggers.map { trigger in
            """

                @IBAction func \(actionName(trigger))(_ sender: Any) {
                    \(trigger)?()
                }

            """
        }.joined()
        return """
            import UIKit

            final class \(type): UIViewController, Storyboardable {

                // MARK: - Properties

            \(properties)
                // MARK: - Actions
            \(actions)
            }

            """
    }

    /// `didSelectDetail3` → `selectDetail3Tapped` (never a keyword such as `continue`).
    private static func actionName(_ trigger: String) -> String {
        let verb = trigger.hasPrefix("did") && trigger.count > 3 ? String(trigger.dropFirst(3)) : trigger
        return verb.prefix(1).lowercased() + verb.dropFirst() + "Tapped"
    }

    static let sharedFiles = [
        SourceFile(path: "Coordinators/Coordinator.swift", text: """
            import UIKit

            class Coordinator: NSObject, UINavigationControllerDelegate {

                // MARK: - Properties

                var didFinish: ((Coordinator) -> Void)?

                var childCoordinators: [Coordinator] = []

                // MARK: - Methods

                func start() {}

                // MARK: -

                func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}

            }

            """),
        SourceFile(path: "Protocols/Storyboardable.swift", text: """
            import UIKit

            protocol Storyboardable {

                // MARK: - Properties

                static var storyboardName: String { get }
                static var storyboardIdentifier: String { get }

                // MARK: - Methods

                static func instantiate() -> Self

            }

            extension Storyboardable where Self: UIViewController {

                static var storyboardName: String {
                    return "Main"
                }

                static var storyboardIdentifier: String {
                    return String(describing: self)
                }

                static func instantiate() -> Self {
                    guard let viewController = UIStoryboard(name: storyboardName, bundle: .main).instantiateViewController(withIdentifier: storyboardIdentifier) as? Self else {
                        fatalError("Unable to Instantiate View Controller With Storyboard Identifier \\(storyboardIdentifier)")
                    }

                    return viewController
                }

            }

            """),
    ]
}
