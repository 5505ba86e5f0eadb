// libFuzzer harness for the `.flowviz.yml` parser and the baseline decoder (Scripts/fuzz.sh
// builds it with `-sanitize=fuzzer,address`; libFuzzer provides `main`).
//
// The same bytes go to both: as text (decoded as UTF-8, invalid sequences replaced) to
// `LintConfiguration.parse`, and as bytes to `Baseline.decode`. Each must give a value or
// errors, never crash, hang or trip the address sanitizer. A decoded baseline must also survive
// its canonical round trip: `encoded()` decodes to an equal baseline.
import FlowvizConfig
import FlowvizCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))

    do {
        _ = try LintConfiguration.parse(String(decoding: bytes, as: UTF8.self), file: ".flowviz.yml")
    } catch {
        guard !error.diagnostics.isEmpty else { fail("parse threw ConfigurationError with no diagnostics") }
    }

    let baseline: Baseline
    do {
        baseline = try Baseline.decode(bytes, file: "baseline.json")
    } catch {
        guard !error.diagnostics.isEmpty else { fail("decode threw BaselineError with no diagnostics") }
        if let unlocated = error.diagnostics.first(where: { $0.location == nil }) {
            fail("decode reported a problem without a location: \(unlocated)")
        }
        return 0
    }
    let encoded = baseline.encoded()
    do {
        let reloaded = try Baseline.decode(Array(encoded.utf8), file: "encoded.json")
        guard reloaded == baseline else { fail("the encoded baseline decodes to a different one\n\(encoded)") }
        guard reloaded.encoded() == encoded else { fail("the encoded baseline is not stable\n\(encoded)") }
    } catch {
        fail("the encoded baseline does not decode:\n\(error)\n--- encoded ---\n\(encoded)")
    }
    return 0
}

/// Reports a broken property and traps (the message goes to standard error), so libFuzzer
/// saves the input as a crash artifact.
func fail(_ message: String) -> Never {
    fatalError("FuzzConfigLoader: \(message)")
}
