import FlowvizCore
import FlowvizTestSupport
import Foundation
import FlowvizJSON
import FlowvizSamples
import Testing

@Suite struct DSLMatchesJSONTests {
    @Test(arguments: SampleCatalog.all.map(\.name))
    func dslAndJSONDescribeTheSameGraph(name: String) throws {
        let sample = try #require(SampleCatalog.all.first { $0.name == name })
        let fromJSON = try JSONGraphLoader.load(contentsOf: Repository.sample(sample.jsonFileName))
        let fromDSL = try sample.graph()
        #expect(fromDSL.withoutLocations() == fromJSON.withoutLocations())
        // Same canonical bytes too, which pinpoints any difference in a readable diff.
        #expect(CanonicalWriter.string(for: fromDSL) == CanonicalWriter.string(for: fromJSON))
    }

    @Test(arguments: SampleCatalog.all.map(\.name))
    func dslLocationsPointAtTheSampleSource(name: String) throws {
        let sample = try #require(SampleCatalog.all.first { $0.name == name })
        let graph = try sample.graph()
        for coordinator in graph.coordinators {
            let location = try #require(coordinator.location)
            #expect(location.file.hasPrefix("FlowvizSamples/"), "\(location)")
            #expect(location.line > 0)
            for screen in coordinator.screens {
                #expect(screen.location?.file == location.file)
            }
        }
    }

    @Test func everyJSONSampleHasADSLTwin() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.samplesJSON.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(files == SampleCatalog.all.map(\.jsonFileName).sorted())
    }
}
