//
//  ShareCoordinator.swift
//  Recipes
//
//  Created by Anna Petrova on 21.06.2021.
//

import UIKit

protocol ShareCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class ShareCoordinator: BaseCoordinator, ShareCoordinatorOutput {

    var finishFlow: (() -> Void)?

    private let recipe: Recipe
    private let router: Router
    private let factory: ShareModuleFactory
    private let dismissObserver = SheetDismissObserver()

    init(recipe: Recipe, router: Router, factory: ShareModuleFactory) {
        self.recipe = recipe
        self.router = router
        self.factory = factory
    }

    override func start() {
        let shareOutput = factory.makeShareOutput(recipe: recipe)
        shareOutput.onSystemShareTap = { [weak self] url in
            self?.showActivitySheet(url: url)
        }
        shareOutput.onCopyLinkTap = { [weak self] url in
            UIPasteboard.general.url = url
            self?.finishFlow?()
        }
        shareOutput.onDone = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(shareOutput)

        // The share sheet can be swiped away: treat that as "done".
        dismissObserver.onDismiss = { [weak self] in
            self?.finishFlow?()
        }
        router.toPresent()?.presentationController?.delegate = dismissObserver
    }

    private func showActivitySheet(url: URL) {
        let activityController = UIActivityViewController(activityItems: [recipe.title, url],
                                                          applicationActivities: nil)
        activityController.completionWithItemsHandler = { [weak self] _, completed, _, _ in
            if completed {
                self?.finishFlow?()
            }
        }
        router.present(activityController)
    }
}

final class SheetDismissObserver: NSObject, UIAdaptivePresentationControllerDelegate {

    var onDismiss: (() -> Void)?

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onDismiss?()
    }
}
