#if canImport(UIKit)
import UIKit
#else
/// Just enough of UIKit for the app to build on Linux; flowviz reads the same calls either way.
public enum UIModalPresentationStyle {
    case automatic, pageSheet, fullScreen
}

open class UIViewController {
    public var navigationController: UINavigationController?
    public var modalPresentationStyle = UIModalPresentationStyle.automatic
    public init() {}
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
}

open class UINavigationController: UIViewController {
    public var viewControllers: [UIViewController] = []
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { viewControllers.popLast() }
}

open class UIWindow {
    public var rootViewController: UIViewController?
    public init() {}
    open func makeKeyAndVisible() {}
}
#endif
