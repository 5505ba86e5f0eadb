import FlowvizCore

/// Encodes an app graph as DOT for Graphviz's dot layout.
///
/// Layout (see Docs/RENDERING.md): `rankdir=TB` with `newrank=true`. Each coordinator is a
/// cluster titled with its name and attachment. Screens shown on the same navigation stack by
/// pushes share a rank, so a horizontal flow reads left to right, and a horizontal child
/// continues its parent's row; a modal presentation or a vertical child starts a new row below.
public struct DOTEncoder: Sendable {
    public init() {}

    /// The DOT text for `graph`; byte-identical for equal graphs.
    public func encode(_ graph: AppGraph) -> String {
        let layout = RowLayout(graph)
        var out = "digraph flows {\n"
        out += "  graph [rankdir=TB, newrank=true, compound=true, nodesep=0.4, ranksep=0.6, fontname=\"Helvetica\", fontsize=12"
        if let name = graph.name { out += ", label=\(DOTText.quoted(name)), labelloc=t, fontsize=16" }
        out += "];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"

        var edges = EdgeList()
        if let root = graph.coordinators.firstIndex(where: \.isRoot) {
            out += "  \"entry\" [shape=circle, style=filled, fillcolor=\"#222222\", label=\"\", width=0.18, fixedsize=true];\n"
            edges.add(DOTEdge(tail: "\"entry\"", head: layout.entryNode(for: root), kind: .entry, labels: []))
        }
        for (c, coordinator) in graph.coordinators.enumerated() {
            if let entry = layout.branchEntryNode(for: c) {
                for start in coordinator.start {
                    for target in layout.entryTargets(start, in: c) {
                        edges.add(DOTEdge(tail: entry, head: target, kind: .entry, labels: start.condition.map { ["[\($0)]"] } ?? []))
                    }
                }
            }
            for (s, screen) in coordinator.screens.enumerated() {
                for transition in screen.transitions {
                    addEdges(from: Self.screenID(c, s), transition, in: c, graph: graph, layout: layout, to: &edges)
                }
            }
        }
        let rendering = edges.render(rowOf: layout.rowIndex)
        for (c, coordinator) in graph.coordinators.enumerated() {
            out += "  subgraph \"cluster_c\(c)\" {\n"
            out += "    graph [label=\(DOTText.quoted(Self.title(coordinator))), style=\"rounded\(coordinator.isRoot ? ",bold" : "")\", color=\"\(coordinator.attachment?.isHorizontal == true ? "#3a6ea5" : "#7a4fa0")\"];\n"
            if let branch = layout.branchEntryNode(for: c) {
                out += "    \(branch) [shape=circle, style=filled, fillcolor=\"#555555\", label=\"\", width=0.12, fixedsize=true];\n"
            }
            if coordinator.start.isEmpty || layout.entryNode(for: c) == Self.placeholderID(c) {
                out += "    \(Self.placeholderID(c)) [label=\"(shows nothing)\", shape=plaintext, style=\"\"];\n"
            }
            for (s, screen) in coordinator.screens.enumerated() {
                var label = screen.name
                if let type = screen.typeName, type != screen.name { label += "\n\(type)" }
                out += "    \(Self.screenID(c, s)) [label=\(DOTText.quoted(label))];\n"
            }
            for label in rendering.labelNodes where label.cluster == c { out += "    \(label.declaration);\n" }
            out += "  }\n"
        }
        for label in rendering.labelNodes where label.cluster == nil { out += "  \(label.declaration);\n" }
        out += rendering.statements

        // A screen no edge touches, in a cluster whose other screens sit on shared rows, makes
        // dot fail with "trouble in init_rank"; an invisible edge from the cluster's entry anchors it.
        let connected = edges.endpoints
        for (c, coordinator) in graph.coordinators.enumerated() {
            let entry = layout.entryNode(for: c)
            for s in coordinator.screens.indices where !connected.contains(Self.screenID(c, s)) && Self.screenID(c, s) != entry {
                out += "  \(entry) -> \(Self.screenID(c, s)) [style=invis];\n"
            }
        }

        for (index, row) in layout.rows.enumerated() where row.count > 1 {
            let members = row + (rendering.rowMembers[index] ?? [])
            out += "  { rank=same; \(members.map { $0 + ";" }.joined(separator: " ")) }\n"
        }
        out += "}\n"
        return out
    }

    static func screenID(_ c: Int, _ s: Int) -> String { "\"c\(c)_s\(s)\"" }
    static func placeholderID(_ c: Int) -> String { "\"c\(c)_empty\"" }

    static func title(_ coordinator: Coordinator) -> String {
        let kind: String
        switch coordinator.attachment {
        case nil: kind = "root"
        case .horizontal?: kind = "horizontal"
        case .vertical(let presentation)?: kind = "vertical, \(presentation.style == .sheet ? "sheet" : "full screen")"
        }
        let container: String
        switch coordinator.container {
        case .navigationStack: container = "navigation stack"
        case .tabBar: container = "tab bar"
        case .window: container = "window"
        case .singleScreen: container = "single screen"
        }
        return "\(coordinator.displayName) (\(kind); \(container))"
    }

    private func addEdges(
        from source: String, _ transition: Transition, in c: Int, graph: AppGraph, layout: RowLayout, to edges: inout EdgeList
    ) {
        let label = transition.condition.map { "\(transition.trigger) [\($0)]" } ?? transition.trigger
        switch transition.action {
        case .push(let screen):
            guard let target = layout.screenIDs[c][screen] else { return }
            edges.add(DOTEdge(tail: source, head: target, kind: .push, labels: [label]))
        case .present(let screen, let presentation):
            guard let target = layout.screenIDs[c][screen] else { return }
            let kind = presentation.style == .sheet ? "sheet" : "full screen"
            edges.add(DOTEdge(tail: source, head: target, kind: .present, labels: ["\(label) (\(kind))"]))
        case .startChild(let start):
            guard let child = layout.coordinatorIndex[start.coordinator] else { return }
            edges.add(DOTEdge(tail: source, head: layout.entryNode(for: child), kind: .startChild,
                              labels: [label], lhead: "cluster_c\(child)"))
        case .finish:
            for target in layout.starterScreens(of: c) {
                edges.add(DOTEdge(tail: source, head: target, kind: .finish, labels: ["\(label) → didFinish"]))
            }
        case .sendEvent(let event):
            for target in layout.handlerTargets(of: event, from: c) {
                edges.add(DOTEdge(tail: source, head: target, kind: .event, labels: ["\(label) → \(event)"]))
            }
        case .pop, .popToRoot, .dismiss:
            break
        }
    }

    static func attributes(label: String?, style: String, color: String, extra: String? = nil) -> String {
        var parts = ["style=\(style)", "color=\"\(color)\"", "fontcolor=\"\(color)\""]
        if let label { parts.append("label=\(DOTText.quoted(label))") }
        if let extra { parts.append(extra) }
        return " [\(parts.joined(separator: ", "))]"
    }
}
