@testable import FlowvizScan
import FlowvizTestSupport
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The scanner's cheap readings of syntax text (SyntaxText.swift) say what swift-syntax's own do.
@Suite struct SyntaxTextTests {
    /// Every Swift source of the sample apps.
    static func sampleSources() -> [URL] {
        let files = FileManager.default.enumerator(at: Repository.samples, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.sorted { $0.path < $1.path }
    }

    @Test func trimmedSourceIsTrimmedDescriptionOnEveryNodeOfTheSamples() throws {
        let files = Self.sampleSources()
        #expect(files.count > 20)
        var nodes = 0
        for file in files {
            let tree = Parser.parse(source: try String(contentsOf: file, encoding: .utf8))
            for token in tree.tokens(viewMode: .sourceAccurate) {
                // The token and each node it starts, up to the file.
                var node: Syntax? = Syntax(token)
                while let current = node, current.firstToken(viewMode: .sourceAccurate)?.id == token.id {
                    #expect(current.trimmedSource == current.trimmedDescription, "\(file.lastPathComponent): \(current.kind)")
                    nodes += 1
                    node = current.parent
                }
            }
        }
        #expect(nodes > 10_000)
    }

    /// An attribute's name read from its one token is the name's trimmed text, on every
    /// attribute of the Samples and on written-out odd ones.
    @Test func anAttributesNameTextIsItsTrimmedSource() throws {
        let odd = """
        @objc(named:) @available(iOS 15, *) @`IBAction` @Module.Wrapper @Wrapper<Int> @ /* c */ IBAction @MainActor
        func f() {}
        @
        func g() {}
        """
        var attributes = 0
        for text in try Self.sampleSources().map({ try String(contentsOf: $0, encoding: .utf8) }) + [odd] {
            for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
                guard let attribute = token.parent?.as(AttributeSyntax.self), token == attribute.atSign else { continue }
                attributes += 1
                #expect(attribute.nameText == attribute.attributeName.trimmedSource, "\(attribute.trimmedSource)")
            }
        }
        #expect(attributes > 50)
    }

    @Test func trimmedSourceKeepsInnerTriviaAndDropsOuter() throws {
        let tree = Parser.parse(source: "  // lead\n  let x = a . b ( /* in */ c )  // trail\n")
        let statement = try #require(tree.statements.first)
        #expect(statement.trimmedSource == "let x = a . b ( /* in */ c )")
        #expect(statement.trimmedSource == statement.trimmedDescription)
    }

    @Test func aPropertyPathIsReadFromItsTokensAndNothingElseIsOne() {
        func path(_ code: String) -> [String]? {
            let tree = Parser.parse(source: "_ = \(code)")
            let sequence = tree.statements.first?.item.as(SequenceExprSyntax.self)
            return sequence.flatMap { Array($0.elements).last }.flatMap(Interpreter.propertyPath)
        }
        #expect(path("self.model?.router!") == ["self", "model", "router"])
        #expect(path("try router") == ["router"])
        #expect(path("router.push()") == nil)
        #expect(path("routers[0]") == nil)
        #expect(path("model /* note */ .router") == nil)
    }

    @Test func theScannerTakesNoTrimmedDescription() throws {
        let folder = Repository.url("Sources/FlowvizScan")
        let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        let files = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 50)
        for file in files where file.lastPathComponent != "SyntaxText.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains(".trimmedDescription"), "\(file.lastPathComponent) copies trees: use trimmedSource")
        }
    }

    @Test func aCallSetFindsCallsAsTheTextWritesThem() {
        let calls = SwiftUIHolderIndex.CallSet(["StatusRow(item)\n.withLinks(\n   route: x)", "VStack { Row(x) }"])
        #expect(calls.calls("Row"))
        #expect(calls.calls("StatusRow"))
        #expect(!calls.calls("Status"))
        #expect(calls.calls("withLinks", label: "route"))
        #expect(!calls.calls("withLinks", label: "rout"))
        #expect(!calls.calls("VStack"))  // a trailing closure is no `(`
        // A call never spans two pieces of code.
        #expect(!SwiftUIHolderIndex.CallSet(["Row", "(x)"]).calls("Row"))
        // A name that is no plain identifier is searched in the text.
        #expect(SwiftUIHolderIndex.CallSet(["a.b(1)"]).calls("a.b"))
    }

    /// The byte-level reading of identifier characters answers what Unicode's properties do.
    @Test func identifierCharactersReadByByteMatchUnicodesAnswer() {
        let characters: [Character] = ["a", "Z", "0", "9", "_", ".", "?", "(", " ", "-", "`", "@", "[", "{", "é", "ß", "Ω", "١", "→", "🙂", "e\u{301}"]
        for character in characters {
            #expect(IdentifierText.isIdentifier(character) == (character.isLetter || character.isNumber || character == "_"), "\(character)")
            #expect(IdentifierText.startsName(character) == (character.isLetter || character == "_"), "\(character)")
        }
        for text in ["router", "Route2", "self.router", "café", "a→b", "", "_x"] {
            #expect(IdentifierText.isIdentifier(text) == text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }, "\(text)")
        }
    }

    /// ASCII code is read by bytes, other code by characters: both find the same calls.
    @Test func aCallSetReadsASCIIAndOtherTextAlike() {
        let code = "StatusRow(item)\n.withLinks(\n\t route: x) // ok\nlet a_1 = Row2( label:y)"
        let other = code + " // café"
        for calls in [SwiftUIHolderIndex.CallSet([code]), SwiftUIHolderIndex.CallSet([other])] {
            #expect(calls.calls("StatusRow") && calls.calls("withLinks", label: "route") && calls.calls("Row2", label: "label"))
            #expect(!calls.calls("Row") && !calls.calls("a_1") && !calls.calls("Row2", label: "y"))
        }
        // A letter that is not ASCII is part of a name: `caféRow(` calls `caféRow`, not `Row`.
        let accented = SwiftUIHolderIndex.CallSet(["caféRow(x)"])
        #expect(accented.calls("caféRow") && !accented.calls("Row"))
    }
}
