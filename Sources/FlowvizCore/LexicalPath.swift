/// Path arithmetic on strings only (no file-system access), so outputs never depend on the machine.
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

    /// `path` as seen from `directory`; both absolute, or both relative to the same place.
    /// `nil` when they are not comparable (one absolute, the other relative), or `directory`
    /// climbs above its starting point.
    public static func relative(_ path: String, from directory: String) -> String? {
        guard path.hasPrefix("/") == directory.hasPrefix("/") else { return nil }
        let target = normalized(path).split(separator: "/").filter { $0 != "." }
        let base = normalized(directory).split(separator: "/").filter { $0 != "." }
        if base.contains("..") { return nil }
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common], target[common] != ".." {
            common += 1
        }
        let parts = Array(repeating: Substring(".."), count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
