import FlowvizCore
import FlowvizJSON
import FlowvizTestSupport
import Foundation
import Testing

@Suite struct RoundTripTests {
    static let samplesDirectory = Repository.samplesJSON
    static var sampleFiles: [String] { SampleFiles.names }

    @Test func samplesExist() {
        #expect(Self.sampleFiles.count >= 9)
    }

    @Test(arguments: sampleFiles)
    func canonicalFormLoadsToTheSameGraphAndIsStable(file: String) throws {
        let original = try JSONGraphLoader.load(contentsOf: Self.samplesDirectory.appendingPathComponent(file).path)
        let written = CanonicalWriter.string(for: original)
        let reloaded = try JSONGraphLoader.load(string: written, file: "canonical.json")
        #expect(reloaded.withoutLocations() == original.withoutLocations())
        #expect(CanonicalWriter.string(for: reloaded) == written)
    }

    @Test func canonicalFormSortsKeysAndWritesDefaults() throws {
        let graph = try JSONGraphLoader.load(string: """
            {"coordinators": [{"start": [{"screen": "A"}], "root": true, "name": "App",
              "screens": [{"name": "A", "transitions": [{"action": "present", "on": "t", "screen": "A"}]}]}],
             "version": 1}
            """)
        let text = CanonicalWriter.string(for: graph)
        #expect(text == """
            {
              "coordinators": [
                {
                  "container": "navigationStack",
                  "finishesOnPopBack": false,
                  "finishesOnSwipeDismiss": false,
                  "handles": [],
                  "name": "App",
                  "root": true,
                  "screens": [
                    {
                      "name": "A",
                      "transitions": [
                        {
                          "action": "present",
                          "on": "t",
                          "screen": "A",
                          "style": "sheet",
                          "swipeDismissible": true
                        }
                      ],
                      "triggers": [
                        "t"
                      ]
                    }
                  ],
                  "start": [
                    {
                      "screen": "A"
                    }
                  ]
                }
              ],
              "deepLinks": [],
              "version": 1
            }

            """)
    }

    @Test func hostileStringsSurviveTheRoundTrip() throws {
        let name = "Quote\" Back\\slash \n Tab\t <svg> & \u{202E} 🎉 \u{01}"
        var graph = AppGraph(name: name)
        graph.add(Coordinator(name: name, isRoot: true, start: [StartEntry(.screen(name))], screens: [Screen(name: name)]))
        let reloaded = try JSONGraphLoader.load(string: CanonicalWriter.string(for: graph))
        #expect(reloaded.withoutLocations() == graph)
    }
}
