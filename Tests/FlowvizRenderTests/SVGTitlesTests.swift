import FlowvizCore
import FlowvizRender
import Testing

/// Titles are replaced by the SVG's structure, whatever bytes a Graphviz version writes.
@Suite struct SVGTitlesTests {
    static let scene = FlowScene(
        title: "T", clusters: [FlowScene.Cluster(id: "c0", coordinator: "Main", title: "Main (root; window)", kind: .root, container: .window)],
        nodes: [FlowScene.Node(id: "c0s0", cluster: "c0", kind: .screen, label: "Home & <Away>")],
        edges: [FlowScene.Edge(id: "e1", from: "c0s0", to: "c0s0", kind: .push, label: "didTap")], findings: []
    )

    @Test func titlesFollowStructureNotBytes() {
        // As 2.43 writes it, and variants later versions or other writers may produce:
        // attributes in another order, single quotes, line breaks, a comment before the title.
        let svg = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <svg xmlns="http://www.w3.org/2000/svg"><g id="graph0" class="graph"><title>flows</title>
        <!-- c0 -->
        <g id="c0" class="cluster"><title>cluster_c0</title><path d="M0,0"/></g>
        <g class='node' id='c0s0'
           ><!-- c0s0 --><title>c0s0</title><text>Home</text></g>
        <g
          class="edge" id="e1-tail"><title>c0s0&#45;&gt;e1&#45;label</title></g>
        <g id="other"><title>keep me</title></g>
        <g id="c0s0-x"><text>no title</text><title>not first</title></g>
        </g></svg>
        """
        let out = SVGTitles.apply(to: svg, scene: Self.scene)
        #expect(out.contains("<title>Main (root; window)</title>"))
        #expect(out.contains("<title>Home &amp; &lt;Away&gt;"), "\(out)")
        #expect(out.contains("<title>Home &amp; &lt;Away&gt; → Home &amp; &lt;Away&gt; (push): didTap</title>"))
        #expect(out.contains("<title>flows</title>") && out.contains("<title>keep me</title>") && out.contains("<title>not first</title>"))
        #expect(out.contains("<!-- c0s0 -->") && out.contains("<text>Home</text>"))
    }

    @Test func unterminatedInputIsCopied() {
        let svg = "<svg><g id=\"c0\"><title>x"
        #expect(SVGTitles.apply(to: svg, scene: Self.scene) == svg)
        #expect(SVGTitles.apply(to: "<g id='c0", scene: Self.scene) == "<g id='c0")
    }
}
