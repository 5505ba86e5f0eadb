import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One finished child process: how it ended, what it printed, its wall-clock time and peak memory.
struct ChildProcess {
    var status: Int32
    var output: String
    /// From just before `posix_spawn` to `wait4` returning.
    var wallSeconds: Double
    /// The child's peak resident set size (`ru_maxrss` from `wait4`), in bytes. Linux starts a
    /// child's `ru_maxrss` at its parent's peak (the address space it replaced at exec), so
    /// this is only the child's own peak when the parent is small (see ``ChildModes``).
    var peakBytes: Int

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `path` with `arguments`, its stdout captured, its stderr inherited (or discarded),
    /// and waits for it.
    static func run(_ path: String, _ arguments: [String], discardStandardError: Bool = false) throws -> ChildProcess {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw Failure(description: "pipe failed: \(String(cString: strerror(errno)))") }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        if discardStandardError { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        let start = monotonicSeconds()
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(fds[1])
        guard spawned == 0 else {
            close(fds[0])
            throw Failure(description: "cannot start \(path): \(String(cString: strerror(spawned)))")
        }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count > 0 { output += buffer[0..<count] } else if count == 0 || errno != EINTR { break }
        }
        close(fds[0])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = monotonicSeconds() - start
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)           // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss) * 1024    // kilobytes on Linux
        #endif
        return ChildProcess(status: status, output: String(decoding: output, as: UTF8.self), wallSeconds: wall, peakBytes: peak)
    }

    /// Whether the child exited normally with status 0.
    var succeeded: Bool { status & 0x7f == 0 && (status >> 8) & 0xff == 0 }
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// This process's own peak resident set size in bytes: `VmHWM` of /proc/self/status, which
/// belongs to the address space exec created (`getrusage` elsewhere).
func ownPeakBytes() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") {
        return kilobytes * 1024
    }
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #endif
    #if canImport(Darwin)
    return Int(usage.ru_maxrss)
    #else
    return Int(usage.ru_maxrss) * 1024
    #endif
}
