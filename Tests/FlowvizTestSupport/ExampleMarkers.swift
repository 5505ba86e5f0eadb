/// Rule examples mark where each finding lands with `↓` (as SwiftLint's examples do): right
/// before the element at fault, in a JSON definition or a Swift source alike.
public enum ExampleMarkers {
    public static let marker: Character = "↓"

    /// A (line, column) in an example; columns count UTF-8 bytes from 1, as the JSON loader's
    /// and the scanner's locations do.
    public struct Position: Hashable, Comparable, CustomStringConvertible, Sendable {
        public var line: Int
        public var column: Int
        public init(line: Int, column: Int) { (self.line, self.column) = (line, column) }
        public static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
        public var description: String { "\(line):\(column)" }
    }

    /// The example without its markers, and the position of each marker in that text.
    public static func strip(_ example: String) -> (text: String, positions: [Position]) {
        var text = ""
        var positions = [Position]()
        var line = 1
        var column = 1
        for character in example {
            if character == marker {
                positions.append(Position(line: line, column: column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (text, positions)
    }
}
