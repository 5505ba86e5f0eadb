import FlowvizJSON
import FlowvizSamples
import FlowvizScan
import FlowvizTestSupport
import Foundation
import Testing

/// The Samples, and the canonical form of each, validate against the JSON Schema.
///
/// Validation uses Python's `jsonschema` (Draft 2020-12), a reference implementation;
/// `Scripts/bootstrap.sh` installs it. A missing validator fails the test rather than skipping.
@Suite struct SchemaTests {
    /// Validates `documents` (name → JSON text) against the schema; returns (exit status, output).
    static func validate(_ documents: [(String, String)]) throws -> (status: Int32, output: String) {
        try JSONSchemaValidator.validate(
            documents.map { (name: $0.0, text: $0.1) },
            against: Repository.schemas.appendingPathComponent("flowviz-v1.schema.json"), draft: .draft2020_12
        )
    }

    @Test func samplesAndTheirCanonicalFormsValidate() throws {
        var documents = [(String, String)]()
        for sample in SampleCatalog.all {
            let path = Repository.sample(sample.jsonFileName)
            documents.append((sample.jsonFileName, try String(contentsOfFile: path, encoding: .utf8)))
            let canonical = CanonicalWriter.string(for: try JSONGraphLoader.load(contentsOf: path))
            documents.append(("canonical-" + sample.jsonFileName, canonical))
        }
        let (status, output) = try Self.validate(documents)
        #expect(status == 0, "schema validation failed (is python3 with jsonschema installed? run Scripts/bootstrap.sh):\n\(output)")
    }

    /// Lifetimes and unknown facts, as written by the canonical writer, validate; a bad aspect
    /// is rejected by both the schema and the loader.
    @Test func lifetimesAndUnknownsValidate() throws {
        let text = #"""
            {"version": 1, "coordinators": [
              {"name": "App", "root": true, "container": "tabBar", "start": [{"coordinator": "Feed"}]},
              {"name": "Feed", "attachment": "horizontal", "lifetime": "bounded", "start": [], "screens": [{"name": "Posts"}]}
            ], "unknowns": [{"aspect": "start", "coordinator": "Feed", "reason": "lazy", "source": "Feed.swift:3:5"},
                            {"aspect": "retention", "coordinator": "App", "child": "Feed", "reason": "a helper"}]}
            """#
        let canonical = CanonicalWriter.string(for: try JSONGraphLoader.load(string: text, file: "tabs.json"))
        #expect(canonical.contains("\"lifetime\" : \"bounded\"") || canonical.contains("\"lifetime\": \"bounded\""))
        let (status, output) = try Self.validate([("tabs.json", text), ("canonical-tabs.json", canonical)])
        #expect(status == 0, "\(output)")
        let bad = #"{"version": 1, "coordinators": [{"name": "A", "root": true, "start": []}], "unknowns": [{"aspect": "everything", "coordinator": "A", "reason": "r"}]}"#
        let (badStatus, _) = try Self.validate([("bad-aspect.json", bad)])
        #expect(badStatus == 1)
        #expect(throws: (any Error).self) { try JSONGraphLoader.load(string: bad) }
    }

    @Test func schemaRejectsWhatTheLoaderRejects() throws {
        let documents = [
            ("unknown-field.json", #"{"version": 1, "coordinators": [{"name": "A", "root": true, "start": [], "atachment": "vertical"}]}"#),
            ("bad-action.json", #"{"version": 1, "coordinators": [{"name": "A", "root": true, "start": [], "screens": [{"name": "S", "transitions": [{"on": "t", "action": "show"}]}]}]}"#),
        ]
        for document in documents {
            let (status, output) = try Self.validate([document])
            #expect(status == 1, "\(document.0) should fail validation: \(output)")
            #expect(output.contains(document.0))
            #expect(throws: (any Error).self) { try JSONGraphLoader.load(string: document.1) }
        }
    }
}

/// What `flowviz scan` writes for the Swift sample apps validates against the schema too.
@Suite struct ScannedSchemaTests {
    @Test func scannedSampleAppsValidate() throws {
        var documents = [(String, String)]()
        for app in ["PhotoStore", "Shopping", "Movies", "RootLogin", "Pantry", "Trips", "Podcasts"] {
            let sources = Repository.url("Samples/\(app)/Sources").path
            let graph = try SwiftScanner.scan(directory: sources).graph
            #expect(!graph.coordinators.isEmpty)
            documents.append(("scanned-\(app).json", CanonicalWriter.string(for: graph, sources: .write(document: "flows.json"))))
        }
        let (status, output) = try SchemaTests.validate(documents)
        #expect(status == 0, "schema validation failed:\n\(output)")
    }
}
