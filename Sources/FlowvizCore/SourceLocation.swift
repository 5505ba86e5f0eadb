/// A position in an input: a JSON file, a DSL call site or a Swift source file.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file as the user named it (a path, or a `#fileID` for DSL call sites).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors and CI systems jump to.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// Orders optional locations for reports: unlocated first, then by file, line and column.
    /// `nil` when the two are equal, so callers can break the tie their own way.
    public static func precedes(_ lhs: SourceLocation?, _ rhs: SourceLocation?) -> Bool? {
        switch (lhs, rhs) {
        case (nil, nil): return nil
        case (nil, .some): return true
        case (.some, nil): return false
        case (let l?, let r?): return l == r ? nil : l < r
        }
    }
}
