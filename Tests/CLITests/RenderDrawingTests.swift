import FlowvizTestSupport
import Foundation
import Testing

/// `flowviz render` chooses between the full drawing and the coordinator map, and its
/// `--overview`, `--full` and `--no-legend` options.
@Suite struct RenderDrawingTests {
    @Test func overviewFlagDrawsTheCoordinatorMap() throws {
        let result = try CLIRunner.run("render", Repository.sample("shopping"), "--overview", "--format", "dot")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("digraph overview {"))
        #expect(result.stdout.contains("class=\"coordinator\""))
        #expect(result.stderr.isEmpty, "a forced map needs no note on stderr")
    }

    @Test func aSampleIsDrawnInFullByDefault() throws {
        let result = try CLIRunner.run("render", Repository.sample("shopping"), "--format", "dot")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("digraph flows {"))
    }

    @Test func aLargeAppGetsTheMapWithANoteAndFullForcesEverything() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("large.json")
        try Data(Self.largeApp(coordinators: 40, screensEach: 10).utf8).write(to: file)
        let map = try CLIRunner.run("render", file.path, "--format", "dot")
        #expect(map.status == 0)
        #expect(map.stdout.hasPrefix("digraph overview {"))
        #expect(map.stdout.contains("--focus COORDINATOR") && map.stdout.contains("--depth N"))
        #expect(map.stderr.hasPrefix("note: Coordinator map: the 401 screens do not fit one readable drawing."))
        let full = try CLIRunner.run("render", file.path, "--full", "--format", "dot")
        #expect(full.status == 0 && full.stdout.hasPrefix("digraph flows {"))
    }

    /// A root that starts `coordinators` horizontal children, each a row of `screensEach` pushes.
    static func largeApp(coordinators: Int, screensEach: Int) -> String {
        func screens(_ prefix: String, next: (Int) -> String) -> String {
            (0..<screensEach).map { s in
                "{\"name\": \"\(prefix)\(s)\", \"transitions\": [\(next(s))]}"
            }.joined(separator: ", ")
        }
        let rootScreens = (0..<coordinators).map { c in "{\"on\": \"open\(c)\", \"action\": \"start\", \"coordinator\": \"F\(c)\"}" }
        var parts = ["{\"name\": \"Root\", \"root\": true, \"container\": \"navigationStack\", \"start\": [{\"screen\": \"Home\"}], \"screens\": [{\"name\": \"Home\", \"transitions\": [\(rootScreens.joined(separator: ", "))]}]}"]
        for c in 0..<coordinators {
            let row = screens("S\(c)_") { s in s + 1 < screensEach ? "{\"on\": \"next\", \"action\": \"push\", \"screen\": \"S\(c)_\(s + 1)\"}" : "{\"on\": \"done\", \"action\": \"finish\"}" }
            parts.append("{\"name\": \"F\(c)\", \"container\": \"navigationStack\", \"attachment\": \"horizontal\", \"start\": [{\"screen\": \"S\(c)_0\"}], \"screens\": [\(row)]}")
        }
        return "{\"version\": 1, \"app\": \"Large\", \"coordinators\": [\(parts.joined(separator: ",\n"))]}"
    }

    @Test func anAppOfOneCoordinatorIsDrawnInFullHoweverWide() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // One screen presenting 40 others: far wider than 5:1, and still one coordinator.
        let sheets = (0..<40).map { "{\"on\": \"open\($0)\", \"action\": \"present\", \"screen\": \"S\($0)\"}" }.joined(separator: ", ")
        let screens = (0..<40).map { "{\"name\": \"S\($0)\", \"transitions\": [{\"on\": \"close\", \"action\": \"dismiss\"}]}" }.joined(separator: ", ")
        let file = directory.appendingPathComponent("hub.json")
        try Data("{\"version\": 1, \"app\": \"Hub\", \"coordinators\": [{\"name\": \"App\", \"root\": true, \"start\": [{\"screen\": \"Home\"}], \"screens\": [{\"name\": \"Home\", \"transitions\": [\(sheets)]}, \(screens)]}]}".utf8).write(to: file)
        let result = try CLIRunner.run("render", file.path, "--format", "dot")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("digraph flows {"))
        #expect(result.stderr.isEmpty)
    }

    @Test func noLegendLeavesTheLegendOut() throws {
        let with = try CLIRunner.run("render", Repository.sample("movies"), "--format", "dot")
        let without = try CLIRunner.run("render", Repository.sample("movies"), "--format", "dot", "--no-legend")
        #expect(with.stdout.contains("<B>Legend</B>"))
        #expect(without.status == 0 && !without.stdout.contains("Legend"))
    }

    @Test func overviewAndFullExcludeEachOther() throws {
        let result = try CLIRunner.run("render", Repository.sample("movies"), "--overview", "--full")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--overview and --full exclude each other."))
        let focus = try CLIRunner.run("render", Repository.sample("movies"), "--overview", "--focus", "X")
        #expect(focus.status == 64)
    }
}
