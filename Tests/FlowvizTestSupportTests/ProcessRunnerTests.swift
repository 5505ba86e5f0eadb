import FlowvizTestSupport
import Foundation
import Testing

@Suite struct ProcessRunnerTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func statusOutputsAndStandardInput() throws {
        let result = try ProcessRunner.run(Self.shell, ["-c", "cat; echo oops >&2; exit 3"], stdin: Data("hello\n".utf8))
        #expect(result.status == 3)
        #expect(result.stdout == "hello\n")
        #expect(result.stderr == "oops\n")
    }

    @Test func withoutStandardInputTheChildReadsNothing() throws {
        let result = try ProcessRunner.run(Self.shell, ["-c", "cat"], timeout: 30)
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func workingDirectoryAndEnvironment() throws {
        let directory = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        let result = try ProcessRunner.run(
            Self.shell, ["-c", "pwd -P; echo \"${FLOWVIZ_SUPPORT_A-unset} ${HOME-unset}\""],
            in: directory, environment: ["FLOWVIZ_SUPPORT_A": "set", "HOME": nil]
        )
        #expect(result.stdout == directory.path + "\nset unset\n")
    }

    @Test func largeOutputsDoNotBlock() throws {
        let result = try ProcessRunner.run(Self.shell, ["-c", "head -c 3000000 /dev/zero; head -c 2000000 /dev/zero >&2"])
        #expect(result.status == 0)
        #expect(result.standardOutput.count == 3_000_000)
        #expect(result.standardError.count == 2_000_000)
    }

    @Test func aRunPastItsTimeLimitIsEndedAndThrows() {
        let start = Date()
        #expect(throws: ProcessRunner.TimedOut.self) {
            try ProcessRunner.run(URL(fileURLWithPath: "/bin/sleep"), ["30"], timeout: 0.5)
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }
}
