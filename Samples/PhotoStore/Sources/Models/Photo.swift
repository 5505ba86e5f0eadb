//
//  Photo.swift
//  Photos
//
//  Created by Bart Jacobs on 14/03/2021.
//

import Foundation

struct Photo: Codable, Equatable {

    // MARK: - Properties

    let id: String

    // MARK: -

    let title: String
    let url: URL

    // MARK: -

    let price: Float

    // MARK: - Formatting

    var formattedPrice: String {
        return Photo.priceFormatter.string(from: NSNumber(value: price)) ?? "\(price)"
    }

    private static let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

}

extension Photo {

    // MARK: - Sample Data

    static var photos: [Photo] {
        return [
            Photo(id: "1", title: "Misty Forest", url: URL(string: "https://cdn.cocoacasts.com/photos/1.jpg")!, price: 2.99),
            Photo(id: "2", title: "Morning Coffee", url: URL(string: "https://cdn.cocoacasts.com/photos/2.jpg")!, price: 1.99),
            Photo(id: "3", title: "Harbor Lights", url: URL(string: "https://cdn.cocoacasts.com/photos/3.jpg")!, price: 3.99),
            Photo(id: "4", title: "Desert Road", url: URL(string: "https://cdn.cocoacasts.com/photos/4.jpg")!, price: 0.99)
        ]
    }

}
