//
//  APIClient.swift
//  Recipes
//
//  Created by Maria Ostrovskaya on 03.03.2019.
//

import Foundation

enum APIError: Error {
    case invalidResponse
    case unauthorized
    case server(statusCode: Int)
    case decoding(Error)
    case transport(Error)
}

struct Endpoint {
    enum Method: String { case get = "GET", post = "POST", put = "PUT", delete = "DELETE" }

    let path: String
    var method: Method = .get
    var query: [URLQueryItem] = []
    var body: Data?
}

final class APIClient {

    static let shared = APIClient(baseURL: URL(string: "https://api.recipes.example.com/v2")!)

    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder

    var tokenProvider: () -> String? = { SessionStorage.shared.accessToken }

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = JSONDecoder()
        self.decoder.keyDecodingStrategy = .convertFromSnakeCase
        self.decoder.dateDecodingStrategy = .iso8601
    }

    @discardableResult
    func request<T: Decodable>(_ endpoint: Endpoint, completion: @escaping (Result<T, APIError>) -> Void) -> URLSessionDataTask? {
        var components = URLComponents(url: baseURL.appendingPathComponent(endpoint.path), resolvingAgainstBaseURL: false)
        components?.queryItems = endpoint.query.isEmpty ? nil : endpoint.query
        guard let url = components?.url else {
            completion(.failure(.invalidResponse))
            return nil
        }

        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method.rawValue
        request.httpBody = endpoint.body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = tokenProvider() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }

        let task = session.dataTask(with: request) { [decoder] data, response, error in
            let result: Result<T, APIError>
            defer { DispatchQueue.main.async { completion(result) } }

            if let error = error {
                result = .failure(.transport(error))
                return
            }
            guard let http = response as? HTTPURLResponse, let data = data else {
                result = .failure(.invalidResponse)
                return
            }
            switch http.statusCode {
            case 200..<300:
                do {
                    result = .success(try decoder.decode(T.self, from: data))
                } catch {
                    result = .failure(.decoding(error))
                }
            case 401:
                result = .failure(.unauthorized)
            default:
                result = .failure(.server(statusCode: http.statusCode))
            }
        }
        task.resume()
        return task
    }
}

// MARK: - Recipes

protocol RecipesService {
    func fetchFeed(page: Int, completion: @escaping (Result<[RecipePreview], APIError>) -> Void)
    func fetchRecipe(id: String, completion: @escaping (Result<Recipe, APIError>) -> Void)
    func search(query: String, completion: @escaping (Result<[RecipePreview], APIError>) -> Void) -> URLSessionDataTask?
    func fetchFavorites(completion: @escaping (Result<[RecipePreview], APIError>) -> Void)
    func setFavorite(_ isFavorite: Bool, recipeId: String, completion: @escaping (Result<Void, APIError>) -> Void)
    func fetchReviews(recipeId: String, completion: @escaping (Result<[Review], APIError>) -> Void)
    func postComment(_ text: String, recipeId: String, completion: @escaping (Result<Void, APIError>) -> Void)
}

private struct Empty: Decodable { }

final class RecipesServiceImp: RecipesService {

    private let client: APIClient

    init(client: APIClient = .shared) {
        self.client = client
    }

    func fetchFeed(page: Int, completion: @escaping (Result<[RecipePreview], APIError>) -> Void) {
        client.request(Endpoint(path: "feed", query: [URLQueryItem(name: "page", value: String(page))]), completion: completion)
    }

    func fetchRecipe(id: String, completion: @escaping (Result<Recipe, APIError>) -> Void) {
        client.request(Endpoint(path: "recipes/\(id)"), completion: completion)
    }

    func search(query: String, completion: @escaping (Result<[RecipePreview], APIError>) -> Void) -> URLSessionDataTask? {
        return client.request(Endpoint(path: "recipes/search", query: [URLQueryItem(name: "q", value: query)]), completion: completion)
    }

    func fetchFavorites(completion: @escaping (Result<[RecipePreview], APIError>) -> Void) {
        client.request(Endpoint(path: "me/favorites"), completion: completion)
    }

    func setFavorite(_ isFavorite: Bool, recipeId: String, completion: @escaping (Result<Void, APIError>) -> Void) {
        let endpoint = Endpoint(path: "me/favorites/\(recipeId)", method: isFavorite ? .put : .delete)
        client.request(endpoint) { (result: Result<Empty, APIError>) in
            completion(result.map { _ in () })
        }
    }

    func fetchReviews(recipeId: String, completion: @escaping (Result<[Review], APIError>) -> Void) {
        client.request(Endpoint(path: "recipes/\(recipeId)/reviews"), completion: completion)
    }

    func postComment(_ text: String, recipeId: String, completion: @escaping (Result<Void, APIError>) -> Void) {
        let body = try? JSONSerialization.data(withJSONObject: ["text": text])
        client.request(Endpoint(path: "recipes/\(recipeId)/comments", method: .post, body: body)) { (result: Result<Empty, APIError>) in
            completion(result.map { _ in () })
        }
    }
}
