import CGraphviz
import FlowvizRender
import Foundation

/// Serialises every cgraph/gvc call in the process: libcgraph and libgvc keep global
/// state (lexer, error handler, string pools, dot's statics) and crash when used from
/// several threads, even with separate contexts.
let graphvizLock = NSLock()

/// Process-wide Graphviz state, created on first use and guarded by `graphvizLock`.
/// One `GVC_t` is reused for every render and never freed: libgvc 2.42 leaks about 3.6 KB
/// in `gvconfig` per `gvContext()` (and more in `gvPluginList`), so a context per render
/// (created and released with `gvFreeContext`) would leak on every call. The plugin
/// configuration is therefore read once per process.
private struct SharedState {
    var context: OpaquePointer?
    /// Device formats of `context`, without the interactive ones.
    var formats: [String] = []
    /// What `gvcVersion(context)` says.
    var version: GraphvizVersion?
}
nonisolated(unsafe) private var shared = SharedState()

/// Freeing a laid-out graph (`gvFreeLayout`, `agclose`) is about a tenth of a large render,
/// work the `dot` binary skips by exiting. A render hands it to this queue and returns at
/// once; every Graphviz use first waits for it (with `graphvizLock` held), so it never
/// overlaps another Graphviz call and the next render starts from the same state.
private let releaseQueue = DispatchQueue(label: "flowviz.graphviz.release")
private let pendingReleases = DispatchGroup()

/// A rendered graph and what it owns, freed on ``releaseQueue``.
private struct GraphRelease: @unchecked Sendable {
    let library: GraphvizLibrary
    let context: OpaquePointer
    let graph: OpaquePointer
    let discipline: ParseDiscipline

    func run() {
        _ = library.agseterrf(discardingErrorHandler)   // messages while freeing (none expected) must not race the sink
        _ = library.gvFreeLayout(context, graph)
        _ = library.agclose(graph)
        discipline.deallocate()
    }
}

/// Renders DOT text in-process with libgvc's "dot" layout.
///
/// Thread-safe: calls from any number of threads are serialised on one process-wide lock.
/// Graphviz never writes to stderr; its messages become ``GraphvizError`` values or
/// warnings. Output is deterministic: the same DOT gives byte-identical output on every
/// call in a process (cluster order does not depend on heap addresses).
public struct GraphvizRenderer: Sendable {
    /// The result of a render together with Graphviz's non-fatal messages.
    public struct Output: Sendable, Equatable {
        /// The rendered document (UTF-8 text for "svg", binary for "png"/"pdf").
        public var bytes: [UInt8]
        /// Messages Graphviz reported without failing, e.g. a malformed HTML-like label
        /// (which Graphviz then renders as plain text). Empty for clean input.
        public var warnings: [String]
    }

    public init() {}

    /// Lays out `dot` with the "dot" engine and renders it in `format`.
    ///
    /// - Parameters:
    ///   - dot: DOT source holding exactly one graph.
    ///   - format: a Graphviz output format: "svg", or e.g. "png" / "pdf" where a plugin
    ///     for it is installed (here: cairo via the pango plugin).
    /// - Returns: the rendered bytes (UTF-8 for text formats). Non-fatal Graphviz
    ///   messages are dropped; use ``renderWithWarnings(dot:format:)`` to get them.
    public func render(dot: String, format: String = "svg") throws(GraphvizError) -> [UInt8] {
        try renderWithWarnings(dot: dot, format: format).bytes
    }

    /// Like ``render(dot:format:)``, and also returns Graphviz's non-fatal messages.
    public func renderWithWarnings(dot: String, format: String = "svg") throws(GraphvizError) -> Output {
        guard !format.isEmpty, !format.utf8.contains(0) else {
            throw .unknownFormat(format: format, available: [])
        }
        let (output, captured) = try StandardErrorCapture.run { () throws(GraphvizError) -> Output in
            graphvizLock.lock()
            defer { graphvizLock.unlock() }
            return try Self.renderLocked(dot: dot, format: format)
        }
        guard !captured.isEmpty else { return output }
        let lines = captured.split(separator: "\n").map { String($0) }
        return Output(bytes: output.bytes, warnings: output.warnings + lines)
    }

    /// The version of the Graphviz library in use, read from it at run time (`gvcVersion`);
    /// `nil` when Graphviz cannot be loaded, no context can be created or the text is not a version.
    public static var version: GraphvizVersion? {
        guard let library = try? GraphvizLibrary.shared() else { return nil }
        graphvizLock.lock()
        defer { graphvizLock.unlock() }
        pendingReleases.wait()
        prepareLocked(library)
        return shared.version
    }

    /// Routes Graphviz's messages to the handler and creates the shared context on first use;
    /// caller holds `graphvizLock`.
    private static func prepareLocked(_ library: GraphvizLibrary) {
        _ = library.agseterrf(graphvizErrorHandler)
        _ = library.agseterr(Int32(FV_AGWARN))          // report everything to the handler, nothing to stderr
        if shared.context == nil {
            fv_grow_agerr_buffer(library.agerr, 1 << 18)
            shared.context = library.gvContext()
            if let gvc = shared.context {
                shared.formats = outputFormats(gvc, library)
                shared.version = library.gvcVersion(gvc).flatMap { GraphvizVersion(String(cString: $0)) }
            }
        }
    }

    /// The whole pipeline; caller holds `graphvizLock`.
    private static func renderLocked(dot: String, format: String) throws(GraphvizError) -> Output {
        let library = try GraphvizLibrary.shared()
        pendingReleases.wait()
        prepareLocked(library)
        _ = library.agreseterrors()
        capturedMessages.reset()
        defer { capturedMessages.reset() }
        guard let gvc = shared.context else {
            throw .layoutFailed(message: "could not create a Graphviz context")
        }
        // No plugins at all means a missing config file: let gvLayout report that below.
        let formats = shared.formats
        guard formats.isEmpty || formats.contains(String(format.prefix { $0 != ":" })) else {
            throw .unknownFormat(format: format, available: formats)
        }

        let (graph, discipline) = try parse(dot, library)
        let layoutStart = capturedMessages.messages.count

        if library.gvLayout(gvc, graph, "dot") != 0 {
            _ = library.agclose(graph)
            discipline.deallocate()
            let messages = capturedMessages.texts(from: layoutStart)
            let text = messages.joined(separator: "\n")
            if text.contains("Layout type: \"dot\" not recognized") {
                throw .missingLayoutPlugin(message: text)
            }
            throw .layoutFailed(message: text.isEmpty ? "gvLayout returned an error" : text)
        }
        // dot gives up on ranking ("trouble in init_rank") and carries on, returning success
        // with ranks that are not a layout. That is a failure; the half-built layout is neither
        // drawn nor freed (dot's cleanup of it is not safe): the graph and its discipline are
        // leaked. Other messages leave a complete layout (an edge the router could not route,
        // a malformed HTML-like label drawn as text) and stay warnings.
        let layoutErrors = capturedMessages.texts(from: layoutStart, errorsOnly: true)
        if layoutErrors.contains(where: Self.abandonsLayout) {
            throw .layoutFailed(message: layoutErrors.joined(separator: "\n"))
        }
        // dot draws some edges between clusters twice; each of ours has one line.
        _ = library.keepFirstSpline(graph)
        // After the output is copied: free the graph off this thread (see `releaseQueue`).
        defer { releaseQueue.async(group: pendingReleases, execute: GraphRelease(library: library, context: gvc, graph: graph, discipline: discipline).run) }

        let renderStart = capturedMessages.messages.count
        var data: UnsafeMutablePointer<CChar>?
        var length: UInt64 = 0
        if library.gvRenderData(gvc, graph, format, &data, &length) != 0 {
            if let data { library.gvFreeRenderData(data) }
            let text = capturedMessages.texts(from: renderStart).joined(separator: "\n")
            if text.contains("not recognized") || text.contains("is unavailable") {
                throw .unknownFormat(format: format, available: formats)
            }
            throw .renderFailed(message: text.isEmpty ? "gvRenderData returned an error" : text)
        }
        guard let data else { throw .renderFailed(message: "Graphviz returned no data") }
        defer { library.gvFreeRenderData(data) }
        let bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
        return Output(bytes: bytes, warnings: capturedMessages.texts())
    }

    /// Whether a message of dot's says it gave up on the layout and went on with what it had.
    static func abandonsLayout(_ text: String) -> Bool {
        text.contains("trouble in init_rank")
    }

    /// Parses exactly one graph from `dot` with the deterministic id discipline.
    /// Reads until cgraph returns NULL so nothing stays buffered in its lexer.
    /// The caller must `agclose` the graph, then `deallocate` the discipline.
    private static func parse(_ dot: String, _ library: GraphvizLibrary) throws(GraphvizError) -> (OpaquePointer, ParseDiscipline) {
        let discipline = ParseDiscipline(library)
        let chan = Unmanaged.passRetained(MemoryReader(dot))
        defer { chan.release() }
        library.agsetfile(nil)              // no file name prefix in messages
        library.agreadline(1)               // line numbers restart for every input

        let start = capturedMessages.messages.count
        let first = library.agread(chan.toOpaque(), discipline.disc)
        let errorsInFirst = capturedMessages.texts(from: start, errorsOnly: true)
        var count = first == nil ? 0 : 1
        while let next = library.agread(chan.toOpaque(), discipline.disc) {
            count += 1
            _ = library.agclose(next)
        }
        let errors = capturedMessages.texts(from: start, errorsOnly: true)
        let failure: GraphvizError? =
            if first == nil, !errorsInFirst.isEmpty { .invalidDOT(message: errorsInFirst.joined(separator: "\n")) }
            else if errors.count > errorsInFirst.count { .invalidDOT(message: errors.joined(separator: "\n")) }
            else if count == 0 { .noGraph }
            else if count > 1 { .multipleGraphs(count: count) }
            else { nil }
        guard let first, failure == nil else {
            if let first { _ = library.agclose(first) }
            discipline.deallocate()
            throw failure ?? .noGraph
        }
        return (first, discipline)
    }

    /// Formats with an installed device plugin, minus the interactive ones that open
    /// windows ("x11", "xlib", "gtk") instead of producing a document.
    private static func outputFormats(_ gvc: OpaquePointer, _ library: GraphvizLibrary) -> [String] {
        var count: Int32 = 0
        guard let list = library.gvPluginList(gvc, "device", &count, nil) else { return [] }
        defer { free(list) }
        let names = (0..<Int(count)).compactMap { i -> String? in
            guard let name = list[i] else { return nil }
            defer { free(name) }
            return String(cString: name)
        }
        return names.filter { !["x11", "xlib", "gtk"].contains($0) }
    }
}
