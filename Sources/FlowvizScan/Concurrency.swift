import Foundation

/// Per-position results written by concurrent workers (each position once).
final class UnsafeResults<Element>: @unchecked Sendable {
    private var storage: [Element?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ position: Int, _ value: Element) {
        lock.lock()
        storage[position] = value
        lock.unlock()
    }

    var values: [Element] { storage.compactMap { $0 } }
}

/// Counts finished files and reports them, at most every 1%.
final class ProgressCounter: @unchecked Sendable {
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?
    private var done = 0
    private let lock = NSLock()

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func advance() {
        guard let report else { return }
        lock.lock()
        done += 1
        let current = done
        lock.unlock()
        if current == total || current % max(1, total / 100) == 0 { report(current, total) }
    }
}

/// What a scan no longer needs (its syntax trees, indexes and interpreters), freed on another
/// thread: freeing them is a measurable share of a scan, and nothing waits for it.
final class BackgroundRelease: @unchecked Sendable {
    private var held: Any?

    private init(_ value: Any) { held = value }

    static func release(_ value: Any) {
        let box = BackgroundRelease(value)
        DispatchQueue.global(qos: .utility).async { box.held = nil }
    }
}
