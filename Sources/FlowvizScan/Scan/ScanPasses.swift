import Dispatch
import FlowvizCore

/// The scanner's passes, in the order they run, each in a file named after it. The order is
/// forced by what each pass reads; the reason is written beside each step.
enum ScanPasses {
    struct Output {
        var graph: AppGraph
        var skipped: [SkippedCode]
        var syntaxErrors: [SourceLocation]
        var inconsistencies: [Diagnostic]
        /// Every `flowviz:` directive comment found, for the check of their forms.
        var directives: [Directive]
    }

    static func run(
        _ sources: [(path: String, bytes: [UInt8])], storyboards: [(path: String, bytes: [UInt8])] = [], appName: String?,
        progress: (@Sendable (Int, Int) -> Void)?
    ) -> Output {
        // 1. Files (SourceFiles.swift) were listed and read by the caller: a scan of in-memory
        //    sources starts here.
        // 2. Parse and declarations (ParallelParser.swift): one walk per file, on every core,
        //    collects declarations, creations, self-navigation calls and directives; a later pass
        //    walks a tree again only in files whose text names what it looks for.
        var parsed = ParallelParser.parse(sources, progress: progress)
        // 2b. Targets (SourceTargets.swift): needs every file's declarations, to tell the types
        //     declared once per target; each target's files are parsed again with a coordinator
        //     so declared named by its target, so that every later pass reads each target apart.
        var targets = SourceTargets(parsed)
        var aliases = [TypeDecl]()
        // A name nothing could make a coordinator is dropped before the preliminary index is built
        // (asked only when a name is split at all: the question reads every declaration).
        if !targets.split.isEmpty { targets.keepNames(TypeIndex.mayBeCoordinator(parsed.flatMap(\.declarations))) }
        if !targets.split.isEmpty {
            let preliminary = TypeIndex(parsed.flatMap { file in
                file.declarations.map { declaration in
                    var declaration = declaration
                    if declaration.kind != .extension, !declaration.isNested, let name = targets.qualified(declaration.name, in: file.text.path) {
                        declaration.name = name
                    }
                    return declaration
                }
            })
            targets.filter(preliminary.isCoordinator)
            let rewritten = targets.qualify(sources)
            let again = ParallelParser.parse(sources.filter { rewritten[$0.path] != nil }, rewritten: rewritten, progress: nil)
            let byPath = Dictionary(again.map { ($0.text.path, $0) }, uniquingKeysWith: { first, _ in first })
            aliases = targets.aliases(parsed)
            parsed = parsed.map { byPath[$0.text.path] ?? $0 }
        }
        let texts = Dictionary(parsed.map { ($0.text.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        // 3. Type index (TypeIndex.swift): needs every file's declarations, since a type's
        //    extensions and ancestors live anywhere; classifies coordinators and screens once.
        let declarations = parsed.flatMap(\.declarations)
        var index = TypeIndex(aliases.isEmpty ? declarations : declarations + aliases)
        index.targetAliases = targets.aliasTargets
        // Route mentions need the index's case names; each is read when first asked for.
        index.recordRouteMentions(in: parsed)
        index.readSwiftUIRoutes(texts: texts)
        // Stinsen's facts need the classification too: an app with no Stinsen coordinator walks
        // no tree for them.
        index.stinsen = StinsenIndex.read(parsed, index: index)
        index.stateMachineWrappers = StateMachineWrappers(index: index, texts: texts)
        // 4. Creations (CreationIndex.swift): needs the classification, to tell a coordinator
        //    created by the app delegate from one created by another coordinator, and which
        //    coordinator bases are used as coordinators themselves.
        let creations = CreationIndex(index: index, parsed: parsed)
        let coordinators = index.concreteCoordinators(created: creations.createdCoordinators)
        // 5. Interpretation (Interpreter.swift): needs the index to inline helpers and follow
        //    factories; each coordinator is walked on its own, concurrently, reading nothing
        //    another interpreter writes.
        let concrete = Set(coordinators)
        let interpreters = coordinators.map { Interpreter(type: $0, index: index, texts: texts, concrete: concrete) }
        // The largest first (by the code of their methods), so that no long one starts last.
        let order = index.largestFirst(coordinators)
        DispatchQueue.concurrentPerform(iterations: interpreters.count) { turn in
            let position = order[turn]
            interpreters[position].run()
        }
        let walked = zip(coordinators, interpreters).map { (type: $0, interpreter: $1) }
        // 6. Flow evidence (FlowEvidence.swift): needs what each coordinator was seen to do and
        //    who starts it; a type named like a coordinator that does nothing of a flow is dropped
        //    before anything is built on it.
        let runs = FlowEvidence.coordinators(walked, index: index, createdOutside: creations.createdOutsideCoordinators)
        // 7. One start relation (StartRelation.swift): needs every interpreter's effects; read
        //    once, so the root, the attachments, deep-link chains and the parent-reference check
        //    agree on who starts whom.
        let starts = StartRelation(runs: runs)
        // 8. Root (RootFinder.swift): needs the creations (who the app delegate makes) and the
        //    start relation (who no coordinator starts).
        let root = RootFinder(creations: creations, coordinators: runs.map(\.type), starts: starts).root
        // 9. Assembly (GraphAssembler.swift): needs the root (attachments, deep-link chains,
        //    lifetimes hang from it).
        var assembler = GraphAssembler(
            index: index, runs: runs, createdScreens: creations.screensByCoordinator, starts: starts, root: root,
            entries: creations.appEntryCreations
        )
        assembler.madeAt = creations.coordinatorSites
        var graph = assembler.assemble(appName: appName)
        // 9b. Screens' own navigation (ScreenFlows.swift): needs the assembled coordinators,
        //     whose screens it extends with what each screen shows itself; an app without
        //     coordinators is drawn from its entry instead.
        //     Storyboards' segues are read here too (StoryboardNavigations.swift).
        let viewControllerNavigations = ViewControllerNavigations(index: index).read(parsed)
        let swiftUI = SwiftUIScreenNavigations.read(index: index, texts: texts)
        let boards = StoryboardNavigations(storyboards.map { Storyboard(path: $0.path, bytes: $0.bytes) }, index: index)
        ScreenFlows.extend(
            &graph, with: viewControllerNavigations.compactMap(\.screenNavigation) + swiftUI.navigations + boards.navigations,
            parts: swiftUI.parts.merging(ViewControllerParts.read(index: index, texts: texts)) { $0 + $1 }.merging(boards.parts) { $0 + $1 },
            entry: runs.isEmpty ? ScreenFlows.entry(creations.entryScreens, storyboard: boards, index: index) : nil,
            names: ElementNames.screen,
            childStarts: runs.isEmpty ? [] : ScreenChildStarts.read(index: index, texts: texts), coordinatorNames: assembler.coordinatorName
        )
        // 10. Source checks (SourceChecks.swift): name coordinators as the assembly did.
        let dispatched = Set(runs.flatMap(\.interpreter.routeState.dispatched))
        graph.sourceFacts = SourceChecks(
            index: index, runs: runs, starts: starts, names: assembler.coordinatorName, root: root, viewControllerNavigations: viewControllerNavigations
        ).facts()
            + RouteChecks(
                index: index, dispatchers: runs.flatMap { $0.interpreter.ownDispatchers() },
                navigating: Set(runs.flatMap(\.interpreter.routeState.navigatingDispatchers)), dispatched: dispatched
            ).facts()
            + StinsenChecks(index: index, coordinators: runs.map(\.type)).facts()
        graph.sourceFacts += SwiftUIRouteChecks(index: index, dispatched: dispatched).facts(besides: graph.sourceFacts)
        var skipped = Array(Set(runs.flatMap(\.interpreter.skipped) + creations.skipped))
        // 11. Directives (DirectiveMatcher.swift): last of the graph's contents, since a
        //     `// flowviz:disable:next` comment may sit above any element, source facts included.
        let directives = parsed.flatMap(\.directives)
        skipped += DirectiveMatcher.apply(directives, to: &graph)
        if root == nil, !runs.isEmpty {
            skipped.append(SkippedCode("no root coordinator found: nothing creates a coordinator outside coordinators, and every coordinator is started by another", at: nil))
        }
        // 12. Validation (ScanValidation.swift): on the finished graph, as the JSON and DSL
        //     loaders validate theirs.
        if !targets.split.isEmpty {
            TargetNames.show(in: &graph)
            skipped = skipped.map { SkippedCode(TargetNames.display($0.reason), at: $0.location) }
        }
        let output = Output(
            graph: graph, skipped: skipped, syntaxErrors: parsed.compactMap(\.firstSyntaxError),
            inconsistencies: ScanValidation.validate(graph, hasCoordinators: !graph.coordinators.isEmpty), directives: directives
        )
        BackgroundRelease.release((parsed, texts, index, creations, interpreters, runs, assembler))
        return output
    }
}
