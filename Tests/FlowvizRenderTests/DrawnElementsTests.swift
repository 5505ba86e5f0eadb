import FlowvizCore
import FlowvizGraphviz
import FlowvizLint
import FlowvizRender
import Foundation
import Testing

/// Issue 14 §4: drawn elements must not vanish or lie. A coordinator without screens (a root that
/// only starts children) is still drawn with its findings, and the app's entry points at the root.
@Suite(.serialized) struct DrawnElementsTests {
    /// As the scanner writes it: coordinators sorted by name, so one that nothing starts
    /// (`About`, started from code the scanner could not read) sorts before the root (`App`),
    /// and the root shows no screen: it only starts the tabs.
    static func scannedShape() -> AppGraph {
        var graph = AppGraph(name: "Larder")
        graph.add(Coordinator(name: "About", attachment: .horizontal, start: [StartEntry(.screen("About"))], screens: [Screen(name: "About")]))
        graph.add(Coordinator(name: "App", isRoot: true, container: .window, start: [StartEntry(.child(ChildStart("Tabs")))]))
        graph.add(Coordinator(
            name: "Tabs", container: .tabBar, attachment: .horizontal,
            start: [StartEntry(.screen("Pantry"))],
            screens: [Screen(name: "Pantry", transitions: [Transition(on: "didTapAdd", .startChild(ChildStart("AddItem")))])],
            lifetime: .longLived
        ))
        graph.add(Coordinator(
            name: "AddItem", attachment: .vertical(ModalPresentation(style: .sheet)), start: [StartEntry(.screen("Form"))],
            screens: [Screen(name: "Form", transitions: [Transition(on: "didSave", .finish)])]
        ))
        return graph
    }

    static let rootFinding = Finding(
        ruleID: "test-root", severity: .error, message: "the root is marked", location: nil, element: .coordinator("App")
    )

    @Test func rootWithoutScreensIsDrawnWithItsFindings() throws {
        let scene = SceneBuilder.scene(for: Self.scannedShape(), findings: [Self.rootFinding])
        let root = try #require(scene.clusters.first { $0.coordinator == "App" })
        #expect(root.marks.map(\.ruleID) == ["test-root"])
        // The cluster holds its start's dot, which starts the child.
        let dot = try #require(scene.nodes.first { $0.cluster == root.id })
        #expect(dot.kind == .branch)
        let tabs = try #require(scene.clusters.first { $0.coordinator == "Tabs" })
        #expect(scene.edges.contains { $0.from == dot.id && $0.kind == .startChild && $0.targetCluster == tabs.id })
        // Every cluster holds a node, so Graphviz draws every one.
        for cluster in scene.clusters { #expect(scene.nodes.contains { $0.cluster == cluster.id }, "\(cluster.coordinator) is empty") }

        let groups = try #require(FlowRendererTests.groups(try FlowRenderer().render(scene, as: .svg)), "SVG is not well-formed")
        let drawn = try #require(groups.elements[root.id], "the root's cluster is not drawn")
        #expect(drawn.classes.contains("finding-error"), "the root's finding is not on it: \(drawn.classes)")
        #expect(drawn.title.contains("the root is marked"))
    }

    @Test func entryArrowPointsAtTheRootNotTheFirstByName() throws {
        let graph = Self.scannedShape()
        let scene = SceneBuilder.scene(for: graph, findings: [])
        let entry = try #require(scene.edges.first { $0.from == "entry" })
        let root = try #require(scene.clusters.first { $0.coordinator == "App" })
        let target = try #require(scene.nodes.first { $0.id == entry.to })
        #expect(target.cluster == root.id, "the entry arrow points at \(target.cluster ?? "-"), not the root \(root.id)")

        // With a root that shows a screen, the arrow points at that screen.
        var withScreen = graph
        let app = try #require(withScreen.coordinators.firstIndex { $0.isRoot })
        withScreen.coordinators[app].screens = [Screen(name: "Splash", transitions: [Transition(on: "didLoad", .startChild(ChildStart("Tabs")))])]
        withScreen.coordinators[app].start = [StartEntry(.screen("Splash"))]
        let sceneWithScreen = SceneBuilder.scene(for: withScreen, findings: [])
        let arrow = try #require(sceneWithScreen.edges.first { $0.from == "entry" })
        #expect(sceneWithScreen.nodes.first { $0.id == arrow.to }?.label == "Splash")
    }

    /// A focused drawing shows the path from the root to the focus (its ancestors as single
    /// nodes): the app's entry points at the root, where that path begins, never elsewhere.
    @Test func focusedDrawingIsEnteredAtTheRootOfItsPath() throws {
        let graph = Self.scannedShape()
        let scene = try SceneBuilder.scene(for: graph, findings: [], options: RenderOptions(focus: "AddItem"))
        let entry = try #require(scene.edges.first { $0.from == "entry" })
        let root = try #require(graph.coordinators.firstIndex { $0.isRoot })
        #expect(entry.to == "c\(root)collapsed", "entered at \(entry.to)")
        #expect(scene.nodes.contains { $0.label == "Form" }, "the focus is drawn in full")
    }
}
