import FlowvizTestSupport
import Foundation
import Testing

@Suite struct RepositoryTests {
    @Test func rootHoldsThePackageManifestAndTheNamedDirectories() {
        let files = FileManager.default
        #expect(files.fileExists(atPath: Repository.root.appendingPathComponent("Package.swift").path))
        #expect(files.fileExists(atPath: Repository.fixtures.appendingPathComponent("Reporters").path))
        #expect(files.fileExists(atPath: Repository.schemas.appendingPathComponent("flowviz-v1.schema.json").path))
        #expect(files.fileExists(atPath: Repository.url("Samples/Shopping/Sources").path))
    }

    @Test func samplesAreNamedWithOrWithoutTheirExtension() {
        #expect(Repository.sample("movies") == Repository.sample("movies.json"))
        #expect(Repository.sample("movies") == Repository.root.path + "/Samples/JSON/movies.json")
        #expect(FileManager.default.fileExists(atPath: Repository.sample("movies")))
    }

    @Test func displayPathsAreRelativeInsideTheRepositoryOnly() {
        #expect(Repository.displayPath(Repository.url("Tests/Fixtures/CLI/lint.json")) == "Tests/Fixtures/CLI/lint.json")
        #expect(Repository.displayPath(URL(fileURLWithPath: "/tmp/x.txt")) == "/tmp/x.txt")
    }
}
