"""Tables of scores: one row per app, then a row per split and a total."""

HEADERS = ["app", "split", "bugs found", "graph facts", "coordinators found", "started", "start read",
           "errors, warnings", "errors T+D / judged", "unjudged errors", "warnings T+D / judged", "silent broken",
           "says read", "really read"]


def _ratio(part, whole):
    return f"{part}/{whole} ({100.0 * part / whole:.0f} %)" if whole else "–"


def _percent(value):
    return "–" if value is None else f"{value:.0f} %"


def totals(scores):
    """Summed counts of several apps' scores."""
    total = {"bugs": 0, "bugs_found": 0, "edges": 0, "edges_found": 0, "coords": 0, "found": 0,
             "started": 0, "read": 0, "errors_good": 0, "errors_judged": 0, "errors_unjudged": 0,
             "warnings_good": 0, "warnings_judged": 0, "silent": 0, "silent_broken": 0,
             "clean_apps": 0, "clean_apps_over_3": 0, "errors": 0, "warnings": 0}
    for s in scores:
        total["bugs"] += len(s["bugs"])
        total["bugs_found"] += sum(b["found"] for b in s["bugs"])
        total["edges"] += len(s["edges"])
        total["edges_found"] += sum(e["found"] for e in s["edges"])
        total["coords"] += len(s["coordinators"])
        for key in ("found", "started", "read"):
            total[key] += sum(1 for c in s["coordinators"] if c["found"] and c[key])
        for severity, prefix in (("error", "errors"), ("warning", "warnings")):
            v = s["verdicts"][severity]
            total[f"{prefix}_good"] += v["TRUE"] + v["DEFENSIBLE"]
            total[f"{prefix}_judged"] += v["TRUE"] + v["DEFENSIBLE"] + v["FALSE"]
        total["errors_unjudged"] += sum(1 for f in s["unjudged"] if f["severity"] == "error")
        total["errors"] += s["errors"]
        total["warnings"] += s["warnings"]
        total["silent"] += len(s["silent"])
        total["silent_broken"] += sum(1 for b in s["silent"] if b["findings"])
        if s["clean"]:
            total["clean_apps"] += 1
            total["clean_apps_over_3"] += s["errors"] > 3
    return total


def row(name, split, total, says=None, really=None, single=False):
    """One table row from `totals`."""
    return [name, split,
            _ratio(total["bugs_found"], total["bugs"]), _ratio(total["edges_found"], total["edges"]),
            _ratio(total["found"], total["coords"]), _ratio(total["started"], total["coords"]),
            _ratio(total["read"], total["coords"]),
            f"{total['errors']}, {total['warnings']}" + (f" (clean apps over 3 errors: {total['clean_apps_over_3']}/{total['clean_apps']})" if total["clean_apps"] and not single else ""),
            _ratio(total["errors_good"], total["errors_judged"]), str(total["errors_unjudged"]),
            _ratio(total["warnings_good"], total["warnings_judged"]),
            f"{total['silent_broken']}/{total['silent']}", _percent(says), _percent(really)]


def table(scores, split_of):
    """Rows for every app, sorted by split then name, then each split's total and the total."""
    rows = []
    ordered = sorted(scores, key=lambda s: (split_of.get(s["app"], "?"), s["app"].lower()))
    for s in ordered:
        name = s["app"] + (" (clean)" if s["clean"] else "") + (" (load error)" if s["load_errors"] else "")
        rows.append(row(name, split_of.get(s["app"], "?"), totals([s]), s["says_read"], s["really_read"], single=True))
    for split in sorted({split_of.get(s["app"], "?") for s in scores}):
        members = [s for s in scores if split_of.get(s["app"], "?") == split]
        rows.append(row(f"**{split} ({len(members)} apps)**", split, totals(members)))
    if len({split_of.get(s["app"], "?") for s in scores}) > 1:
        rows.append(row(f"**all ({len(scores)} apps)**", "all", totals(scores)))
    return rows


def markdown(rows):
    """A Markdown table."""
    lines = ["| " + " | ".join(HEADERS) + " |", "|" + "---|" * len(HEADERS)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def plain(rows):
    """An aligned plain-text table."""
    widths = [max(len(str(r[i])) for r in rows + [HEADERS]) for i in range(len(HEADERS))]
    fmt = lambda r: "  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip()
    return "\n".join([fmt(HEADERS)] + [fmt(r) for r in rows])
