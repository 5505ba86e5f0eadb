//
//  FlowCoordinator.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import UIKit

// MARK: - Signal

final class Signal<EventType> {
    typealias EventHandler = ((EventType) -> Void)

    private var handlers: [EventHandler] = []

    func emit(_ event: EventType) {
        handlers.forEach { handler in
            handler(event)
        }
    }

    func on(_ handler: @escaping EventHandler) {
        handlers.append(handler)
    }

    func removeAllHandlers() {
        handlers.removeAll()
    }
}

// MARK: - FlowCoordinator

/// A flow owns a navigation controller (`root`) and the view controllers it
/// shows on it. Parents keep their children in `children` and learn that a
/// child is done through its `didFinish` signal.
open class FlowCoordinator: Hashable {
    var children = Set<FlowCoordinator>()
    let didFinish = Signal<FlowCoordinator>()
    var root = UINavigationController()

    init() {}

    func start() {}

    func finish() {
        didFinish.emit(self)
    }

    // MARK: Hashable

    public static func == (lhs: FlowCoordinator, rhs: FlowCoordinator) -> Bool {
        return lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
