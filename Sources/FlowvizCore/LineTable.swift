/// Converts byte offsets in one file's UTF-8 text into 1-based lines and columns (columns count
/// Unicode scalars, like every flowviz location). Every located reader uses it: JSON definitions,
/// baselines and Swift sources.
public struct LineTable: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Element `k`: the Unicode scalars between the start of the line holding byte
    /// `k * blockSize` and that byte. A column is then counted from at most `blockSize` bytes
    /// back, not from the start of the line: a minified file is one long line, and counting from
    /// its start for every element made reading it quadratic (a 2.6 MB line took 37 s to load).
    private let blockColumns: [Int]
    private static let blockSize = 4096

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var blockColumns = [Int]()
        blockColumns.reserveCapacity(bytes.count / Self.blockSize + 1)
        var scalars = 0
        for (index, byte) in bytes.enumerated() {
            if index % Self.blockSize == 0 { blockColumns.append(scalars) }
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
                scalars = 0
            } else if byte & 0xC0 != 0x80 {
                scalars += 1
            }
        }
        self.lineStarts = starts
        self.blockColumns = blockColumns
    }

    /// The number of lines (a final line without a line feed counts).
    public var lineCount: Int { lineStarts.count }

    /// The 0-based index of the line holding byte `offset`.
    public func lineIndex(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The bytes of the 0-based line `index`, its line feed included.
    public func byteRange(ofLine index: Int) -> Range<Int> {
        let start = lineStarts[index]
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        return start..<end
    }

    /// The 1-based line and column of byte `offset`.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        let low = lineIndex(containing: offset)
        var column = 1
        var index = lineStarts[low]
        let end = min(offset, bytes.count)
        let block = min(end / Self.blockSize, blockColumns.count - 1)
        if block >= 0, block * Self.blockSize > index {
            index = block * Self.blockSize
            column += blockColumns[block]
        }
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    /// The location of byte `offset` in `file`.
    public func location(of offset: Int, in file: String) -> SourceLocation {
        let position = position(of: offset)
        return SourceLocation(file: file, line: position.line, column: position.column)
    }
}
