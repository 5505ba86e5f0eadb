#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic on strings (no file-system access but the current directory, which makes a
/// relative path absolute), so outputs never depend on the machine.
public enum LexicalPath {
    /// `path` with `.` segments and repeated slashes removed and `..` resolved where it can be.
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var segments = [Substring]()
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                if let last = segments.last, last != ".." {
                    segments.removeLast()
                } else if !absolute {
                    segments.append(segment)
                }
            default: segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The directory part of `path` (`.` when it has none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` resolved against `directory` unless it is absolute.
    public static func resolved(_ path: String, against directory: String) -> String {
        path.hasPrefix("/") ? normalized(path) : normalized(directory + "/" + path)
    }

    /// `path` made absolute against the current directory (unless it already is) and normalised.
    /// Every computation between two paths starts here, so an absolute path and a relative one
    /// can be compared.
    public static func absolute(_ path: String) -> String {
        resolved(path, against: currentDirectory())
    }

    /// `path` as seen from `directory`, e.g. `../Sources/App.swift`. Both are made absolute
    /// first (``absolute(_:)``), so either may be relative to the current directory or absolute.
    public static func relative(_ path: String, from directory: String) -> String {
        let target = absolute(path).split(separator: "/")
        let base = absolute(directory).split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] {
            common += 1
        }
        let parts = Array(repeating: Substring(".."), count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `path` is `directory` or lies under it (both made absolute first).
    public static func isWithin(_ path: String, _ directory: String) -> Bool {
        let target = absolute(path).split(separator: "/")
        let base = absolute(directory).split(separator: "/")
        return target.count >= base.count && Array(target.prefix(base.count)) == base
    }

    private static func currentDirectory() -> String {
        guard let buffer = getcwd(nil, 0) else { return "/" }
        defer { free(buffer) }
        return String(cString: buffer)
    }
}
