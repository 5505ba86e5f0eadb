import FlowvizCore
import SwiftSyntax

/// Stinsen routes sent from outside the coordinator's own code: a view holding its router
/// (`@EnvironmentObject var router: X.Router`) sends from the screen it is, or is part of, as
/// that screen's trigger; what cannot be tied to a screen runs from an unknown origin.
extension Interpreter {
    func runStinsenSends() {
        guard isStinsen else { return }
        let routes = stinsenRoutes
        let screens = stinsenScreens(routes)
        let lineage = Set(index.ancestry(of: type))
        var unattributed = [StinsenRoute]()
        var unattributedFinish: StinsenSend?
        for send in index.stinsen.sends {
            let target = StinsenIndex.target(of: send, index: index)
            // Shared code's router of a coordinator declared once per target is this one in its target.
            if let target, !lineage.contains(target), index.targetAliases[target]?.contains(type) != true { continue }
            let route = send.route.flatMap { name in routes.first { $0.name == name } }
            if send.route != nil, route == nil { continue }
            // The coordinator's own code is read where its method runs (``stinsenCall``); a
            // method nothing the scanner followed calls sends from an unknown origin.
            let ownCode = send.receiver == nil && send.owner.map(lineage.contains) == true
            // A view declared once per target is, in each target, the screen of that name this
            // coordinator shows there (a coordinator declared per target is one per target:
            // SourceTargets.swift), so each declaration's sends are that screen's triggers.
            guard !ownCode, target != nil, let owner = send.owner, let screen = screens[owner], let member = send.member,
                  let memberLocation = send.memberLocation else {
                if let route, send.verb == "route" || send.verb == "root" {
                    unattributed.append(route)
                } else if target != nil, send.verb == "dismissCoordinator", unattributedFinish == nil {
                    unattributedFinish = send
                }
                continue
            }
            let origin = Origin.trigger(screen: screen, name: member, location: memberLocation)
            declareTrigger(origin, at: memberLocation)
            var frame = newFrame(origin, at: send.location)
            switch send.verb {
            case "route", "root": if let route { performStinsen(route, &frame, at: send.location, initial: false) }
            case "dismissCoordinator": record(.finish, frame, at: send.location)
            case "popLast": record(.pop, frame, at: send.location)
            case "popToRoot": record(.popToRoot, frame, at: send.location)
            default: break
            }
        }
        // `Child().view()` in one of its screens: a child shown in place, as long as that screen.
        for embed in index.stinsen.embeds {
            guard let child = embed.route, StinsenVocabulary.isCoordinator(child, index), let owner = embed.owner,
                  let screen = screens[owner], let member = embed.member, let memberLocation = embed.memberLocation else { continue }
            let origin = Origin.trigger(screen: screen, name: member, location: memberLocation)
            declareTrigger(origin, at: memberLocation)
            let frame = newFrame(origin, at: embed.location)
            let made = ChildRef(type: child, site: embed.location)
            record(.startChild(made), frame, at: embed.location)
            record(.managedStart(made), frame, at: embed.location)
            // Part of the screen's content: it lives as long as the screen does.
            record(.longLived(made, because: "shown in place by \(screen)"), frame, at: embed.location)
        }
        runStinsenRoutesFromUnknownOrigins(unattributed)
        if let send = unattributedFinish {
            noteUnread(UnreadFact(
                aspect: .finish, reason: "\(type) is dismissed (`dismissCoordinator()`) from code the scanner cannot attribute to a screen (\(send.location))",
                location: index.declaration(of: type)?.location
            ))
        }
    }

    /// Routes no known origin sent but that something sends: shown from an unknown origin (so
    /// what they show is not dead), noted once.
    private func runStinsenRoutesFromUnknownOrigins(_ routes: [StinsenRoute]) {
        var run = [String](), screens = [String]()
        for route in routes where !routeState.stinsenSent.contains(route.name) && !run.contains(route.name) {
            run.append(route.name)
            let origin = Origin.unattached(child: nil, location: route.location)
            if let factory = index.method(route.factory, of: type) {
                unattachedClosures[route.location] = factory.body.id
                claimedClosures.insert(factory.body.id)
            }
            var frame = newFrame(origin, at: route.location)
            performStinsen(route, &frame, at: route.location, initial: false)
            if !stinsenScreens(of: route).isEmpty { screens.append(route.name) }
        }
        guard let first = routes.first(where: { screens.contains($0.name) }) else { return }
        noteUnread(UnreadFact(
            aspect: .triggers,
            reason: "Stinsen routes of \(type) are sent from code the scanner cannot attribute to a screen: \(screens.map { "." + $0 }.joined(separator: ", "))",
            location: first.location
        ))
    }

    /// The screen each view is, or is part of: the screens the routes show, and the app's views
    /// their code names (a few levels deep), first screen in name order first.
    private func stinsenScreens(_ routes: [StinsenRoute]) -> [String: String] {
        let shown = Set(routes.flatMap(stinsenScreens(of:))).sorted()
        var owners = [String: String]()
        for screen in shown { owners[screen] = screen }
        for screen in shown {
            var frontier = [screen]
            for _ in 0..<6 where !frontier.isEmpty {
                let next = frontier.flatMap { (index.stinsen.references[$0] ?? []).sorted() }.filter { owners[$0] == nil && index.isSwiftUIView($0) }
                for view in next { owners[view] = screen }
                frontier = next
            }
        }
        return owners
    }
}
