import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with POSIX calls, so failures carry the system's reason
/// ("No such file or directory") on every platform.
enum FileReading {
    struct Failure: Error {
        /// `strerror` of the failing call.
        var reason: String
    }

    static func read(_ path: String) -> Result<[UInt8], Failure> {
        func failure() -> Failure { Failure(reason: String(cString: strerror(errno))) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure()) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(failure())
            }
            if count == 0 { return .success(bytes) }
            bytes += buffer[..<count]
        }
    }
}
