#!/usr/bin/env python3
"""The field-trial scorer: flowviz on labelled app checkouts, against what readers wrote.

    python3 FieldTrial/score.py --apps DIR [--flowviz PATH] [--runs DIR] [--only A,B] [--offline]
                                [--markdown | --json | --summary TITLE] [--unjudged] [--details]

DIR holds one checkout per app, each in a folder named as its label file
(FieldTrial/labels/<app>.toml). For each labelled app with a checkout, flowviz runs
`lint --reporter json` and `scan -o` from the checkout's root on the label's `scan_root`, and the
outputs are kept under --runs (default DIR/.flowviz-runs); --offline scores the kept outputs
again without running flowviz. FieldTrial/README.md says how to lay the apps out.
Exit status: 0 when every labelled app was scored, 1 when a label, judged file or run failed or
a labelled app has no checkout.
"""
import argparse
import json
import os
import sys

sys.dont_write_bytecode = True  # keep the source tree clean when tests run the scorer

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "scorer"))

from labels import LabelError, load_judged, load_labels, load_split  # noqa: E402
from match import score_app  # noqa: E402
from report import markdown, plain, summary_markdown, table  # noqa: E402
from runner import RunError, load_run, run_app  # noqa: E402


def parse(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--apps", required=True, help="folder with one checkout per app")
    parser.add_argument("--labels", default=os.path.join(HERE, "labels"), help="label folder (default FieldTrial/labels)")
    parser.add_argument("--split", help="the split file (default: SPLIT.md in the label folder)")
    parser.add_argument("--flowviz", default=os.path.join(HERE, "..", ".build", "release", "flowviz"),
                        help="the flowviz binary (default .build/release/flowviz)")
    parser.add_argument("--runs", help="where outputs are kept (default APPS/.flowviz-runs)")
    parser.add_argument("--only", help="comma-separated apps, or `dev` / `test` for a split")
    parser.add_argument("--offline", action="store_true", help="score kept outputs, do not run flowviz")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--json", action="store_true", help="print every score as JSON")
    parser.add_argument("--summary", metavar="TITLE", help="print the summed measures, with issue 35's targets, as a Markdown column headed TITLE")
    parser.add_argument("--unjudged", action="store_true", help="list findings not yet judged")
    parser.add_argument("--details", action="store_true", help="list missed bugs, missed facts and broken silent sites")
    return parser.parse_args(argv)


def main(argv):
    args = parse(argv)
    problems = []
    try:
        labels = load_labels(args.labels)
        split_path = args.split or os.path.join(args.labels, "SPLIT.md")
        split_of = load_split(split_path) if os.path.exists(split_path) else {}
    except LabelError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    wanted = sorted(labels)
    if args.only in ("dev", "test"):
        wanted = [a for a in wanted if split_of.get(a) == args.only]
    elif args.only:
        names = [n.strip() for n in args.only.split(",") if n.strip()]
        problems += [f"{n}: no label file" for n in names if n not in labels]
        wanted = [n for n in names if n in labels]
    runs = args.runs or os.path.join(args.apps, ".flowviz-runs")
    flowviz = os.path.abspath(args.flowviz)
    if not args.offline and not os.access(flowviz, os.X_OK):
        print(f"error: no flowviz binary at {flowviz} (build it, or pass --flowviz)", file=sys.stderr)
        return 1
    scores = []
    for app in wanted:
        checkout = os.path.join(args.apps, app)
        try:
            if args.offline:
                run = load_run(os.path.join(runs, app))
            elif not os.path.isdir(checkout):
                problems.append(f"{app}: no checkout at {checkout}")
                continue
            else:
                print(f"scanning {app} …", file=sys.stderr)
                run = run_app(flowviz, checkout, labels[app].scan_root, os.path.join(runs, app))
            scores.append(score_app(labels[app], run, load_judged(args.labels, app)))
        except (LabelError, RunError) as error:
            problems.append(str(error))
    rows = table(scores, split_of)
    if args.summary:
        print(summary_markdown(scores, args.summary))
    elif args.json:
        print(json.dumps({"scores": scores, "split": {s["app"]: split_of.get(s["app"]) for s in scores},
                          "problems": problems}, indent=2, sort_keys=True, default=str))
    else:
        print(markdown(rows) if args.markdown else plain(rows))
        if args.details:
            print_details(scores)
        if args.unjudged:
            print_unjudged(scores)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


def print_details(scores):
    for s in scores:
        lines = [f"  missed bug {b['id']} ({b['kind']})" for b in s["bugs"] if not b["found"]]
        lines += [f"  silent site {b['id']} broken by {', '.join(b['findings'])}" for b in s["silent"] if b["findings"]]
        lines += [f"  missing fact {e['from']} -{e['how']}-> {e['to']}" for e in s["edges"] if not e["found"]]
        lines += [f"  coordinator {c['name']}: " + ("not found" if not c["found"] else "not started" if not c["started"] else "start not read")
                  for c in s["coordinators"] if not (c["found"] and c["started"] and c["read"])]
        lines += [f"  load error {e}" for e in s["load_errors"]]
        if s["edges_set_aside"]:
            lines.append(f"  {s['edges_set_aside']} edges to system UI or containers set aside")
        if lines:
            print(f"\n{s['app']}:")
            print("\n".join(lines))


def print_unjudged(scores):
    for s in scores:
        for f in s["unjudged"]:
            print(f"{s['app']}\t{f['ruleId']}\t{f['file']}:{f['line']}\t{f['severity']}\t{f['message']}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
