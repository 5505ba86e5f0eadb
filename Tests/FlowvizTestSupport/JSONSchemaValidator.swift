import Foundation

/// JSON Schema validation by Python's `jsonschema`, a reference implementation
/// (`Scripts/bootstrap.sh` installs it). A missing validator is a failed run, never a pass.
public enum JSONSchemaValidator {
    /// The schema dialect to validate with.
    public enum Draft: String, Sendable {
        case draft7 = "Draft7Validator"
        case draft2020_12 = "Draft202012Validator"
    }

    /// Checks `schema` itself, then validates each document (file name → JSON text) against
    /// it, formats included. Status 0 when every document is valid, 1 when one is not (each
    /// error a line `name: path/in/document: message`), 2 when the validator cannot run (no
    /// `jsonschema`, an invalid schema, unreadable JSON); output is standard output and error.
    public static func validate(
        _ documents: [(name: String, text: String)], against schema: URL, draft: Draft
    ) throws -> (status: Int32, output: String) {
        let files = FileManager.default
        let directory = files.temporaryDirectory.appendingPathComponent("flowviz-schema-\(UUID().uuidString)")
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: directory) }
        var paths = [String]()
        for (name, text) in documents {
            let url = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, draft.rawValue, schema.path] + paths
        )
        return (result.status, result.stdout + result.stderr)
    }

    /// ``validate(_:against:draft:)`` for one document, named `document.json`.
    public static func validate(_ document: String, against schema: URL, draft: Draft) throws -> (status: Int32, output: String) {
        try validate([(name: "document.json", text: document)], against: schema, draft: draft)
    }

    private static let script = """
        import json, sys, traceback
        try:
            import jsonschema
            Validator = getattr(jsonschema, sys.argv[1])
            schema = json.load(open(sys.argv[2]))
            Validator.check_schema(schema)
            validator = Validator(schema, format_checker=Validator.FORMAT_CHECKER)
            bad = 0
            for path in sys.argv[3:]:
                for error in validator.iter_errors(json.load(open(path))):
                    bad += 1
                    print(path.split('/')[-1] + ': ' + '/'.join(str(p) for p in error.absolute_path) + ': ' + error.message)
        except Exception:
            traceback.print_exc()
            sys.exit(2)
        sys.exit(1 if bad else 0)
        """
}
