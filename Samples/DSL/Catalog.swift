import FlowvizDSL

/// A bundled sample app: its JSON file (under `Samples/JSON/`) and its DSL twin.
public struct Sample: Sendable {
    /// The file's base name, e.g. `photo-store`.
    public let name: String
    /// Builds the same graph with the registration DSL.
    public let graph: @Sendable () throws -> AppGraph

    /// The JSON file's name under `Samples/JSON/`.
    public var jsonFileName: String { "\(name).json" }
}

/// Every bundled sample, clean ones first.
public enum SampleCatalog {
    public static let clean: [Sample] = [
        Sample(name: "photo-store", graph: PhotoStoreSample.graph),
        Sample(name: "shopping", graph: ShoppingSample.graph),
        Sample(name: "movies", graph: MoviesSample.graph),
        Sample(name: "root-login", graph: RootLoginSample.graph),
    ]

    public static let broken: [Sample] = [
        Sample(name: "broken-unretained-buy", graph: BrokenUnretainedBuySample.graph),
        Sample(name: "broken-leaked-child", graph: BrokenLeakedChildSample.graph),
        Sample(name: "broken-no-finish-on-back", graph: BrokenNoFinishOnBackSample.graph),
        Sample(name: "broken-unreachable-screen", graph: BrokenUnreachableScreenSample.graph),
        Sample(name: "broken-no-finish", graph: BrokenNoFinishSample.graph),
    ]

    public static var all: [Sample] { clean + broken }
}
