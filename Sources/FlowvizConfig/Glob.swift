import FlowvizCore

/// Shell-style wildcard matching for `ignore` names and `included`/`excluded` paths.
///
/// Matching is case-sensitive, over Unicode scalars, and always against the whole string.
public enum Glob {
    /// Whether `name` matches `pattern`, where `*` matches any run of characters (`.` and `/`
    /// included, the empty run too) and `?` exactly one character. Every other character
    /// matches itself; there is no escaping and no character classes.
    public static func matchesName(_ pattern: String, _ name: String) -> Bool {
        var matcher = Matcher(pattern: Array(pattern.unicodeScalars), text: Array(name.unicodeScalars), paths: false)
        return matcher.match(0, 0)
    }

    /// Whether the path `path` matches `pattern`, both absolute and normalised.
    ///
    /// `*` matches any run of characters within one path component, `?` one character other
    /// than `/`, `**` any run including `/`, and `**/` zero or more whole directories
    /// (`a/**/b` matches `a/b` and `a/x/y/b`).
    public static func matchesPath(_ pattern: String, _ path: String) -> Bool {
        var matcher = Matcher(pattern: Array(pattern.unicodeScalars), text: Array(path.unicodeScalars), paths: true)
        return matcher.match(0, 0)
    }

    /// Whether `pattern` contains a wildcard.
    public static func isPattern(_ string: String) -> Bool {
        string.unicodeScalars.contains { $0 == "*" || $0 == "?" }
    }

    /// Backtracking matcher, memoised on (pattern index, text index) so it stays polynomial.
    private struct Matcher {
        let pattern: [Unicode.Scalar]
        let text: [Unicode.Scalar]
        let paths: Bool
        var memo: [Int: Bool] = [:]

        init(pattern: [Unicode.Scalar], text: [Unicode.Scalar], paths: Bool) {
            self.pattern = pattern
            self.text = text
            self.paths = paths
        }

        mutating func match(_ p: Int, _ t: Int) -> Bool {
            let key = p * (text.count + 1) + t
            if let known = memo[key] { return known }
            let result = compute(p, t)
            memo[key] = result
            return result
        }

        private mutating func compute(_ p: Int, _ t: Int) -> Bool {
            guard p < pattern.count else { return t == text.count }
            let character = pattern[p]
            if character == "*" {
                let doubleStar = paths && p + 1 < pattern.count && pattern[p + 1] == "*"
                if doubleStar {
                    let next = p + 2
                    // `**/` may also stand for no directory at all.
                    if next < pattern.count, pattern[next] == "/", match(next + 1, t) { return true }
                    for end in t...text.count where match(next, end) { return true }
                    return false
                }
                var end = t
                while true {
                    if match(p + 1, end) { return true }
                    guard end < text.count, !(paths && text[end] == "/") else { return false }
                    end += 1
                }
            }
            guard t < text.count else { return false }
            if character == "?" {
                return !(paths && text[t] == "/") && match(p + 1, t + 1)
            }
            return character == text[t] && match(p + 1, t + 1)
        }
    }
}

/// Lexical path handling: absolute paths with `.` and `..` removed, no file system access.
enum PathResolver {
    /// `path` made absolute against `base` (when relative) and normalised.
    static func absolute(_ path: String, against base: String) -> String {
        LexicalPath.resolved(path, against: base)
    }

    /// The directory containing `path` (`/` for a top-level entry).
    static func parent(of path: String) -> String {
        LexicalPath.directory(of: path)
    }

    /// `path` and each of its ancestors, nearest first, stopping before `/`.
    static func selfAndAncestors(_ path: String) -> [String] {
        var result: [String] = []
        var current = path
        while current != "/" && !current.isEmpty && current != "." {
            result.append(current)
            current = parent(of: current)
        }
        return result
    }
}
