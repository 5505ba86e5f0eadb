import FlowvizTestSupport
import Foundation
import Testing

@Suite struct FixtureTests {
    /// A fresh directory for one test's fixtures.
    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowviz-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func equalBytesMatch() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("a.txt")
        try Data("one\ntwo\n".utf8).write(to: url)
        let check = Fixture.check("one\ntwo\n", against: url, recording: false)
        #expect(check.matches)
        #expect(check.message.isEmpty)
    }

    @Test func aMismatchNamesTheFirstDifferingLine() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("a.txt")
        try Data("one\ntwo\nthree\n".utf8).write(to: url)
        let check = Fixture.check("one\nTWO\nthree\n", against: url, recording: false)
        #expect(!check.matches)
        #expect(check.message == "\(url.path) differs at line 2:\n  got      TWO\n  expected two")
        let shorter = Fixture.check("one\n", against: url, recording: false)
        #expect(!shorter.matches)
        #expect(shorter.message.hasSuffix("line 2:\n  got      \n  expected two"))
    }

    @Test func textsEqualAsStringsButNotAsBytesDoNotMatch() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("a.txt")
        try Data("caf\u{E9}\n".utf8).write(to: url)  // precomposed é
        let check = Fixture.check("cafe\u{301}\n", against: url, recording: false)  // e + combining accent
        #expect(!check.matches)
        #expect(check.message.contains("same lines, different bytes"))
    }

    @Test func aMissingFixtureFails() throws {
        let url = try scratch().appendingPathComponent("none.txt")
        let check = Fixture.check("anything", against: url, recording: false)
        #expect(!check.matches)
        #expect(check.message.hasPrefix("missing fixture "))
        #expect(check.message.contains("FLOWVIZ_RECORD_FIXTURES=1"))
    }

    @Test func recordingWritesTheBytesAndStillFails() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("new/dir/a.bin")
        let bytes = Data([0, 1, 2, 0xFF, 0x0A])
        let check = Fixture.check(bytes, against: url, recording: true)
        #expect(!check.matches)
        #expect(check.message == "recorded \(url.path), re-run without FLOWVIZ_RECORD_FIXTURES")
        #expect(try Data(contentsOf: url) == bytes)
        #expect(Fixture.check(bytes, against: url, recording: false).matches)
    }
}
