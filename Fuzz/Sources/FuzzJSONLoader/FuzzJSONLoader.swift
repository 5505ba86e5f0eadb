// libFuzzer harness for the JSON definition loader (Scripts/fuzz.sh builds it with
// `-sanitize=fuzzer,address`; libFuzzer provides `main`).
//
// Every input must either load into a graph or be refused with located errors; it must never
// crash, hang or trip the address sanitizer. An input that loads must also survive the canonical
// round trip: writing it with `CanonicalWriter` and loading that text again gives an equal graph
// (ignoring locations), and writing the reloaded graph gives the same text.
import FlowvizCore
import FlowvizJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let graph: AppGraph
    do {
        graph = try JSONGraphLoader.load(bytes: bytes, file: "fuzz.json")
    } catch {
        // Refused: with at least one error, and every problem located in the input.
        guard error.diagnostics.contains(where: { $0.severity == .error }) else {
            fail("load threw GraphLoadError without an error:\n\(error)")
        }
        if let unlocated = error.diagnostics.first(where: { $0.location == nil }) {
            fail("load reported a problem without a location: \(unlocated)")
        }
        return 0
    }
    let written = CanonicalWriter.string(for: graph)
    let reloaded: AppGraph
    do {
        reloaded = try JSONGraphLoader.load(string: written, file: "canonical.json")
    } catch {
        fail("the canonical form of a loaded graph does not load:\n\(error)\n--- canonical form ---\n\(written)")
    }
    guard reloaded.withoutLocations() == graph.withoutLocations() else {
        fail("the canonical form loads to a different graph\n--- canonical form ---\n\(written)")
    }
    let rewritten = CanonicalWriter.string(for: reloaded)
    guard rewritten == written else {
        fail("the canonical form is not stable\n--- first ---\n\(written)\n--- second ---\n\(rewritten)")
    }
    return 0
}

/// Reports a broken property and traps (the message goes to standard error), so libFuzzer
/// saves the input as a crash artifact.
func fail(_ message: String) -> Never {
    fatalError("FuzzJSONLoader: \(message)")
}
