"""Scores one app: its labels against what flowviz reported and scanned."""
import os

from graph import ScannedGraph

# The rules whose finding states a labelled bug of each kind (README, "Checks").
RULES = {
    "leak": {"leaked_child_coordinator"},
    "swipe_leak": {"leaked_child_coordinator"},
    "unretained": {"unretained_child_coordinator"},
    "missing_finish": {"missing_did_finish"},
    "unreachable_screen": {"unreachable_screen", "unreachable_coordinator"},
    "dead_route": {"unreachable_route"},
    "unhandled_route": {"unreachable_route", "unhandled_flow_event"},
    "deep_link": {"invalid_deep_link"},
}
GOOD_VERDICTS = {"TRUE", "DEFENSIBLE"}

# Apple's containers and system UI: not screens of a navigation graph (a container's graph fact is
# what it shows; an alert or a share sheet is no flow), so edges to them, and `alert` edges, are
# not scored. The scorer reports how many it set aside.
SYSTEM_TARGETS = {
    "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
    "UIAlertController", "UIActivityViewController", "UIImagePickerController",
    "UIDocumentPickerViewController", "UIDocumentInteractionController", "PHPickerViewController",
    "MFMailComposeViewController", "MFMessageComposeViewController", "SFSafariViewController",
    "CNContactPickerViewController", "CNContactViewController", "QLPreviewController",
    "AVPlayerViewController", "UIFontPickerViewController", "UIColorPickerViewController",
}


def scored_edge(edge):
    """True for an edge the graph-fact recall counts."""
    return edge["how"] != "alert" and edge["to"] not in SYSTEM_TARGETS


def _silencing_rules(kind):
    """A silent site is broken by a finding of its naive kind's rules; one of kind `other` by any."""
    return RULES.get(kind)


def findings(lint):
    """Error and warning findings (notes and load errors apart)."""
    return [f for f in lint if f.get("kind") == "finding" and f.get("severity") in ("error", "warning")]


def _hits(found, rules, places):
    """Findings of `rules` (any rule when None) at one of `places`, ±5 lines."""
    return [f for f in found if (rules is None or f.get("ruleId") in rules)
            and any(p.near(f.get("file"), f.get("line")) for p in places)]


def score_app(labels, run, judged):
    """A dict of counts and lists for one app (see report.COLUMNS)."""
    lint, graph = run["lint"], ScannedGraph(run["scan"])
    found = findings(lint)
    bugs = [{"id": b["id"], "kind": b["kind"], "found": bool(_hits(found, RULES[b["kind"]], b["places"]))}
            for b in labels.scored_bugs]
    broken = [{"id": s["id"], "naive_kind": s["naive_kind"],
               "findings": [f"{f['ruleId']} {f['file']}:{f['line']}" for f in _hits(found, _silencing_rules(s["naive_kind"]), s["places"])]}
              for s in labels.silent]
    edges = [dict(e, found=graph.has_edge(e["from"], e["to"])) for e in labels.edges if scored_edge(e)]
    coverage = [dict(zip(("found", "started", "read"), graph.coverage(c["name"])), name=c["name"])
                for c in labels.coordinators]
    verdicts = {"error": {"TRUE": 0, "DEFENSIBLE": 0, "FALSE": 0}, "warning": {"TRUE": 0, "DEFENSIBLE": 0, "FALSE": 0}}
    unjudged = []
    for finding in found:
        key = (finding["ruleId"], os.path.normpath(finding["file"] or ""), finding["line"])
        if key in judged:
            verdicts[finding["severity"]][judged[key][0]] += 1
        else:
            unjudged.append(finding)
    read = sum(1 for c in coverage if c["found"] and c["read"])
    return {
        "app": labels.app, "clean": labels.clean,
        "load_errors": [f"{e.get('file')}:{e.get('line')}: {e.get('message')}" for e in lint if e.get("kind") == "load_error"],
        "bugs": bugs, "edges": edges, "edges_set_aside": len(labels.edges) - len(edges), "coordinators": coverage, "silent": broken,
        "errors": sum(1 for f in found if f["severity"] == "error"),
        "warnings": sum(1 for f in found if f["severity"] == "warning"),
        "verdicts": verdicts, "unjudged": unjudged,
        "says_read": run["meta"].get("says_read"),
        "really_read": round(100.0 * read / len(coverage), 1) if coverage else None,
    }
