//
//  ShoppingFlow.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import UIKit

// MARK: - DeepLinkOption

enum DeepLinkOption {
    case itemDetail(String)
    case cart

    init?(launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
        guard let url = launchOptions?[.url] as? URL else {
            return nil
        }
        self.init(url: url)
    }

    /// `shopping://item/<id>` and `shopping://cart`.
    init?(url: URL) {
        switch url.host {
        case "item":
            guard let itemID = url.pathComponents.dropFirst().first else { return nil }
            self = .itemDetail(itemID)
        case "cart":
            self = .cart
        default:
            return nil
        }
    }
}

// MARK: - ShoppingFlow

final class ShoppingFlow: FlowCoordinator {

    private let loginService: LoginService
    private let shoppingService: ShoppingService
    private let cart: Cart

    private var navigationController: UINavigationController {
        return root
    }

    init(loginService: LoginService = .shared,
         shoppingService: ShoppingService = .shared,
         cart: Cart = Cart()) {
        self.loginService = loginService
        self.shoppingService = shoppingService
        self.cart = cart
        super.init()
        root.modalPresentationStyle = .fullScreen
    }

    override func start() {
        showShoppingList()
    }

    func start(with deepLinkOption: DeepLinkOption?) {
        self.start()
        guard let deepLinkOption = deepLinkOption else { return }
        switch deepLinkOption {
        case .itemDetail(let itemID):
            showItemDetail(itemID: itemID)
        case .cart:
            showCart()
        }
    }

    // MARK: - Shopping list

    func showShoppingList() {
        let shoppingListViewController = ShoppingListViewController()
        shoppingListViewController.dataSource = ShoppingListDataSource(service: shoppingService)

        shoppingListViewController.events.on { [weak self] event in
            guard let self = self else { return }
            switch event {
            case .didSelectItem(let itemID):
                self.showItemDetail(itemID: itemID)
            case .didTapCart:
                self.showCart()
            case .didTapLogout:
                self.loginService.logOut()
                self.finish()
            }
        }

        navigationController.pushViewController(shoppingListViewController,
                                                animated: true)
    }

    // MARK: - Item detail

    func showItemDetail(itemID: String) {
        let itemDetailViewController = ItemDetailViewController()
        itemDetailViewController.item = ShoppingItem(id: itemID)

        itemDetailViewController.events.on { [weak self] event in
            guard let self = self else { return }
            switch event {
            case .didTapCart:
                self.showCart()
            case .didSelectAddToCart(let itemID):
                self.cart.addItem(withID: itemID)
                self.showCart()
            }
        }

        navigationController.pushViewController(itemDetailViewController,
                                                animated: true)
    }

    // MARK: - Cart

    func showCart() {
        let cartViewController = CartViewController()
        cartViewController.cart = cart

        cartViewController.events.on { [weak self] event in
            guard let self = self else { return }
            switch event {
            case .didTapPurchase(let viewController, let cart):
                guard self.loginService.isUserLoggedIn else {
                    return self.showAuthenticationFlow()
                }
                self.shoppingService.purchase(cart: cart) { error in
                    guard error == nil else {
                        return viewController.show(error: error!)
                    }
                    self.showSuccess()
                }
            }
        }

        navigationController.pushViewController(cartViewController,
                                                animated: true)
    }

    private func showSuccess() {
        let successViewController = PurchaseSuccessViewController()
        successViewController.orderNumber = cart.lastOrderNumber

        successViewController.events.on { [weak self] event in
            switch event {
            case .didTapDone:
                self?.cart.clear()
                self?.navigationController.popToRootViewController(animated: true)
            }
        }

        navigationController.pushViewController(successViewController, animated: true)
    }

    // MARK: - Authentication

    func showAuthenticationFlow() {
        let authFlow = AuthenticationFlow(loginService: loginService)
        children.insert(authFlow)
        authFlow.start()

        authFlow.didFinish.on { authFlow in
            authFlow.root.dismiss(animated: true, completion: nil)
        }

        navigationController.present(authFlow.root,
                                     animated: true,
                                     completion: nil)
    }
}
