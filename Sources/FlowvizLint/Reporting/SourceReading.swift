import FlowvizCore

/// How much of the app's navigation a scan of Swift sources read (Docs/DOMAIN.md: known and unknown):
/// the coordinators and screens found, and those with a part the scan could not follow.
///
/// An element is *not fully read* when a `not_fully_read` note is about it: a coordinator when a
/// note names it (its start, a send, a push or a child's bookkeeping it could not follow), a screen
/// when a note names that screen. The counts follow the notes, so what the summary counts is what
/// `--verbose` lists.
public struct SourceReading: Hashable, Sendable {
    /// The coordinators found.
    public var coordinators: Int
    /// The coordinators a note is about.
    public var notFullyRead: Int
    /// The screens found.
    public var screens: Int
    /// The screens a note is about.
    public var screensNotFullyRead: Int

    public init(coordinators: Int, notFullyRead: Int, screens: Int = 0, screensNotFullyRead: Int = 0) {
        self.coordinators = coordinators
        self.notFullyRead = notFullyRead
        self.screens = screens
        self.screensNotFullyRead = screensNotFullyRead
    }

    /// What a scan read, by the notes `not_fully_read` gives on `analysis`.
    public init(_ analysis: FlowAnalysis) {
        let facts = NotFullyReadRule.reportedFacts(analysis)
        let names = Set(analysis.graph.coordinators.map(\.name))
        let coordinators = Set(facts.map(\.coordinator)).intersection(names)
        let screens = Set(facts.compactMap { fact in fact.screen.map { "\(fact.coordinator)/\($0)" } })
        self.init(counting: analysis.graph)
        notFullyRead = coordinators.count
        screensNotFullyRead = screens.count
    }

    /// The coordinators and screens of `graph`, counted only (nothing said about what was read).
    public init(counting graph: AppGraph) {
        self.init(coordinators: graph.coordinators.count, notFullyRead: 0, screens: graph.coordinators.reduce(0) { $0 + $1.screens.count })
    }

    /// What a scan read of `graph`.
    public init(_ graph: AppGraph) { self.init(FlowAnalysis(graph)) }

    /// The coordinators and screens read with no gap, in percent of all found (100 with none found).
    public var readPercent: Int {
        let all = coordinators + screens
        guard all > 0 else { return 100 }
        return (all - notFullyRead - screensNotFullyRead) * 100 / all
    }

    /// `25 coordinators (21 not fully read), 104 screens (3 not fully read): 81 % read`; a count
    /// with nothing unread says so by its absence (`3 coordinators, 7 screens: all read`). A scan
    /// that found nothing says that, not that it read everything: `no coordinator navigation found`.
    public var summary: String {
        guard coordinators + screens > 0 else { return "no coordinator navigation found" }
        func part(_ count: Int, _ noun: String, unread: Int) -> String {
            count.counted(noun) + (unread > 0 ? " (\(unread) not fully read)" : "")
        }
        let read = readPercent == 100 ? "all read" : "\(readPercent) % read"
        return part(coordinators, "coordinator", unread: notFullyRead) + ", " + part(screens, "screen", unread: screensNotFullyRead) + ": " + read
    }

    /// Fewer than half of the coordinators found were read in full: what is reported covers only
    /// part of the app, and the report says so before any finding (``littleRead``).
    public var readsLittle: Bool {
        coordinators > 0 && (coordinators - notFullyRead) * 2 < coordinators
    }

    /// What a report says first when it ``readsLittle``: how much was read, that the findings
    /// cover only that, and where the reading is described.
    public var littleRead: String {
        "Only \(coordinators - notFullyRead) of \(coordinators.counted("coordinator")) were read in full: the findings below cover "
            + "only that part of the app's navigation. Docs/SCANNING.md lists what the scanner reads; --verbose lists what it could not."
    }

    /// The sum of two readings (a run that scanned several directories).
    public static func + (lhs: SourceReading, rhs: SourceReading) -> SourceReading {
        SourceReading(
            coordinators: lhs.coordinators + rhs.coordinators, notFullyRead: lhs.notFullyRead + rhs.notFullyRead,
            screens: lhs.screens + rhs.screens, screensNotFullyRead: lhs.screensNotFullyRead + rhs.screensNotFullyRead
        )
    }
}
