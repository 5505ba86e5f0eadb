//
//  SessionStorage.swift
//  Recipes
//
//  Created by Maria Ostrovskaya on 03.03.2019.
//

import Foundation

extension Notification.Name {
    static let sessionDidChange = Notification.Name("SessionStorage.sessionDidChange")
}

final class SessionStorage {

    static let shared = SessionStorage()

    private enum Keys {
        static let token = "session.accessToken"
        static let user = "session.user"
        static let onboardingWasShown = "app.onboardingWasShown"
    }

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    // TODO: move token to Keychain (RCP-311)
    private(set) var accessToken: String? {
        get { defaults.string(forKey: Keys.token) }
        set { defaults.set(newValue, forKey: Keys.token) }
    }

    private(set) var currentUser: User? {
        get {
            guard let data = defaults.data(forKey: Keys.user) else { return nil }
            return try? JSONDecoder().decode(User.self, from: data)
        }
        set {
            defaults.set(try? JSONEncoder().encode(newValue), forKey: Keys.user)
        }
    }

    var isAuthorized: Bool {
        return accessToken != nil
    }

    var onboardingWasShown: Bool {
        get { defaults.bool(forKey: Keys.onboardingWasShown) }
        set { defaults.set(newValue, forKey: Keys.onboardingWasShown) }
    }

    func store(token: String, user: User) {
        accessToken = token
        currentUser = user
        NotificationCenter.default.post(name: .sessionDidChange, object: self)
    }

    func update(user: User) {
        currentUser = user
    }

    func logout() {
        accessToken = nil
        currentUser = nil
        NotificationCenter.default.post(name: .sessionDidChange, object: self)
    }
}

// MARK: - Auth API

struct AuthResponse: Decodable {
    let token: String
    let user: User
}

protocol AuthService {
    func login(email: String, password: String, completion: @escaping (Result<User, APIError>) -> Void)
    func signUp(name: String, email: String, password: String, completion: @escaping (Result<User, APIError>) -> Void)
    func resetPassword(email: String, completion: @escaping (Result<Void, APIError>) -> Void)
}

final class AuthServiceImp: AuthService {

    private let client: APIClient
    private let storage: SessionStorage

    init(client: APIClient = .shared, storage: SessionStorage = .shared) {
        self.client = client
        self.storage = storage
    }

    func login(email: String, password: String, completion: @escaping (Result<User, APIError>) -> Void) {
        let body = try? JSONSerialization.data(withJSONObject: ["email": email, "password": password])
        client.request(Endpoint(path: "auth/login", method: .post, body: body)) { [storage] (result: Result<AuthResponse, APIError>) in
            if case .success(let response) = result {
                storage.store(token: response.token, user: response.user)
            }
            completion(result.map { $0.user })
        }
    }

    func signUp(name: String, email: String, password: String, completion: @escaping (Result<User, APIError>) -> Void) {
        let body = try? JSONSerialization.data(withJSONObject: ["name": name, "email": email, "password": password])
        client.request(Endpoint(path: "auth/signup", method: .post, body: body)) { [storage] (result: Result<AuthResponse, APIError>) in
            if case .success(let response) = result {
                storage.store(token: response.token, user: response.user)
            }
            completion(result.map { $0.user })
        }
    }

    func resetPassword(email: String, completion: @escaping (Result<Void, APIError>) -> Void) {
        struct Ack: Decodable { let sent: Bool }
        let body = try? JSONSerialization.data(withJSONObject: ["email": email])
        client.request(Endpoint(path: "auth/password/reset", method: .post, body: body)) { (result: Result<Ack, APIError>) in
            completion(result.map { _ in () })
        }
    }
}
