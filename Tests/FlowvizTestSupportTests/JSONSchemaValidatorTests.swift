import FlowvizTestSupport
import Foundation
import Testing

@Suite struct JSONSchemaValidatorTests {
    static let schema = #"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "when": {"type": "string", "format": "date-time"}}}"#

    func withSchema(_ text: String = schema, _ body: (URL) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-schema-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url)
    }

    @Test(arguments: [JSONSchemaValidator.Draft.draft7, .draft2020_12])
    func validAndInvalidDocuments(draft: JSONSchemaValidator.Draft) throws {
        try withSchema { schema in
            let valid = try JSONSchemaValidator.validate(#"{"name": "a", "when": "2024-01-02T03:04:05Z"}"#, against: schema, draft: draft)
            #expect(valid.status == 0, "\(valid.output)")
            let invalid = try JSONSchemaValidator.validate(
                [(name: "good.json", text: #"{"name": "a"}"#), (name: "bad.json", text: #"{"name": 1}"#)], against: schema, draft: draft)
            #expect(invalid.status == 1)
            #expect(invalid.output.hasPrefix("bad.json: name: "), "\(invalid.output)")
            #expect(!invalid.output.contains("good.json"))
        }
    }

    @Test func formatsAreChecked() throws {
        try withSchema { schema in
            let result = try JSONSchemaValidator.validate(#"{"name": "a", "when": "yesterday"}"#, against: schema, draft: .draft7)
            #expect(result.status == 1, "\(result.output)")
        }
    }

    @Test func aValidatorThatCannotRunIsNeitherValidNorInvalid() throws {
        try withSchema(#"{"type": 12}"#) { schema in
            let result = try JSONSchemaValidator.validate("{}", against: schema, draft: .draft2020_12)
            #expect(result.status == 2, "\(result.output)")
        }
        let missing = try JSONSchemaValidator.validate("{}", against: URL(fileURLWithPath: "/nonexistent/schema.json"), draft: .draft7)
        #expect(missing.status == 2)
    }
}
