"""Label files (FieldTrial/labels/<app>.toml), judged findings (<app>.judged.tsv) and SPLIT.md.

The format is FieldTrial/labels/FORMAT.md. Loading checks every field the scorer relies on and
raises LabelError naming the file and the entry, so a typo cannot silently drop a label.
"""
import csv
import os
import re

try:
    import tomllib
except ModuleNotFoundError:  # Python before 3.11
    raise SystemExit("error: the field-trial scorer needs Python 3.11 or newer (tomllib)") from None

BUG_KINDS = {"leak", "swipe_leak", "unretained", "missing_finish", "unreachable_screen",
             "dead_route", "unhandled_route", "deep_link", "other"}
EDGE_HOWS = {"push", "present", "root", "set", "tab", "embed", "child", "sheet", "destination",
             "cover", "alert"}
COORDINATOR_KINDS = {"coordinator", "router", "flow", "dispatcher"}
LIFETIMES = {"long-lived", "finishes", "unknown"}
VERDICTS = {"TRUE", "DEFENSIBLE", "FALSE"}
SPLITS = {"dev", "test"}

_PLACE = re.compile(r"^(?P<file>.+):(?P<line>[1-9][0-9]*)$")  # a path may hold a colon (`HTML:EPUB`)


class LabelError(Exception):
    """A label, judged or split file that does not follow FORMAT.md."""


class Place:
    """A file (relative to the app's checkout) and a 1-based line."""

    def __init__(self, text, where):
        match = _PLACE.match(text.strip()) if isinstance(text, str) else None
        if not match:
            raise LabelError(f"{where}: place {text!r} is not \"path:line\"")
        self.file = os.path.normpath(match["file"])
        self.line = int(match["line"])

    def near(self, file, line, slack=5):
        """True when `file:line` is this place, give or take `slack` lines."""
        return file is not None and line is not None and os.path.normpath(file) == self.file \
            and abs(line - self.line) <= slack

    def __repr__(self):
        return f"{self.file}:{self.line}"


class AppLabels:
    """Everything a reader wrote about one app."""

    def __init__(self, path):
        self.path = path
        try:
            with open(path, "rb") as handle:
                data = tomllib.load(handle)
        except tomllib.TOMLDecodeError as error:
            raise LabelError(f"{path}: {error}") from None
        self.app = _text(data, "app", path)
        stem = os.path.basename(path)[: -len(".toml")]
        if self.app != stem:
            raise LabelError(f"{path}: app = {self.app!r} but the file is named for {stem!r}")
        self.repo = _text(data, "repo", path)
        self.commit = _text(data, "commit", path)
        self.scan_root = data.get("scan_root", ".")
        self.clean = bool(data.get("clean", False))
        self.styles = list(data.get("styles", []))
        self.coordinators = [_coordinator(entry, f"{path}: coordinator {i + 1}")
                             for i, entry in enumerate(data.get("coordinator", []))]
        self.edges = [_edge(entry, f"{path}: edge {i + 1}") for i, entry in enumerate(data.get("edge", []))]
        self.bugs = [_bug(entry, f"{path}: bug {i + 1}") for i, entry in enumerate(data.get("bug", []))]
        self.silent = [_silent(entry, f"{path}: silent {i + 1}") for i, entry in enumerate(data.get("silent", []))]
        if self.clean and any(bug["kind"] != "other" for bug in self.bugs):
            raise LabelError(f"{path}: clean = true but bugs are labelled")

    @property
    def scored_bugs(self):
        """Bugs of a kind a rule can state (kind `other` is recorded but not scored)."""
        return [bug for bug in self.bugs if bug["kind"] != "other"]


def _text(data, key, where):
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise LabelError(f"{where}: `{key}` must be a non-empty string")
    return value.strip()


def _one_of(data, key, allowed, where, default=None):
    value = data.get(key, default)
    if value not in allowed:
        raise LabelError(f"{where}: `{key}` = {value!r}, expected one of {sorted(allowed)}")
    return value


def _places(data, where):
    places = data.get("places")
    if places is None and "place" in data:
        places = [data["place"]]
    if not isinstance(places, list) or not places:
        raise LabelError(f"{where}: `places` must list at least one \"path:line\"")
    return [Place(text, where) for text in places]


def _coordinator(data, where):
    return {"name": _text(data, "name", where),
            "kind": _one_of(data, "kind", COORDINATOR_KINDS, where, "coordinator"),
            "started_by": data.get("started_by", ""),
            "lifetime": _one_of(data, "lifetime", LIFETIMES, where, "unknown")}


def _edge(data, where):
    return {"from": _text(data, "from", where), "to": _text(data, "to", where),
            "how": _one_of(data, "how", EDGE_HOWS, where), "case": data.get("case", "")}


def _bug(data, where):
    return {"id": _text(data, "id", where), "kind": _one_of(data, "kind", BUG_KINDS, where),
            "places": _places(data, where), "coordinator": data.get("coordinator", "")}


def _silent(data, where):
    return {"id": _text(data, "id", where),
            "naive_kind": _one_of(data, "naive_kind", BUG_KINDS, where),
            "places": _places(data, where), "coordinator": data.get("coordinator", "")}


def load_labels(directory):
    """Every `<app>.toml` in `directory`, by app name."""
    labels = {}
    for name in sorted(os.listdir(directory)):
        if name.endswith(".toml"):
            app = AppLabels(os.path.join(directory, name))
            labels[app.app] = app
    return labels


def load_judged(directory, app):
    """The judged findings of `app`: {(rule, file, line): (verdict, note)}; empty when none."""
    path = os.path.join(directory, f"{app}.judged.tsv")
    if not os.path.exists(path):
        return {}
    judged = {}
    with open(path, newline="", encoding="utf-8") as handle:
        for number, row in enumerate(csv.reader(handle, delimiter="\t"), start=1):
            if not row or row[0].startswith("#") or row[0] == "rule":
                continue
            if len(row) < 3:
                raise LabelError(f"{path}:{number}: expected rule, place, verdict[, note]")
            rule, place, verdict = row[0].strip(), Place(row[1], f"{path}:{number}"), row[2].strip()
            if verdict not in VERDICTS:
                raise LabelError(f"{path}:{number}: verdict {verdict!r}, expected one of {sorted(VERDICTS)}")
            judged[(rule, place.file, place.line)] = (verdict, row[3].strip() if len(row) > 3 else "")
    return judged


_SPLIT_ROW = re.compile(r"^\|\s*`?(?P<app>[A-Za-z0-9_.+-]+)`?\s*\|\s*(?P<split>dev|test)\b[^|]*\|")


def load_split(path):
    """SPLIT.md's table rows `| app | dev or test | …`: {app: split}. The split cell may say more
    after the word (`dev (was test)`)."""
    split = {}
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            match = _SPLIT_ROW.match(line)
            if match:
                if match["app"] in split:
                    raise LabelError(f"{path}:{number}: {match['app']} is listed twice")
                split[match["app"]] = match["split"]
    return split
