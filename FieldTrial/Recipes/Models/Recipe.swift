//
//  Recipe.swift
//  Recipes
//
//  Created by Denis Kovalenko on 15.02.2019.
//

import Foundation

struct Recipe: Codable, Equatable, Hashable {
    let id: String
    let title: String
    let summary: String
    let imageURL: URL?
    let author: Author
    let durationMinutes: Int
    let servings: Int
    let difficulty: Difficulty
    let tags: [String]
    let ingredients: [Ingredient]
    let steps: [CookingStep]
    var isFavorite: Bool
    var rating: Double
    var reviewsCount: Int

    enum Difficulty: String, Codable {
        case easy, medium, hard
    }

    var shareURL: URL {
        return URL(string: "https://\(DeepLinkURLConstants.universalHost)/r/\(id)")!
    }
}

struct Author: Codable, Equatable, Hashable {
    let id: String
    let name: String
    let avatarURL: URL?
}

struct Ingredient: Codable, Equatable, Hashable {
    let name: String
    let quantity: Double?
    let unit: String?

    var displayText: String {
        switch (quantity, unit) {
        case let (quantity?, unit?):
            return "\(NumberFormatter.quantity.string(from: NSNumber(value: quantity)) ?? "") \(unit) \(name)"
        case let (quantity?, nil):
            return "\(NumberFormatter.quantity.string(from: NSNumber(value: quantity)) ?? "") \(name)"
        default:
            return name
        }
    }
}

struct CookingStep: Codable, Equatable, Hashable {
    let index: Int
    let title: String
    let instruction: String
    /// Seconds. `nil` when the step has no timer.
    let timerDuration: TimeInterval?
}

struct Review: Codable, Equatable {
    let id: String
    let author: Author
    let rating: Int
    let text: String
    let createdAt: Date
}

struct RecipePreview: Codable, Equatable, Hashable {
    let id: String
    let title: String
    let imageURL: URL?
    let durationMinutes: Int
    var isFavorite: Bool
}

struct User: Codable, Equatable {
    let id: String
    var displayName: String
    var email: String
    var bio: String?
    var avatarURL: URL?
    var dietaryPreferences: [DietaryPreference]
}

enum DietaryPreference: String, Codable, CaseIterable {
    case vegetarian, vegan, glutenFree = "gluten_free", dairyFree = "dairy_free", lowCarb = "low_carb"

    var title: String {
        switch self {
        case .vegetarian: return "Vegetarian"
        case .vegan: return "Vegan"
        case .glutenFree: return "Gluten free"
        case .dairyFree: return "Dairy free"
        case .lowCarb: return "Low carb"
        }
    }
}

extension NumberFormatter {
    static let quantity: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 2
        formatter.minimumFractionDigits = 0
        return formatter
    }()
}
