import CGraphviz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// cgraph "disciplines" used when parsing: an in-memory reader and a deterministic
// object-id allocator. Everything here runs with `graphvizLock` held.

// MARK: - Error capture

/// Messages Graphviz reported through `agseterrf` during the current render.
/// Only touched with `graphvizLock` held (the callback runs inside cgraph calls we make).
nonisolated(unsafe) var capturedMessages = MessageSink()

struct MessageSink {
    struct Message { var isError: Bool; var text: String }
    private(set) var messages: [Message] = []
    private var expectSeparator = false

    mutating func reset() { messages = []; expectSeparator = false }

    /// cgraph's `userout` calls the handler with "Error" or "Warning", then ": ",
    /// then the formatted text; continuation messages (AGPREV) come without a prefix.
    mutating func receive(_ piece: String) {
        if piece == "Error" || piece == "Warning" {
            messages.append(Message(isError: piece == "Error", text: ""))
            expectSeparator = true
        } else if expectSeparator && piece == ": " {
            expectSeparator = false
        } else {
            expectSeparator = false
            if messages.isEmpty { messages.append(Message(isError: false, text: "")) }
            messages[messages.count - 1].text += piece
        }
    }

    /// Keeps user-facing messages readable when they quote a huge token.
    static func shortened(_ text: String, limit: Int = 1000) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }

    /// All message texts from index `start` on, trimmed, empty ones dropped.
    func texts(from start: Int = 0, errorsOnly: Bool = false) -> [String] {
        messages[min(start, messages.count)...]
            .filter { !errorsOnly || $0.isError }
            .map { Self.shortened($0.text.trimmingWhitespace()) }
            .filter { !$0.isEmpty }
    }
}

/// Installed with `agseterrf`; must not capture anything.
let graphvizErrorHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Int32 = { text in
    if let text { capturedMessages.receive(String(cString: text)) }
    return 0
}

/// Installed while a graph is freed off the render path: drops whatever cgraph reports.
let discardingErrorHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Int32 = { _ in 0 }

extension String {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

// MARK: - In-memory reader (the `chan` given to agread)

final class MemoryReader {
    let bytes: [UInt8]
    var offset = 0
    init(_ text: String) { bytes = Array(text.utf8) }
}

/// `Agiodisc_t.afread`: hands the lexer one line at a time, like cgraph's own memory reader.
private let memoryRead: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<CChar>?, Int32) -> Int32 = {
    chan, buf, size in
    guard let chan, let buf, size > 0 else { return 0 }
    let reader = Unmanaged<MemoryReader>.fromOpaque(chan).takeUnretainedValue()
    var count = 0
    while reader.offset < reader.bytes.count && count < Int(size) {
        let byte = reader.bytes[reader.offset]
        buf[count] = CChar(bitPattern: byte)
        reader.offset += 1
        count += 1
        if byte == UInt8(ascii: "\n") { break }
    }
    return Int32(count)
}

// MARK: - Deterministic id discipline

/// cgraph's default id discipline uses the heap address of each interned name as the
/// object id, and dot orders subgraphs (clusters) by id, so layouts vary between renders
/// in one process. This discipline hands out ids in creation order instead, per root graph:
/// named objects get even ids above `namedBase` (so, as with heap addresses in a fresh
/// `dot` process, they sort after anonymous objects); anonymous objects get small odd ids.
final class IdState {
    static let namedBase: UInt64 = 1 << 40
    var ids: [[UInt8]: UInt64] = [:]
    var names: [UnsafeMutablePointer<CChar>] = []
    /// Starts at 3 like the `dot` binary, whose default discipline already gave 1 to
    /// the prototype graph, so anonymous root graphs are titled `%3` as there.
    var nextAnonymous: UInt64 = 3

    deinit { names.forEach { free($0) } }
}

private func idState(_ state: UnsafeMutableRawPointer?) -> IdState {
    Unmanaged<IdState>.fromOpaque(state!).takeUnretainedValue()
}

/// Allocates an `Agdisc_t` (with its id and io parts) for one `agread` call and the
/// lifetime of the graphs it returns. Call `deallocate` after the last `agclose`.
struct ParseDiscipline {
    let disc: UnsafeMutablePointer<Agdisc_t>
    private let id: UnsafeMutablePointer<Agiddisc_t>
    private let io: UnsafeMutablePointer<Agiodisc_t>

    /// Reads with `library`'s default memory discipline and its stdio writer.
    init(_ library: GraphvizLibrary) {
        id = .allocate(capacity: 1)
        id.initialize(to: Agiddisc_t(
            open: { _, _ in UnsafeMutableRawPointer(Unmanaged.passRetained(IdState()).toOpaque()) },
            map: { state, _, str, result, create in
                let s = idState(state)
                guard let str else {
                    guard create != 0 else { return 0 }
                    result?.pointee = s.nextAnonymous
                    s.nextAnonymous += 2
                    return 1
                }
                let key = Array(UnsafeRawBufferPointer(start: str, count: strlen(str)))
                if let known = s.ids[key] {
                    result?.pointee = known
                    return 1
                }
                guard create != 0, let copy = strdup(str) else { return 0 }
                let newID = IdState.namedBase + 2 * UInt64(s.names.count)
                s.names.append(copy)
                s.ids[key] = newID
                result?.pointee = newID
                return 1
            },
            alloc: { _, _, request in request & 1 == 0 ? 1 : 0 },
            free: { _, _, _ in },
            print: { state, _, id in
                let s = idState(state)
                guard id >= IdState.namedBase, id & 1 == 0 else { return nil }
                let index = Int((id - IdState.namedBase) / 2)
                return index < s.names.count ? s.names[index] : nil
            },
            close: { state in
                if let state { Unmanaged<IdState>.fromOpaque(state).release() }
            },
            idregister: { _, _, _ in }
        ))
        io = .allocate(capacity: 1)
        let stdio = library.ioDiscipline.pointee
        io.initialize(to: Agiodisc_t(afread: memoryRead, putstr: stdio.putstr, flush: stdio.flush))
        disc = .allocate(capacity: 1)
        disc.initialize(to: Agdisc_t(mem: library.memoryDiscipline, id: id, io: io))
    }

    func deallocate() {
        disc.deallocate()
        id.deallocate()
        io.deallocate()
    }
}
