/// The legend of a drawing: one line per style the drawing uses, and nothing else.
///
/// The DOT encoders draw it in the graph's label, beside the findings table above the picture
/// (the colours come from ``Palette``); `--no-legend` leaves it out.
enum Legend {
    /// One style a drawing can use.
    enum Key: Hashable, CaseIterable {
        case entry, push, sheet, fullScreen, start, finish, back, event
        case finishNote, eventNote, popNote
        case childPush, childSheet, childFullScreen, deepLink, coordinatorEvent
        case error, warning, note

        var symbol: String {
            switch self {
            case .entry: "●──▶"
            case .push, .childPush, .deepLink: "──▶"
            case .sheet, .childSheet, .event, .coordinatorEvent: "╌╌▶"
            case .fullScreen, .childFullScreen: "╍╍▶"
            case .start: "━━▶"
            case .finish, .back: "┈┈▶"
            case .finishNote: "↩"
            case .eventNote: "↑"
            case .popNote: "←"
            case .error, .warning, .note: "▢ #n"
            }
        }

        var color: String {
            switch self {
            case .entry, .push, .childPush, .finishNote, .eventNote, .popNote: Palette.color(.push)
            case .sheet, .fullScreen, .childSheet, .childFullScreen: Palette.color(.present)
            case .start: Palette.color(.startChild)
            case .finish: Palette.color(.finish)
            case .back, .deepLink: Palette.color(.back)
            case .event, .coordinatorEvent: Palette.color(.event)
            case .error: Palette.error
            case .warning: Palette.warning
            case .note: Palette.note
            }
        }

        var text: String {
            switch self {
            case .entry: "app entry"
            case .push: "push (horizontal flow)"
            case .sheet: "present as a sheet (vertical flow)"
            case .fullScreen: "present full screen"
            case .start: "start child coordinator"
            case .finish: "didFinish, back to the parent"
            case .back: "pop or dismiss, back inside the flow"
            case .event: "flow event, to its handler"
            case .finishNote: "on a screen: finishes back to where its flow started"
            case .eventNote: "on a screen: sends a flow event up its row"
            case .popNote: "on a screen: pops back along its row"
            case .childPush: "starts a horizontal child (pushed onto the parent's stack)"
            case .childSheet: "starts a vertical child as a sheet"
            case .childFullScreen: "starts a vertical child full screen"
            case .deepLink: "deep link, to the coordinator it opens"
            case .coordinatorEvent: "flow event, to the coordinator that handles it"
            case .error: "error finding, numbered in Findings"
            case .warning: "warning finding, numbered in Findings"
            case .note: "note, numbered in Findings"
            }
        }
    }

    /// The legend as one text cell of an HTML-like label: a line per key, in the order of
    /// ``Key/allCases``; fixed text only, no user input. `nil` when there is nothing to explain.
    static func cell(_ keys: Set<Key>) -> String? {
        guard !keys.isEmpty else { return nil }
        var lines = ["<B>Legend</B>"]
        for key in Key.allCases where keys.contains(key) {
            lines.append("<FONT COLOR=\"\(key.color)\">\(key.symbol)&#160;&#160;</FONT>\(key.text)")
        }
        return lines.joined(separator: "<BR ALIGN=\"LEFT\"/>") + "<BR ALIGN=\"LEFT\"/>"
    }

    /// The keys a flow drawing uses: its edge styles, the annotation lines its screens carry,
    /// and the severities of its findings.
    static func keys(for scene: FlowScene, annotations: [String: [String]]) -> Set<Key> {
        var keys = Set<Key>()
        let entries = Set(scene.nodes.filter { $0.kind == .entry }.map(\.id))
        for edge in scene.edges {
            switch edge.kind {
            case .entry where scene.kind == .overview && OverviewBuilder.isDeepLink(edge.from): keys.insert(.deepLink)
            case .entry: keys.insert(entries.contains(edge.from) ? .entry : .push)
            case .push: keys.insert(scene.kind == .overview ? .childPush : .push)
            case .present:
                if scene.kind == .overview { keys.insert(edge.fullScreen ? .childFullScreen : .childSheet) }
                else { keys.insert(edge.fullScreen ? .fullScreen : .sheet) }
            case .startChild: keys.insert(.start)
            case .finish: keys.insert(.finish)
            case .back: keys.insert(.back)
            case .event: keys.insert(scene.kind == .overview ? .coordinatorEvent : .event)
            }
        }
        for line in annotations.values.joined() {
            if line.hasPrefix("↩") { keys.insert(.finishNote) }
            if line.hasPrefix("↑") { keys.insert(.eventNote) }
            if line.hasPrefix("←") { keys.insert(.popNote) }
        }
        let drawn = scene.clusters.flatMap(\.marks) + scene.nodes.flatMap(\.marks) + scene.edges.flatMap(\.marks)
        for mark in drawn {
            switch mark.severity {
            case .error: keys.insert(.error)
            case .warning: keys.insert(.warning)
            case .note: keys.insert(.note)
            }
        }
        return keys
    }
}
