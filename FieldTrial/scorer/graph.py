"""The scanned graph (`flowviz scan -o`, Docs/JSON-FORMAT.md) indexed by the Swift type names
a reader writes in labels."""
import re

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SHOWING = {"push", "present"}


def type_words(text):
    """Identifiers in a type's spelling: `UIHostingController<Settings.RootView>` gives
    UIHostingController, Settings, RootView, so a label naming any of them matches."""
    return set(_IDENTIFIER.findall(text or ""))


class ScannedGraph:
    """Coordinators, what each shows and starts, and which are started at all."""

    def __init__(self, document):
        document = document or {}
        self.coordinators = document.get("coordinators", [])
        self.unknowns = document.get("unknowns", [])
        self._by_name = {c["name"]: c for c in self.coordinators}
        self.started = set()
        for coordinator in self.coordinators:
            if coordinator.get("root"):
                self.started.add(coordinator["name"])
            self.started.update(self.children(coordinator))
        self._unread_start = {u["coordinator"] for u in self.unknowns if u.get("aspect") == "start"}

    def matching(self, type_name):
        """Scanned coordinators a label's type name denotes (by type, else by name)."""
        exact = [c for c in self.coordinators if c.get("type") == type_name or c["name"] == type_name]
        if exact:
            return exact
        return [c for c in self.coordinators if type_name in type_words(c.get("type"))]

    @staticmethod
    def _actions(coordinator):
        for entry in coordinator.get("start", []):
            if "coordinator" in entry:
                yield {"action": "start", "coordinator": entry["coordinator"]}
            if "screen" in entry:
                yield {"action": "root", "screen": entry["screen"]}
        for screen in coordinator.get("screens", []):
            yield from screen.get("transitions", [])
        yield from (h for h in coordinator.get("handles", []) if h.get("action"))

    def children(self, coordinator):
        """Names of the coordinators `coordinator` starts."""
        return {a["coordinator"] for a in self._actions(coordinator) if a.get("action") == "start"}

    def shown_words(self, coordinator):
        """Type words of every screen `coordinator` shows first, pushes or presents."""
        screens = {s["name"]: s for s in coordinator.get("screens", [])}
        words = set()
        for action in self._actions(coordinator):
            if action.get("action") in _SHOWING | {"root"} and action.get("screen") in screens:
                screen = screens[action["screen"]]
                words |= type_words(screen.get("type")) | {screen["name"]}
        return words

    def child_words(self, coordinator):
        """Type words of every child `coordinator` starts."""
        words = set()
        for name in self.children(coordinator):
            child = self._by_name.get(name, {})
            words |= type_words(child.get("type")) | {name}
        return words

    def screen_shows(self, source, target):
        """A screen of the type `source` names shows `target` by its own code: pushes or presents
        a screen whose type names it, embeds it (`parts`, a SwiftUI view's subviews), or starts a
        child coordinator whose type names it. A view
        `source` embedded in a screen counts for what the screen shows on its triggers
        (`Source.sheet`, the part's name first)."""
        for coordinator in self.coordinators:
            screens = {s["name"]: s for s in coordinator.get("screens", [])}
            for screen in screens.values():
                own = screen["name"] == source or source in type_words(screen.get("type"))
                if not own and source not in screen.get("parts", []):
                    continue
                if own and target in screen.get("parts", []):
                    return True
                for transition in screen.get("transitions", []):
                    if not own and not transition.get("on", "").startswith(source + "."):
                        continue
                    shown = screens.get(transition.get("screen")) if transition.get("action") in _SHOWING else None
                    if shown and (target == shown["name"] or target in type_words(shown.get("type"))):
                        return True
                    # A screen's trigger that starts a child coordinator: the screen starts it.
                    started = self._by_name.get(transition.get("coordinator")) if transition.get("action") == "start" else None
                    if started and (target == started["name"] or target in type_words(started.get("type"))):
                        return True
        return False

    def has_edge(self, source, target):
        """A labelled edge: some coordinator named `source` shows or starts `target`, or a screen
        of type `source` shows `target`."""
        return any(target in self.shown_words(c) or target in self.child_words(c)
                   for c in self.matching(source)) or self.screen_shows(source, target)

    def coverage(self, type_name):
        """(found, started, start read) for a labelled coordinator."""
        found = self.matching(type_name)
        started = any(c["name"] in self.started for c in found)
        read = any(c.get("start") and c["name"] not in self._unread_start for c in found)
        return bool(found), started, read
