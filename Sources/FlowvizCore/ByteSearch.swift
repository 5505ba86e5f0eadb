#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A search for bytes in bytes: the scanner's test of a file's text before it walks the file's
/// syntax, the SVG reader's search for a closing tag, the definition check of a JSON file.
public enum ByteSearch {
    /// Where `needle` first occurs in `haystack` at or after `start`; `nil` for an empty needle.
    public static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { wanted in firstIndex(of: wanted, in: hay, from: start) }
        }
    }

    /// Whether `needle` occurs in `haystack`, compared byte by byte: `String.contains` for a
    /// literal, without Foundation's bridge to `NSString` (slow on Linux). `false` for an empty needle.
    public static func occurs(_ needle: some StringProtocol, in haystack: some StringProtocol) -> Bool {
        var needle = String(needle)
        return needle.withUTF8 { wanted in
            if let found = haystack.utf8.withContiguousStorageIfAvailable({ firstIndex(of: wanted, in: $0, from: 0) }) { return found != nil }
            var copy = String(haystack)
            return copy.withUTF8 { firstIndex(of: wanted, in: $0, from: 0) } != nil
        }
    }

    private static func firstIndex(of wanted: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = wanted.first, start >= 0, hay.count - start >= wanted.count,
              let base = hay.baseAddress, let word = wanted.baseAddress else { return nil }
        let last = hay.count - wanted.count
        var position = start
        while position <= last {
            // memchr finds the first byte at memory speed; memcmp checks the rest there.
            guard let found = memchr(base + position, Int32(first), last - position + 1) else { return nil }
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + index, word, wanted.count) == 0 { return index }
            position = index + 1
        }
        return nil
    }
}
