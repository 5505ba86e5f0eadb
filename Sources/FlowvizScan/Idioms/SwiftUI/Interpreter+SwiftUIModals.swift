import FlowvizCore
import SwiftSyntax

/// Modals a SwiftUI router's screens present from their own state (Docs/SCANNING.md, "Routes",
/// SwiftUI): `.sheet(isPresented: $showingX) { XView() }` on a screen (or a view it holds) is a
/// presentation of the router from that screen, triggered where the state is set.
extension Interpreter {
    /// Adds to `screens` what they present from their own state, and what those present in turn;
    /// returns each modal with the screens it is attributed to (none: a view no screen holds).
    func localModalScreens(_ screens: inout Set<String>, routed: Set<String>) -> [(modal: SwiftUILocalModal, hosts: [String])] {
        let modals = index.swiftUIRoutes.localModals
        var grew = true
        while grew {
            grew = false
            for modal in modals where !modal.shown.isEmpty && !hostScreens(of: modal.owner, among: screens).isEmpty {
                for shown in modal.shown where screens.insert(shown.type).inserted { grew = true }
            }
        }
        return modals.map { ($0, hostScreens(of: $0.owner, among: screens, routed: routed)) }
    }

    /// A screen is its own host; else the nearest hosts among the router's own screens and among
    /// all (presented ones too): a row a routed screen holds stays its even when a presented one holds it nearer.
    func hostScreens(of owner: String, among screens: Set<String>, routed: Set<String>, at node: Syntax? = nil) -> [String] {
        screens.contains(owner) ? [owner] : Set(hostScreens(of: owner, among: routed, at: node) + hostScreens(of: owner, among: screens, at: node)).sorted()
    }

    /// Screens only local modals show, with no stack of their own around them.
    func stacklessModalScreens(_ modals: [(modal: SwiftUILocalModal, hosts: [String])], routed: Set<String>) -> Set<String> {
        Set(modals.filter { !$0.hosts.isEmpty && !$0.modal.inStack }.flatMap { $0.modal.shown.map(\.type) }).subtracting(routed)
    }

    /// A path write (push, pop) from a screen presented with no stack of its own changes the
    /// router's stack under the modal, which the model cannot draw: it runs from an unknown origin,
    /// noted once per screen. `true` when nothing else it did remains the screen's.
    func pathWriteUnderModal(_ screen: String, since before: Int, sentFrom send: SwiftUISend, noted: inout Set<String>) -> Bool {
        let unattached = Origin.unattached(child: nil, location: send.location)
        let moved = reassignEffects(since: before, to: unattached) { kind in
            switch kind { case .push, .pop, .popToRoot: true; default: false }
        }
        guard moved else { return false }
        unattachedClosures[send.location] = send.node.id
        claimedClosures.insert(send.node.id)
        if noted.insert("under-modal \(screen)").inserted {
            noteUnread(UnreadFact(
                aspect: .triggers, screen: screen,
                reason: "\(screen) is presented with no stack of its own and writes \(type)'s path (\(Self.quote(send.node))): that changes the stack under the modal, which the graph cannot draw",
                location: send.location
            ))
        }
        return !effects[before...].contains { Self.navigates($0.kind) && $0.origin != unattached }
    }

    /// Each attributed modal presents what it shows from each host screen, at each write that
    /// sets it (the modifier's name when none can be told); content that makes no app view is one
    /// fact per screen, said once per view; a modal no screen holds is one note per view.
    func runLocalModals(_ modals: [(modal: SwiftUILocalModal, hosts: [String])]) {
        var noted = Set<String>()
        for (modal, hosts) in modals {
            guard !hosts.isEmpty else {
                guard noted.insert(modal.owner).inserted else { continue }
                noteUnread(UnreadFact(
                    aspect: .triggers,
                    reason: "\(modal.owner) presents a view (.\(modal.modifier)) from its own state, and the scanner cannot tie \(modal.owner) to one of \(type)'s screens",
                    location: modal.location
                ))
                continue
            }
            guard !modal.shown.isEmpty else {
                // One fact per screen holding it, for the analysis; named after the view that
                // presents, so a component several screens hold is one note (NotFullyReadRule).
                for host in hosts where noted.insert(host).inserted {
                    noteUnread(UnreadFact(
                        aspect: .target, screen: host,
                        reason: "\(modal.owner) presents content (.\(modal.modifier)) the scanner cannot follow to an app view",
                        location: modal.location
                    ))
                }
                continue
            }
            let switches = modal.shown.contains { $0.routeCase != nil }
            for shown in modal.shown {
                var writes = modal.writes.filter { !switches || ($0.routeCase != nil && $0.routeCase == shown.routeCase) }
                if writes.isEmpty { writes = [.init(routeCase: nil, trigger: modal.modifier, location: modal.location)] }
                let presentation = ModalPresentation(style: modal.style, swipeDismissible: !shown.blocksSwipe, inNavigationStack: modal.inStack)
                for host in hosts {
                    for write in writes {
                        let origin = Origin.trigger(screen: host, name: write.trigger, location: write.location)
                        effects(.present(screen: shown.type, presentation: presentation), origin: origin, at: shown.location)
                        declareTrigger(origin, at: write.location)
                    }
                }
            }
        }
    }
}
