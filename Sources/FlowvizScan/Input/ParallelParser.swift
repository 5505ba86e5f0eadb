import Dispatch
import FlowvizCore
import SwiftParser
import SwiftSyntax

/// One parsed file: its text, declarations and top-level code.
struct ParsedFile: @unchecked Sendable {
    var text: SourceText
    var declarations: [TypeDecl]
    var firstSyntaxError: SourceLocation?
    /// What each declaration's bodies and property initializers create, by declaring type.
    var creations: [(owner: String, creation: CreationFinder.Creation)] = []
    /// What top-level code and free functions create.
    var topLevelCreations: [CreationFinder.Creation] = []
    /// Push/present calls in each method, by declaring type (for `view_controller_navigates`).
    var selfNavigations: [(owner: String, call: SelfNavigationFinder.Call)] = []
    var directives: [Directive] = []
    /// The file's tree, for passes that read it only in some apps or files
    /// (``StinsenIndex/read(_:index:)``, ``RouteMentions``); `nil` for test code.
    var tree: SourceFileSyntax?
}

/// Parses files on every core.
enum ParallelParser {
    /// `rewritten`: files to parse with their per-target names qualified (``SourceTargets``),
    /// located as written.
    static func parse(
        _ sources: [(path: String, bytes: [UInt8])], rewritten: [String: QualifiedSource] = [:], progress: (@Sendable (Int, Int) -> Void)?
    ) -> [ParsedFile] {
        let results = UnsafeResults<ParsedFile>(count: sources.count)
        let counter = ProgressCounter(total: sources.count, report: progress)
        DispatchQueue.concurrentPerform(iterations: sources.count) { position in
            let source = sources[position]
            let qualified = rewritten[source.path]
            let parsedBytes = qualified?.bytes ?? source.bytes
            let tree = parsedBytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let text = SourceText(path: source.path, bytes: source.bytes, shifts: qualified?.shifts ?? [])
            let collector = DeclarationCollector(text: text)
            // Test code is not the app: a file importing a test framework is read for nothing.
            guard !TestCode.importsTestFramework(tree) else {
                results.set(position, ParsedFile(text: text, declarations: [], firstSyntaxError: nil))
                counter.advance()
                return
            }
            collector.walk(tree)
            let error = tree.hasError ? SyntaxErrorFinder.first(in: tree).map(text.location(of:)) : nil
            var file = ParsedFile(text: text, declarations: collector.types, firstSyntaxError: error)
            for declaration in collector.types {
                for method in declaration.methods where !method.body.isEmpty && CreationFinder.mayFind(in: parsedBytes, method.body) {
                    let found = CreationFinder.scan(method.body, text: text, parameters: method.parameters)
                    file.creations += found.creations.map { (declaration.name, $0) }
                    file.selfNavigations += found.navigations.map { (declaration.name, $0) }
                }
                for property in declaration.properties {
                    guard let initializer = property.initializer, CreationFinder.mayFind(in: parsedBytes, initializer) else { continue }
                    file.creations += CreationFinder.creations(in: initializer, text: text).map { (declaration.name, $0) }
                }
            }
            file.topLevelCreations = CreationFinder.topLevelCreations(in: tree, text: text)
            file.directives = text.directives()
            file.tree = tree
            results.set(position, file)
            counter.advance()
        }
        return results.values
    }
}

/// Finds the first node the parser could not read.
enum SyntaxErrorFinder {
    static func first(in tree: SourceFileSyntax) -> Syntax? {
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.isUnexpected {
            return Syntax(token)
        }
        return nil
    }
}

private extension TokenSyntax {
    var isUnexpected: Bool {
        var node = parent
        while let current = node {
            if current.is(UnexpectedNodesSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}

/// Test code, which a scan skips: files importing a test framework, `XCTestCase` subclasses.
enum TestCode {
    static let frameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]
    static let testCaseBases: Set<String> = ["XCTestCase", "QuickSpec", "AsyncSpec"]
    /// Kinds of test a folder is named after (`UITests`, `AppUITests`, `SnapshotTests`): never a feature.
    static let testKinds = ["UI", "Unit", "Accessibility", "Snapshot", "Screenshot", "Integration", "Performance", "E2E"]

    static func isHarnessFolder(_ name: String) -> Bool {
        testKinds.contains { name.hasSuffix($0 + "Tests") }
    }

    static func importsTestFramework(_ tree: SourceFileSyntax) -> Bool {
        for item in tree.statements {
            guard let importDecl = item.item.as(ImportDeclSyntax.self) else { continue }
            if let module = importDecl.path.first?.name.text, frameworks.contains(module) { return true }
        }
        return false
    }
}
