import SwiftSyntax

extension Interpreter {
    /// `TopBottomContainerViewController(topController: info, bottomController: FooterViewController())`,
    /// `ContainerViewController(rootViewController: detail)`: an app view controller whose
    /// initializer takes view controllers embeds them. A frame (generic over its view controllers,
    /// or handed one first) shows its content, the first one handed in; the others are parts of
    /// that screen, and the frame is around them: neither is a screen of its own
    /// (``embeddedParts``), and the frame's other arguments (a closure it calls) go to the content.
    /// A screen handed a view controller after arguments of its own is itself the screen, and
    /// what it is handed is a part of it.
    ///
    /// Only a view controller made in place or held by a local counts: one kept in a property is a
    /// screen the coordinator already shows, handed in as a dependency, not embedded.
    /// - Parameter values: the arguments' values, evaluated once by the caller.
    /// - Returns: the content's value and the positions of the embedded arguments, or nil when
    ///   `typeName` embeds nothing here.
    func embeddedContent(_ typeName: String, _ arguments: [Argument], _ values: [Value], _ frame: Frame) -> (content: Value, parts: Set<Int>)? {
        guard index.isViewController(typeName), !arguments.isEmpty else { return nil }
        let labels = arguments.map { $0.label ?? "_" }
        let initializers = index.methods(of: typeName).filter { $0.name == "init" }
        guard let initializer = initializers.first(where: { $0.labels == labels }) ?? initializers.first(where: { $0.labels.starts(with: labels) }),
              initializer.parameters.count >= arguments.count else { return nil }
        var embedded = [(position: Int, screen: String)]()
        for (position, argument) in arguments.enumerated() where takesViewController(initializer.parameters[position].typeName) {
            guard Self.unwrapped(argument.expression).is(FunctionCallExprSyntax.self) || Self.localName(argument.expression, frame) != nil,
                  let screen = screenType(of: values[position]), screen != typeName, index.isScreen(screen) else { continue }
            embedded.append((position, screen))
        }
        guard let content = embedded.first else { return nil }
        // A screen handed a view controller after its own arguments (`ItemsFilterViewController(
        // enabled: true, tagFilterController: tags)`) is a screen with a part, not a frame.
        guard content.position == 0 || index.isLibraryStyle(typeName) else {
            for part in embedded where part.screen != typeName { embed(part.screen, in: typeName) }
            return (.screen(typeName), Set(embedded.map(\.position)))
        }
        embeddedParts.insert(typeName)
        for part in embedded.dropFirst() where part.screen != content.screen { embed(part.screen, in: content.screen) }
        return (values[content.position], Set(embedded.map(\.position)))
    }

    /// A part is no screen of its own: the triggers it was just made with (a footer's button
    /// closure) are the screen's it is embedded in, those already read and those still to run.
    private func embed(_ part: String, in screen: String) {
        embeddedParts.insert(part)
        let moved = Set(lastMadeTriggers.removeValue(forKey: part) ?? [])
        guard !moved.isEmpty else { return }
        for location in moved { partTriggerOwners[location] = screen }
        // Only the effects of the triggers just moved change owner.
        for position in effects.indices {
            guard case .trigger(_, _, let location) = effects[position].origin, moved.contains(location) else { continue }
            effects[position].origin = embeddingOrigin(effects[position].origin)
        }
    }

    /// A trigger of a part embedded in a screen is that screen's.
    func embeddingOrigin(_ origin: Origin) -> Origin {
        guard case .trigger(_, let name, let location) = origin, let screen = partTriggerOwners[location] else { return origin }
        return .trigger(screen: screen, name: name, location: location)
    }

    /// A parameter type a view controller fits: `UIViewController`, a view controller type, or a
    /// generic parameter named like one (`TopViewController: UIViewController`).
    private func takesViewController(_ typeName: String) -> Bool {
        let base = TypeNames.base(of: typeName)
        return base == "UIViewController" || index.isViewController(base)
    }
}
