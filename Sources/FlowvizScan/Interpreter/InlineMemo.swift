/// What inlining one of the coordinator's methods did, kept for the next call with the same
/// inputs: the effects it recorded, what it stored in `self`, and its result.
///
/// Helpers that call each other through closures run in place (an alert's action, a service's
/// completion) are otherwise walked once per path through the coordinator's calls: a 2,000-line
/// coordinator inlined its `push` helper 1,574 times. A second call with the same origin,
/// arguments, stored values and model owner replays the first call's effects instead, so the
/// graph is the same and the walk is once per distinct input.
///
/// The conditions a call is made under are no input: the body runs under the placeholder
/// ``callerConditions``, and each replay puts the caller's conditions in its place. Effects
/// recorded in a frame of their own (a pop's, a swipe's) do not start with it and are kept as
/// they are.
struct InlineMemo {
    /// Stands for the caller's conditions while a body is walked; never in a finished effect.
    static let callerConditions = "\u{1}caller's conditions"

    /// A call's inputs. Values compare strictly: a closure by its syntax and what it captured.
    struct Key: Hashable {
        var method: String
        var origin: Origin
        var arguments: [StrictValue]
        var stored: [String: StrictValue]
        var modelOwner: String?
    }

    /// A call's outcome.
    struct Outcome {
        var value: Value
        var stored: [String: Value]
        var effects: [Effect]
        /// The screen a model being made is handed to, after the call (it may take it).
        var modelOwner: String?
    }

    /// An outcome and what of its caller's call stack it depended on: the code it asked to enter
    /// (``Interpreter/mayEnter(_:_:)``), which of that was already running, and how deep it went.
    private struct Entry {
        var outcome: Outcome
        var asked: Set<String>
        var running: Set<String>
        var depth: Int
        var deepest: Int
    }

    /// A walk under way: where its questions start in the log, and the deepest before it.
    struct Walk {
        fileprivate var keys: Int
        fileprivate var sets: Int
        fileprivate var deepest: Int
    }

    private var entries = [Key: [Entry]]()
    /// The questions asked during the walks under way, one by one or as a replayed call's set.
    private var askedKeys = [String]()
    private var askedSets = [Set<String>]()
    private var deepest = 0
    private var walks = 0

    /// Notes that code under `key` was asked to enter from a stack `depth` deep.
    mutating func noteEntry(_ key: String, depth: Int) {
        guard walks > 0 else { return }
        askedKeys.append(key)
        deepest = max(deepest, depth)
    }

    /// The outcome of a call like this one whose walk would be the same from `stack`: the code
    /// it asked to enter is running in `stack` exactly where it was, and no depth limit differs.
    mutating func outcome(for key: Key, under stack: [String]) -> Outcome? {
        guard let found = entries[key]?.first(where: { Self.holds($0, under: stack) }) else { return nil }
        if walks > 0 {
            askedSets.append(found.asked)
            deepest = max(deepest, found.deepest - found.depth + stack.count)
        }
        return found.outcome
    }

    private static func holds(_ entry: Entry, under stack: [String]) -> Bool {
        let limit = Interpreter.maximumDepth
        let offset = entry.deepest - entry.depth
        guard stack.count == entry.depth || entry.deepest < limit && stack.count + offset < limit else { return false }
        return running(of: entry.asked, in: stack) == entry.running
    }

    /// Which of the code `asked` about is running in `stack`.
    private static func running(of asked: Set<String>, in stack: [String]) -> Set<String> {
        Set(stack.filter(asked.contains))
    }

    mutating func beginWalk() -> Walk {
        defer { walks += 1; deepest = 0 }
        return Walk(keys: askedKeys.count, sets: askedSets.count, deepest: deepest)
    }

    /// Keeps `outcome`, the result of the walk begun as `walk` from `stack`.
    mutating func endWalk(_ walk: Walk, _ key: Key, _ outcome: Outcome, under stack: [String]) {
        var asked = Set(askedKeys[walk.keys...])
        for set in askedSets[walk.sets...] { asked.formUnion(set) }
        let running = Self.running(of: asked, in: stack)
        let reached = max(deepest, stack.count)
        if entries[key, default: []].count < 4 {
            entries[key, default: []].append(Entry(outcome: outcome, asked: asked, running: running, depth: stack.count, deepest: reached))
        }
        walks -= 1
        deepest = max(walk.deepest, reached)
        if walks == 0 {
            askedKeys.removeAll(keepingCapacity: true)
            askedSets.removeAll(keepingCapacity: true)
        }
    }
}

extension Effect {
    /// This effect recorded by a memoized call, for a caller under `conditions`.
    func underConditions(_ conditions: [String]) -> Effect {
        guard self.conditions.first == InlineMemo.callerConditions else { return self }
        var effect = self
        effect.conditions = conditions + self.conditions.dropFirst()
        return effect
    }
}

/// A ``Value`` compared with everything it holds: ``Value``'s own equality ignores what a
/// closure captured (its identity is its syntax), which is right for scheduling but not for
/// reusing what a call did.
struct StrictValue: Hashable {
    let value: Value

    static func == (lhs: StrictValue, rhs: StrictValue) -> Bool { same(lhs.value, rhs.value) }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }

    private static func same(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case let (.closure(left, leftCaptures, leftFile), .closure(right, rightCaptures, rightFile)):
            return left.id == right.id && leftFile == rightFile && same(leftCaptures, rightCaptures)
        case let (.tuple(left), .tuple(right)):
            return same(left, right)
        case let (.list(left), .list(right)):
            return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
        case let (.route(leftName, left, leftType), .route(rightName, right, rightType)):
            return leftName == rightName && leftType == rightType && left.count == right.count
                && zip(left, right).allSatisfy { same($0, $1) }
        default:
            return lhs == rhs
        }
    }

    private static func same(_ lhs: Environment, _ rhs: Environment) -> Bool {
        lhs.creator == rhs.creator && same(lhs.values, rhs.values)
    }

    private static func same(_ lhs: [String: Value], _ rhs: [String: Value]) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { name, value in rhs[name].map { same(value, $0) } ?? false }
    }
}
