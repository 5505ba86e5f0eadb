import CGraphviz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Graphviz's C libraries (libgvc, and libcgraph beneath it), loaded with `dlopen` when a render
/// first needs them: flowviz links no Graphviz library, so `lint`, `scan`, `path`, `rules`,
/// `explain` and the test libraries run where Graphviz is not installed.
///
/// ``shared()`` loads once per process (a lazily initialised `static let`, thread-safe) and
/// keeps the libraries loaded; a failure is kept too and thrown by every later call.
/// `FLOWVIZ_LIBGVC` names the libgvc to load instead of searching for it.
struct GraphvizLibrary: @unchecked Sendable {   // immutable C function addresses
    /// The environment variable naming the libgvc to load (a path, or a name `dlopen` finds).
    static let overrideVariable = "FLOWVIZ_LIBGVC"

    typealias ErrorHandler = @convention(c) (UnsafeMutablePointer<CChar>?) -> Int32

    // cgraph
    let agread: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<Agdisc_t>?) -> OpaquePointer?
    let agclose: @convention(c) (OpaquePointer?) -> Int32
    let agseterrf: @convention(c) (ErrorHandler?) -> ErrorHandler?
    let agseterr: @convention(c) (Int32) -> Int32
    let agreseterrors: @convention(c) () -> Int32
    let agsetfile: @convention(c) (UnsafePointer<CChar>?) -> Void
    let agreadline: @convention(c) (Int32) -> Void
    /// Variadic: called through `fv_grow_agerr_buffer`.
    let agerr: UnsafeMutableRawPointer
    let agfstnode: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let agnxtnode: @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer?
    let agfstout: @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer?
    let agnxtout: @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer?
    let aggetrec: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> UnsafeMutableRawPointer?
    /// cgraph's default memory discipline (`AgMemDisc`).
    let memoryDiscipline: OpaquePointer
    /// cgraph's default I/O discipline (`AgIoDisc`); its putstr and flush are used.
    let ioDiscipline: UnsafeMutablePointer<Agiodisc_t>

    // gvc
    let gvContext: @convention(c) () -> OpaquePointer?
    let gvcVersion: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let gvLayout: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    /// The length is an `unsigned int *` (to Graphviz 13 at least): pass zeroed storage of 8
    /// bytes and read it whole, which also holds should it become a `size_t *`.
    let gvRenderData: @convention(c) (
        OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<UInt64>?
    ) -> Int32
    let gvFreeRenderData: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void
    let gvFreeLayout: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    /// Its fourth parameter (an unused string, dropped in later releases) is passed as NULL.
    let gvPluginList: @convention(c) (
        OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?, UnsafePointer<CChar>?
    ) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?

    private static let loaded: Result<GraphvizLibrary, GraphvizError> = load(override: environmentOverride())

    /// The process's Graphviz, loaded on first use.
    ///
    /// - Throws: ``GraphvizError/libraryUnavailable(message:)`` naming what could not be loaded.
    static func shared() throws(GraphvizError) -> GraphvizLibrary {
        try loaded.get()
    }

    /// `FLOWVIZ_LIBGVC`, when set and not empty.
    static func environmentOverride() -> String? {
        guard let value = getenv(overrideVariable).map({ String(cString: $0) }), !value.isEmpty else { return nil }
        return value
    }

    /// Loads libgvc from `override` alone when given, else from the platform's usual names and
    /// places, and resolves every function flowviz calls.
    static func load(override: String?) -> Result<GraphvizLibrary, GraphvizError> {
        let candidates = override.map { [$0] } ?? Candidates.gvc
        var failures = [String]()
        var gvc: (handle: UnsafeMutableRawPointer, path: String)?
        for candidate in candidates {
            if let handle = dlopen(candidate, RTLD_NOW | RTLD_GLOBAL) { gvc = (handle, candidate); break }
            failures.append(dlerror().map { String(cString: $0) } ?? "\(candidate): cannot be loaded")
        }
        guard let gvc else {
            let source = override.map { "\(overrideVariable)=\($0)" } ?? "tried \(candidates.joined(separator: ", "))"
            return .failure(.libraryUnavailable(message: "\(source): \(failures.last ?? "not found")"))
        }
        do {
            let cgraph = Symbols.cgraph(beside: gvc.handle, loadedFrom: gvc.path)
            return .success(try GraphvizLibrary(gvc: Symbols(handle: gvc.handle, library: "libgvc"), cgraph: cgraph))
        } catch {
            return .failure(error)
        }
    }

    private init(gvc: Symbols, cgraph: Symbols) throws(GraphvizError) {
        agread = try cgraph.function("agread")
        agclose = try cgraph.function("agclose")
        agseterrf = try cgraph.function("agseterrf")
        agseterr = try cgraph.function("agseterr")
        agreseterrors = try cgraph.function("agreseterrors")
        agsetfile = try cgraph.function("agsetfile")
        agreadline = try cgraph.function("agreadline")
        agerr = try cgraph.address("agerr")
        agfstnode = try cgraph.function("agfstnode")
        agnxtnode = try cgraph.function("agnxtnode")
        agfstout = try cgraph.function("agfstout")
        agnxtout = try cgraph.function("agnxtout")
        aggetrec = try cgraph.function("aggetrec")
        memoryDiscipline = OpaquePointer(try cgraph.address("AgMemDisc"))
        ioDiscipline = try cgraph.address("AgIoDisc").assumingMemoryBound(to: Agiodisc_t.self)
        gvContext = try gvc.function("gvContext")
        gvcVersion = try gvc.function("gvcVersion")
        gvLayout = try gvc.function("gvLayout")
        gvRenderData = try gvc.function("gvRenderData")
        gvFreeRenderData = try gvc.function("gvFreeRenderData")
        gvFreeLayout = try gvc.function("gvFreeLayout")
        gvPluginList = try gvc.function("gvPluginList")
    }
}

/// The file names and places libgvc and libcgraph are looked for, most specific first.
private enum Candidates {
    #if canImport(Darwin)
    /// Homebrew on Apple silicon and on Intel, MacPorts; a bare name last (`dlopen`'s own search).
    static let directories = ["/opt/homebrew/lib/", "/usr/local/lib/", "/opt/local/lib/", ""]
    static let gvc = directories.flatMap { ["\($0)libgvc.dylib", "\($0)libgvc.6.dylib"] }
    static let cgraph = ["libcgraph.dylib", "libcgraph.6.dylib"]
    #else
    /// The runtime package's name first (`libgvc6`), then the development link.
    static let gvc = ["libgvc.so.6", "libgvc.so"]
    static let cgraph = ["libcgraph.so.6", "libcgraph.so"]
    #endif
}

/// One loaded library's symbols.
private struct Symbols {
    let handle: UnsafeMutableRawPointer
    let library: String

    /// cgraph's symbols: through libgvc's handle, which also searches the libraries libgvc
    /// loaded (its own libcgraph); failing that, libcgraph opened from libgvc's directory
    /// (`path`'s) or by name.
    static func cgraph(beside gvc: UnsafeMutableRawPointer, loadedFrom path: String) -> Symbols {
        if dlsym(gvc, "agread") != nil { return Symbols(handle: gvc, library: "libcgraph") }
        let directory = String(path.reversed().drop { $0 != "/" }.reversed())
        for name in Candidates.cgraph {
            if let handle = dlopen(directory + name, RTLD_NOW | RTLD_GLOBAL) ?? dlopen(name, RTLD_NOW | RTLD_GLOBAL) {
                return Symbols(handle: handle, library: "libcgraph")
            }
        }
        return Symbols(handle: gvc, library: "libcgraph")
    }

    func address(_ name: String) throws(GraphvizError) -> UnsafeMutableRawPointer {
        guard let symbol = dlsym(handle, name) else {
            throw .libraryUnavailable(message: "\(library) has no symbol \(name) (an unsupported Graphviz release?)")
        }
        return symbol
    }

    func function<F>(_ name: String) throws(GraphvizError) -> F {
        unsafeBitCast(try address(name), to: F.self)
    }
}
