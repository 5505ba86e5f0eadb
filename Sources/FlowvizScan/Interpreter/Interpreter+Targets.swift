import FlowvizCore

extension Interpreter {
    /// A coordinator declared once per target, as code the targets share names it
    /// (SourceTargets.swift): in each target it is that target's coordinator. Which one runs is
    /// the target's, so its start and how it is shown are unknown here, and that unknown start
    /// leads to each target's coordinator (so none is reported never started).
    func runTargetAlias(_ qualified: [String]) {
        let targets = qualified.compactMap { TargetNames.split($0)?.target }.sorted()
        // One misread, one reason: the rule says it once (NotFullyReadRule), the graph keeps each fact.
        let reason = "\(type) is declared once in each of the targets \(targets.joined(separator: ", ")), and code they share names it: in each target it is that target's own; which one runs and how it is shown are not known"
        let location = index.declaration(of: type)?.location
        noteUnread(UnreadFact(aspect: .start, reason: reason, location: location))
        noteUnread(UnreadFact(aspect: .presentation, reason: reason, location: location))
        for name in qualified {
            noteUnread(UnreadFact(aspect: .start, child: name, reason: reason, location: location))
            noteUnread(UnreadFact(aspect: .presentation, child: name, reason: reason, location: location))
        }
    }

    /// A target's coordinator that code the targets share starts (through its alias): how that
    /// code shows it in this target is not read, so neither is how the user leaves it.
    func noteShownThroughAlias() {
        guard let alias = index.targetAliases.first(where: { $0.value.contains(type) })?.key else { return }
        noteUnread(UnreadFact(
            aspect: .finish,
            reason: "\(type) is started by code the targets share (as \(alias)): how it is shown there, and so how the user leaves it, is not known",
            location: index.declaration(of: type)?.location
        ))
    }
}
