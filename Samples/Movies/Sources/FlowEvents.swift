//
//  FlowEvents.swift
//  Movies
//
//  Created by Rafał Urbaniak on 03/08/2017.
//  Copyright © 2017 Rndity. All rights reserved.
//

import Foundation
import NavigationFlowCoordinator

/// Sent by the movie form when a new movie was saved.
struct MovieCreatedFlowEvent: FlowEvent {
    let movieId: String
}

/// Sent by the movie form when an existing movie was saved.
struct MovieUpdatedFlowEvent: FlowEvent {
    let movieId: String
}
