import ArgumentParser
import FlowvizCore
import FlowvizLint

struct PathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Print the shortest path of user actions to a screen or coordinator, or what a screen leads to.",
        discussion: """
            FILE is a flowviz JSON file, or Swift sources (a directory or one file), scanned. TARGET is Screen, \
            Coordinator.Screen or Coordinator, a coordinator named by its name (Checkout) or its type \
            (CheckoutCoordinator). With --to, prints the shortest path \
            from the root's start; with --from Coordinator.Screen, prints every screen reachable from \
            it, one Coordinator.Screen per line, nearest first. Exits 1 when the target is unreachable \
            (the reason goes to stderr) or the input cannot be loaded, 64 on usage errors (including \
            an unknown or ambiguous name).
            """
    )

    @Argument(help: "The flowviz JSON file, or the app's Swift source directory (or one Swift file), scanned.", completion: Completions.input)
    var file: String

    @Option(help: "The screen or coordinator to reach: Screen, Coordinator.Screen or Coordinator.")
    var to: String?

    @Option(help: "List the screens reachable from this screen (Coordinator.Screen).")
    var from: String?

    func validate() throws {
        switch (to, from) {
        case (nil, nil): throw ValidationError("Give --to TARGET or --from Coordinator.Screen.")
        case (_?, _?): throw ValidationError("Give either --to or --from, not both.")
        default: break
        }
    }

    func run() throws {
        let analysis = FlowAnalysis(try Input.load(file))
        do {
            if let to {
                let target = try PathTarget(parsing: to, in: analysis.graph)
                print(try analysis.shortestPath(to: target).description)
            } else if let from {
                let target = try PathTarget(parsing: from, in: analysis.graph).qualified(in: analysis.graph)
                guard case .screen(let coordinator?, let screen) = target else {
                    Output.standardError("error: --from needs a screen, and '\(from)' is a coordinator: name one of its screens as \(from).Screen")
                    throw ExitCode.validationFailure
                }
                for reached in try analysis.reachableScreens(fromCoordinator: coordinator, screen: screen) {
                    print(reached.description)
                }
            }
        } catch let error as PathQueryError {
            Output.standardError("error: \(error.description)")
            if case .unreachable = error { throw ExitCode(1) }
            throw ExitCode.validationFailure  // an unknown or ambiguous name: a usage error
        }
    }
}
