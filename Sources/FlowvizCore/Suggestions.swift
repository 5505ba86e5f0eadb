/// Finds the candidate closest to a misspelled name, for "did you mean …?" hints.
public enum Suggestions {
    /// The closest candidate by edit distance, if it is close enough to be a plausible typo.
    public static func closest(to name: String, in candidates: some Collection<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let limit = max(2, min(target.count, best.name.count) / 3)
        if best.distance <= limit { return best.name }
        // A truncated name ("leaked_child" for "leaked_child_coordinator"): the shortest completion.
        let lowered = name.lowercased()
        guard lowered.count >= 4 else { return nil }
        return candidates.filter { $0.lowercased().hasPrefix(lowered) }.min { ($0.count, $0) < ($1.count, $1) }
    }

    /// ` (did you mean 'x'?)` or the empty string.
    public static func hint(for name: String, in candidates: some Collection<String>) -> String {
        closest(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
