#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with POSIX calls, so failures carry the system's reason ("No such file or
/// directory") on every platform. Every reader of inputs (definitions, configuration, baselines,
/// Swift sources) goes through it.
public enum FileReading {
    /// Why a file could not be read.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// `strerror` of the failing call, or what was wrong ("is a directory").
        public var reason: String
        public var description: String { reason }
    }

    /// The whole file at `path`, or why it cannot be read.
    public static func read(_ path: String) -> Result<[UInt8], Failure> {
        func failure() -> Failure { Failure(reason: String(cString: strerror(errno))) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure()) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            return .failure(Failure(reason: String(cString: strerror(EISDIR))))
        }
        var bytes: [UInt8] = []
        if status.st_size > 0 { bytes.reserveCapacity(Int(status.st_size)) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            #if canImport(Darwin)
            let count = buffer.withUnsafeMutableBytes { Darwin.read(descriptor, $0.baseAddress, $0.count) }
            #elseif canImport(Glibc)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            #else
            let count = buffer.withUnsafeMutableBytes { Musl.read(descriptor, $0.baseAddress, $0.count) }
            #endif
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(failure())
            }
            if count == 0 { return .success(bytes) }
            bytes += buffer[..<count]
        }
    }

    /// The size of the file at `path` in bytes, when it can be found out without reading it.
    public static func size(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }
}
