import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files so that a reader never sees a partial file.
public enum AtomicFile {
    /// An output file that could not be written; the message names the path and the reason.
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`.
    ///
    /// On failure the previous file at `path` (if any) is left untouched and no temporary
    /// file remains.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        // Split by hand: Foundation's `deletingLastPathComponent` traps on one-character names ("a", "-").
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw WriteError(path: path, reason: "it names a directory, not a file") }
        let temporary = directory + ".\(name).flowviz-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        func failure() -> WriteError { WriteError(path: path, reason: String(cString: strerror(errno))) }

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure() }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        if !ok || fsync(descriptor) != 0 {
            let error = failure()
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let error = failure()
            unlink(temporary)
            throw error
        }
    }
}
