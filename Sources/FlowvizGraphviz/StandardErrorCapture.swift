import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serialises captures: file descriptor 2 is process-wide, so two threads redirecting it at
/// once would restore each other's descriptors. Recursive, so a capture may nest in another
/// on the same thread (each restores what it found).
private let captureLock = NSRecursiveLock()

/// Captures what C code writes straight to file descriptor 2.
///
/// Parts of Graphviz (libpath's spline router, dot's asserts on the way to abort) write to
/// stderr with `fprintf` rather than through cgraph's error callback. While a render runs
/// fd 2 points at a temporary file; its text becomes a warning. Other threads writing to stderr
/// during that window are captured too: a documented cost of keeping Graphviz silent.
/// Take this before the Graphviz lock, never inside it, so the two locks have one order.
enum StandardErrorCapture {
    static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, captured: String) {
        captureLock.lock()
        defer { captureLock.unlock() }
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, let file = tmpfile() else { return (try body(), "") }
        dup2(fileno(file), STDERR_FILENO)
        func restore() -> String {
            fflush(nil)
            dup2(saved, STDERR_FILENO)
            close(saved)
            var text = [UInt8]()
            rewind(file)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = fread(&buffer, 1, buffer.count, file)
                if count <= 0 { break }
                text += buffer[0..<count]
            }
            fclose(file)
            return String(decoding: text, as: UTF8.self)
        }
        do {
            let result = try body()
            return (result, restore())
        } catch {
            _ = restore()
            throw error
        }
    }
}
