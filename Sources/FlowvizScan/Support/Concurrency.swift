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

/// Work on runs of a list, on every core.
enum ConcurrentRuns {
    /// Splits `items` into at most `maximum` runs of about `size` items or more, calls `work` on
    /// each run on every core, and returns the runs' results in the list's order.
    static func map<Item, Result>(_ items: [Item], size: Int, maximum: Int, _ work: @escaping (ArraySlice<Item>) -> Result) -> [Result] {
        let runs = max(1, min(items.count / size, maximum))
        let results = UnsafeResults<Result>(count: runs)
        let shared = Unchecked(work), list = Unchecked(items)
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            let items = list.value
            results.set(run, shared.value(items[run * items.count / runs ..< (run + 1) * items.count / runs]))
        }
        return results.values
    }
}

/// A value concurrent workers only read.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
