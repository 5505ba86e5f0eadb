import FlowvizConfig
import FlowvizCore
import FlowvizTestSupport
import Foundation
import Testing

/// Replays the inputs kept from fuzzing the configuration and baseline readers
/// (Tests/Fixtures/FuzzRegressions/config/, see Docs/FUZZING.md), checking what the
/// `FuzzConfigLoader` harness checks: each input, read as a `.flowviz.yml` (UTF-8, invalid
/// sequences replaced) and as a baseline, gives a value or errors, never a crash or a hang; a
/// baseline that decodes survives its canonical encoding.
@Suite struct ConfigFuzzRegressionTests {
    static let directory = Repository.fixtures.appendingPathComponent("FuzzRegressions/config")

    static var inputs: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
            .filter { !$0.hasPrefix(".") }.sorted() ?? []
    }

    /// A hang guard only, far above what any input takes.
    static let perInputBound: Duration = .seconds(10)

    @Test func inputsExist() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: inputs)
    func parsesOrReportsErrors(input: String) throws {
        let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent(input)))
        let elapsed = ContinuousClock().measure { Self.check(bytes, file: input) }
        #expect(elapsed < Self.perInputBound, "\(input) took \(elapsed)")
    }

    static func check(_ bytes: [UInt8], file: String) {
        do {
            _ = try LintConfiguration.parse(String(decoding: bytes, as: UTF8.self), file: file)
        } catch {
            #expect(!error.diagnostics.isEmpty, "\(file): refused without a diagnostic")
        }
        let baseline: Baseline
        do {
            baseline = try Baseline.decode(bytes, file: file)
        } catch {
            #expect(!error.diagnostics.isEmpty, "\(file): refused without a diagnostic")
            for diagnostic in error.diagnostics {
                #expect(diagnostic.location?.file == file, "\(file): unlocated: \(diagnostic)")
            }
            return
        }
        let encoded = baseline.encoded()
        do {
            let decoded = try Baseline.decode(Array(encoded.utf8), file: "encoded.json")
            #expect(decoded == baseline, "\(file): the encoded baseline decodes differently")
            #expect(decoded.encoded() == encoded, "\(file): the encoding is not stable")
        } catch {
            Issue.record("\(file): the encoded baseline does not decode: \(error)")
        }
    }

    /// Yams hashes mapping keys as it reads them; a key built from aliases of aliases nested nine
    /// deep (10^8 nodes from 521 bytes) never finished. It is refused before Yams reads it.
    @Test func aliasBombIsRefusedAtItsFirstAnchor() throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent("hang-billion-laughs-key.yml"), encoding: .utf8)
        do {
            _ = try LintConfiguration.parse(text, file: "c.yml")
            Issue.record("expected a ConfigurationError")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "c.yml:1:5: error: the YAML's anchors and aliases could expand to more than 10000 copies of a node (9 anchors, 81 aliases); flowviz refuses it",
            ])
        }
    }

    /// Anchors and aliases that cannot blow up, and globs that start with `*` when quoted, still read.
    @Test func modestAliasesAndQuotedGlobsStillRead() throws {
        let configuration = try LintConfiguration.parse("""
            ignore:
              unreachable_screen: &names ["*.Credits", "*Legacy*", '*.Debug', "**/*"]
              dead_end_screen: *names
              empty_start: ["*a", "*b", "*c", "*d", "*e", "*f", "*g", "*h", "*i", "*j", "*k", "*l"]
            """, file: "c.yml")
        #expect(configuration.ignore["unreachable_screen"] == ["*.Credits", "*Legacy*", "*.Debug", "**/*"])
        #expect(configuration.ignore["dead_end_screen"] == configuration.ignore["unreachable_screen"])
        #expect(configuration.ignore["empty_start"]?.count == 12)
    }
}
