import Foundation
import PackagePlugin

/// `swift package flowviz <command> [arguments]`: runs the flowviz CLI on the package, the way
/// SwiftLint's command plugin runs SwiftLint.
///
/// - `lint`, `render` and `scan` read the package's own Swift targets when no input is given
///   (`--target NAME`, repeatable, picks some; by default every non-test Swift target for `lint`,
///   and the only one for `render` and `scan`).
/// - Every other argument goes to the CLI unchanged, so outputs go where the command says
///   (`-o out/flows.svg`); relative paths are taken from the package's directory.
/// - Writing into the package needs SwiftPM's permission:
///   `swift package --allow-writing-to-package-directory flowviz render -o flows.svg`.
@main
struct FlowvizPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var forwarded = extractor.remainingArguments
        // SwiftPM passes `--` through when the user separates its options from the plugin's.
        if forwarded.first == "--" { forwarded.removeFirst() }

        if let command = forwarded.first, Self.commandsReadingTargets.contains(command), !Self.hasInput(forwarded.dropFirst()) {
            let directories = try Self.inputDirectories(
                of: context.package, named: targetNames, single: command != "lint", command: command
            )
            forwarded += directories
        } else if !targetNames.isEmpty {
            throw PluginError("--target selects inputs of lint, render and scan only, and only when no input path is given")
        }

        let tool = try context.tool(named: "flowviz")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = forwarded
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // flowviz has printed why; the plugin only carries the failure to `swift package`'s exit status.
            let how = process.terminationReason == .exit ? "exited with status \(process.terminationStatus)" : "was killed by signal \(process.terminationStatus)"
            Diagnostics.error("flowviz \(forwarded.first ?? "") \(how)")
            throw PluginError("flowviz \(how)")
        }
    }

    static let commandsReadingTargets: Set<String> = ["lint", "render", "scan"]

    /// The CLI's options that take a value: what follows them is not an input path.
    static let optionsWithValue: Set<String> = [
        "-o", "--output", "--reporter", "--config", "--baseline", "--write-baseline", "--format", "--focus",
        "--depth", "--max-nodes", "--app", "--color", "--input-kind",
    ]

    /// Whether the command's arguments name an input (a positional argument).
    static func hasInput(_ arguments: ArraySlice<String>) -> Bool {
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument == "--" { return true }
            if argument.hasPrefix("-") {
                skipNext = optionsWithValue.contains(argument)
                continue
            }
            return true
        }
        return false
    }

    /// The source directories of the package's Swift targets the command reads, relative to the package.
    static func inputDirectories(of package: Package, named names: [String], single: Bool, command: String) throws -> [String] {
        let modules = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        let chosen: [SwiftSourceModuleTarget]
        if names.isEmpty {
            chosen = modules.filter { $0.kind != .test }
        } else {
            chosen = try names.map { name in
                guard let module = modules.first(where: { $0.name == name }) else {
                    let known = modules.map(\.name).sorted().joined(separator: ", ")
                    throw PluginError("no Swift target named '\(name)' in package \(package.displayName) (its Swift targets: \(known))")
                }
                return module
            }
        }
        guard !chosen.isEmpty else { throw PluginError("package \(package.displayName) has no Swift target to \(command)") }
        if single, chosen.count > 1 {
            let names = chosen.map(\.name).sorted().joined(separator: ", ")
            throw PluginError("\(command) reads one target; choose one with --target (\(names))")
        }
        let root = package.directoryURL.standardizedFileURL.path
        return chosen.map { module in
            let path = module.directoryURL.standardizedFileURL.path
            return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }.sorted()
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
