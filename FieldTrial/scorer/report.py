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


# The measures issue 35 sets targets for, with those targets.
TARGETS = {
    "bug recall": "≥ 60 %", "graph-fact recall": "≥ 80 %", "coordinators found with their start read": "≥ 90 %",
    "errors judged TRUE or DEFENSIBLE": "≥ 80 %", "warnings judged TRUE or DEFENSIBLE (sampled)": "≥ 70 % (issue 36)",
    "must-stay-silent sites broken": "0", "clean apps with more than 3 errors": "0",
}


def measures(scores):
    """(measure, value) rows summing `scores`: what RESULTS.md tabulates per split and run."""
    t = totals(scores)
    says = [s["says_read"] for s in scores if s["says_read"] is not None]
    really = [s["really_read"] for s in scores if s["really_read"] is not None]
    mean = lambda values: f"{sum(values) / len(values):.0f} %" if values else "–"
    return [
        ("bug recall", _ratio(t["bugs_found"], t["bugs"])),
        ("graph-fact recall", _ratio(t["edges_found"], t["edges"])),
        ("coordinators found", _ratio(t["found"], t["coords"])),
        ("coordinators found and started", _ratio(t["started"], t["coords"])),
        ("coordinators found with their start read", _ratio(t["read"], t["coords"])),
        ("errors judged TRUE or DEFENSIBLE", _ratio(t["errors_good"], t["errors_judged"])
         + (f", {t['errors_unjudged']} unjudged" if t["errors_unjudged"] else "")),
        ("warnings judged TRUE or DEFENSIBLE (sampled)", _ratio(t["warnings_good"], t["warnings_judged"])),
        ("must-stay-silent sites broken", f"{t['silent_broken']} of {t['silent']}"),
        ("clean apps with more than 3 errors", f"{t['clean_apps_over_3']} of {t['clean_apps']}"),
        ("errors, warnings", f"{t['errors']}, {t['warnings']}"),
        ("apps that fail to load (\"no coordinators found\")", f"{sum(1 for s in scores if s['load_errors'])} of {len(scores)}"),
        ("read share the scan says / really read (mean over apps)", f"{mean(says)} / {mean(really)}"),
    ]


def summary_markdown(scores, title):
    """A Markdown table of ``measures`` with their targets, one column headed `title`."""
    lines = [f"| measure | issue 35 target | {title} |", "|---|---|---|"]
    lines += [f"| {name} | {TARGETS.get(name, '')} | {value} |" for name, value in measures(scores)]
    return "\n".join(lines)
