//
//  AuthService.swift
//  RootLogin
//

import Foundation

struct User: Codable, Equatable {
    let id: String
    let email: String
    let displayName: String
}

enum AuthError: LocalizedError {
    case invalidCredentials
    case network

    var errorDescription: String? {
        switch self {
        case .invalidCredentials:
            return "The email or password is incorrect."
        case .network:
            return "Could not reach the server. Try again."
        }
    }
}

final class AuthService {
    static let shared = AuthService()

    private let defaults = UserDefaults.standard
    private enum Keys {
        static let user = "auth.user"
        static let lastEmail = "auth.lastEmail"
        static let tokenExpiry = "auth.tokenExpiry"
    }

    private(set) var currentUser: User?

    var lastUsedEmail: String? {
        return defaults.string(forKey: Keys.lastEmail)
    }

    func restoreSession() {
        guard let data = defaults.data(forKey: Keys.user) else { return }
        currentUser = try? JSONDecoder().decode(User.self, from: data)
    }

    func remember(email: String) {
        defaults.set(email, forKey: Keys.lastEmail)
    }

    func logIn(email: String, password: String, completion: @escaping (Result<User, AuthError>) -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.8) { [weak self] in
            let result: Result<User, AuthError>
            if password.count >= 6 {
                let name = email.split(separator: "@").first.map(String.init) ?? email
                result = .success(User(id: UUID().uuidString, email: email, displayName: name))
            } else {
                result = .failure(.invalidCredentials)
            }

            DispatchQueue.main.async {
                if case .success(let user) = result {
                    self?.store(user)
                }
                completion(result)
            }
        }
    }

    func refreshTokenIfNeeded() {
        let expiry = defaults.double(forKey: Keys.tokenExpiry)
        guard currentUser != nil, expiry < Date().timeIntervalSince1970 else { return }
        defaults.set(Date().addingTimeInterval(3600).timeIntervalSince1970, forKey: Keys.tokenExpiry)
    }

    private func store(_ user: User) {
        currentUser = user
        defaults.set(try? JSONEncoder().encode(user), forKey: Keys.user)
    }
}
