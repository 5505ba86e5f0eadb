import FlowvizCore
import FlowvizJSON
import FlowvizTestSupport
import Foundation
import Testing

/// Replays the JSON inputs kept from fuzzing (Tests/Fixtures/FuzzRegressions/json/, see
/// Docs/FUZZING.md) through the loader, checking what the `FuzzJSONLoader` harness checks: each
/// input gives a graph that survives the canonical round trip, or errors that are all located in
/// the file; never a crash or a hang.
@Suite struct FuzzRegressionTests {
    static let directory = Repository.fixtures.appendingPathComponent("FuzzRegressions/json")

    static var inputs: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
            .filter { !$0.hasPrefix(".") }.sorted() ?? []
    }

    /// A hang guard only, far above what any input takes.
    static let perLoadBound: Duration = .seconds(10)

    @Test func inputsExist() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: inputs)
    func loadsOrReportsLocatedErrors(input: String) throws {
        let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent(input)))
        let elapsed = ContinuousClock().measure { Self.check(bytes, file: input) }
        #expect(elapsed < Self.perLoadBound, "\(input) took \(elapsed)")
    }

    static func check(_ bytes: [UInt8], file: String) {
        let graph: AppGraph
        do {
            graph = try JSONGraphLoader.load(bytes: bytes, file: file)
        } catch {
            #expect(!error.diagnostics.isEmpty, "\(file): refused without a diagnostic")
            for diagnostic in error.diagnostics {
                #expect(diagnostic.location?.file == file, "\(file): unlocated: \(diagnostic)")
            }
            return
        }
        let written = CanonicalWriter.string(for: graph)
        do {
            let reloaded = try JSONGraphLoader.load(string: written, file: "canonical.json")
            #expect(reloaded.withoutLocations() == graph.withoutLocations(), "\(file): canonical form loads differently")
            #expect(CanonicalWriter.string(for: reloaded) == written, "\(file): canonical form is not stable")
        } catch {
            Issue.record("\(file): canonical form does not load: \(error)")
        }
    }

    // MARK: - A definition on one long line

    /// A minified definition: one coordinator whose `screens` push each other in a chain, all on
    /// one line.
    static func minified(screens: Int, namePrefix: String = "S") -> String {
        let list = (0..<screens).map { index in
            index + 1 < screens
                ? #"{"name":"\#(namePrefix)\#(index)","transitions":[{"on":"next","action":"push","screen":"\#(namePrefix)\#(index + 1)"}]}"#
                : #"{"name":"\#(namePrefix)\#(index)"}"#
        }
        return #"{"version":1,"coordinators":[{"name":"App","root":true,"start":[{"screen":"\#(namePrefix)0"}],"screens":["#
            + list.joined(separator: ",") + "]}]}"
    }

    /// Every element's column used to be counted from the start of its line, which made a
    /// minified definition quadratic to load: 32,000 screens on a 2.6 MB line took 37 s in release,
    /// these 16,000 about 9 s (now 0.05 s; about 2 s in a debug build).
    @Test func longSingleLineLoadsInLinearTime() throws {
        let json = Self.minified(screens: 16_000)
        let start = ContinuousClock.now
        let graph = try JSONGraphLoader.load(string: json, file: "min.json")
        let elapsed = ContinuousClock.now - start
        #expect(graph.coordinators.first?.screens.count == 16_000)
        // Generous, for a debug build on a busy machine (the quadratic loader took 9 s in release).
        #expect(elapsed < .seconds(30), "took \(elapsed)")
    }

    /// Columns far into a long line, past multi-byte characters, count Unicode scalars.
    @Test func columnsFarIntoALongLineCountScalars() {
        // "É" is 2 bytes and 1 scalar: three names of 1,000 put the bad value over 6,000 bytes in.
        let long = String(repeating: "É", count: 1_000)
        let json = #"{"version":1,"app":""# + long + #"","coordinators":[{"name":"App","type":""# + long
            + #"","root":true,"start":[{"screen":"A"}],"screens":[{"name":"A","triggers":[""# + long + #""],"type":7}]}]}"#
        let prefix = json.components(separatedBy: #""type":7"#)[0] + #""type":"#
        do {
            _ = try JSONGraphLoader.load(string: json, file: "min.json")
            Issue.record("expected an error")
        } catch {
            let columns = error.diagnostics.compactMap { $0.location?.column }
            #expect(error.diagnostics.map(\.message).contains { $0.contains("'type'") && $0.contains("must be a string") })
            #expect(columns.contains(prefix.unicodeScalars.count + 1))
        }
    }
}
