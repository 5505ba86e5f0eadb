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
        guard let first = needle.first, start >= 0, haystack.count - start >= needle.count else { return nil }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { wanted in
                guard let base = hay.baseAddress, let word = wanted.baseAddress else { return nil }
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
    }
}
