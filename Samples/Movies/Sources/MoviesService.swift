//
//  MoviesService.swift
//  Movies
//
//  Created by Rafał Urbaniak on 02/08/2017.
//  Copyright © 2017 Rndity. All rights reserved.
//

import Foundation

protocol MoviesServiceProtocol: AnyObject {
    func movies(completion: @escaping ([MovieShortInfo]) -> Void)
    func movie(id: String, completion: @escaping (Movie?) -> Void)
    func cast(movieId: String, completion: @escaping ([CastMember]) -> Void)
    func save(movie: Movie, completion: @escaping (Result<Movie, Error>) -> Void)
}

final class MoviesService: MoviesServiceProtocol {
    static let shared = MoviesService()

    private var moviesById: [String: Movie] = [:]
    private let queue = DispatchQueue(label: "movies.service")

    private var storageURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return documents.appendingPathComponent("movies.json")
    }

    init() {
        if let data = try? Data(contentsOf: storageURL),
           let movies = try? JSONDecoder().decode([Movie].self, from: data) {
            moviesById = Dictionary(uniqueKeysWithValues: movies.map { ($0.id, $0) })
        }
    }

    func movies(completion: @escaping ([MovieShortInfo]) -> Void) {
        queue.async {
            let movies = self.moviesById.values
                .sorted { $0.title < $1.title }
                .map(MovieShortInfo.init(movie:))
            DispatchQueue.main.async { completion(movies) }
        }
    }

    func movie(id: String, completion: @escaping (Movie?) -> Void) {
        queue.async {
            let movie = self.moviesById[id]
            DispatchQueue.main.async { completion(movie) }
        }
    }

    func cast(movieId: String, completion: @escaping ([CastMember]) -> Void) {
        // The cast endpoint is not live yet.
        DispatchQueue.main.async { completion([]) }
    }

    func save(movie: Movie, completion: @escaping (Result<Movie, Error>) -> Void) {
        queue.async {
            self.moviesById[movie.id] = movie
            DispatchQueue.main.async { completion(.success(movie)) }
        }
    }

    func saveToDisk() {
        queue.sync {
            let movies = Array(moviesById.values)
            if let data = try? JSONEncoder().encode(movies) {
                try? data.write(to: storageURL, options: .atomic)
            }
        }
    }
}
