/// Everything the trips flow can show. TripsCoordinator.navigate(to:) handles each case.
enum TripsRoute {
    case trips
    case trip(id: String)
    case newTrip
    case closeNewTrip
    case packingList(tripID: String)
    case booking(tripID: String)
}
