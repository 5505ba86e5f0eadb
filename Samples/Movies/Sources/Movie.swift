//
//  Movie.swift
//  Movies
//
//  Created by Rafał Urbaniak on 02/08/2017.
//  Copyright © 2017 Rndity. All rights reserved.
//

import Foundation

enum MovieGenre: String, Codable, CaseIterable {
    case action
    case comedy
    case drama
    case documentary
    case horror
    case sciFi = "sci-fi"

    var displayName: String {
        switch self {
        case .sciFi:
            return "Sci-Fi"
        default:
            return rawValue.capitalized
        }
    }
}

struct Movie: Codable, Equatable {
    var id: String
    var title: String
    var year: Int
    var genre: MovieGenre
    var rating: Double
    var overview: String

    static func empty() -> Movie {
        return Movie(id: UUID().uuidString, title: "", year: Calendar.current.component(.year, from: Date()), genre: .drama, rating: 0, overview: "")
    }
}

struct MovieShortInfo: Equatable {
    var id: String
    var title: String
    var year: Int

    init(movie: Movie) {
        id = movie.id
        title = movie.title
        year = movie.year
    }
}

struct CastMember: Codable, Equatable {
    var name: String
    var role: String
}
