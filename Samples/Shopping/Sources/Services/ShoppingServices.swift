//
//  ShoppingServices.swift
//  Shopping
//
//  Copyright © 2019 STRV. All rights reserved.
//

import Foundation

// MARK: - Models

struct ShoppingItem: Hashable, Codable {
    let id: String
    var name: String
    var price: Decimal
    var imageURL: URL?

    init(id: String, name: String = "", price: Decimal = 0, imageURL: URL? = nil) {
        self.id = id
        self.name = name
        self.price = price
        self.imageURL = imageURL
    }
}

final class Cart {
    private(set) var itemIDs: [String] = []
    private(set) var lastOrderNumber: String?

    var isEmpty: Bool {
        return itemIDs.isEmpty
    }

    func addItem(withID itemID: String) {
        itemIDs.append(itemID)
    }

    func removeItem(withID itemID: String) {
        if let index = itemIDs.firstIndex(of: itemID) {
            itemIDs.remove(at: index)
        }
    }

    func didPlaceOrder(number: String) {
        lastOrderNumber = number
    }

    func clear() {
        itemIDs.removeAll()
    }
}

enum ShoppingError: Error {
    case notLoggedIn
    case emptyCart
    case network(underlying: Error)
}

// MARK: - LoginService

final class LoginService {
    static let shared = LoginService()

    private let keychainKey = "com.strv.shopping.session"
    private(set) var sessionToken: String? {
        didSet { UserDefaults.standard.set(sessionToken, forKey: keychainKey) }
    }

    init() {
        sessionToken = UserDefaults.standard.string(forKey: keychainKey)
    }

    var isUserLoggedIn: Bool {
        return sessionToken != nil
    }

    func logIn(email: String, password: String, completion: @escaping (Result<Void, Error>) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            self?.sessionToken = UUID().uuidString
            completion(.success(()))
        }
    }

    func logOut() {
        sessionToken = nil
    }
}

// MARK: - ShoppingService

final class ShoppingService {
    static let shared = ShoppingService()

    private(set) var catalog: [ShoppingItem] = []
    private var lastRefresh: Date?

    func refreshCatalogIfNeeded() {
        if let lastRefresh = lastRefresh, Date().timeIntervalSince(lastRefresh) < 300 {
            return
        }
        fetchCatalog { _ in }
    }

    func fetchCatalog(completion: @escaping ([ShoppingItem]) -> Void) {
        DispatchQueue.global().async { [weak self] in
            let items = (1...20).map { ShoppingItem(id: "\($0)", name: "Item \($0)", price: Decimal($0) * 5) }
            DispatchQueue.main.async {
                self?.catalog = items
                self?.lastRefresh = Date()
                completion(items)
            }
        }
    }

    func purchase(cart: Cart, completion: @escaping (Error?) -> Void) {
        guard !cart.isEmpty else {
            return completion(ShoppingError.emptyCart)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            cart.didPlaceOrder(number: String(Int.random(in: 100_000...999_999)))
            completion(nil)
        }
    }
}

// MARK: - OnboardingService

final class OnboardingService {
    static let shared = OnboardingService()

    private let defaults: UserDefaults
    private let completedKey = "onboardingCompleted"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var shouldShowOnboarding: Bool {
        return !defaults.bool(forKey: completedKey)
    }

    func markOnboardingCompleted() {
        defaults.set(true, forKey: completedKey)
    }
}
