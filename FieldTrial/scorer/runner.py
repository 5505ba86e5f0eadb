"""Runs flowviz on one app checkout and keeps what it wrote, so scoring can be redone offline."""
import json
import os
import re
import subprocess
import time

_READ_SHARE = re.compile(r"(\d+(?:\.\d+)?) % read|: all read")


class RunError(Exception):
    """flowviz could not be run, or wrote something that is not its documented output."""


def run_app(flowviz, checkout, scan_root, out_dir, timeout=600):
    """Runs `flowviz lint --reporter json` and `flowviz scan -o` from the checkout's root on
    `scan_root`, writing lint.json, scan.json and run.json (exit codes, summaries, times) to
    `out_dir`. Returns the loaded outputs (see `load_run`)."""
    os.makedirs(out_dir, exist_ok=True)
    target = os.path.normpath(scan_root or ".")
    if not os.path.isdir(os.path.join(checkout, target)):
        raise RunError(f"{checkout}: scan_root {target!r} is not a folder")
    lint_out = os.path.abspath(os.path.join(out_dir, "lint.json"))
    scan_out = os.path.abspath(os.path.join(out_dir, "scan.json"))
    started = time.monotonic()
    lint = subprocess.run([flowviz, "lint", target, "--reporter", "json"], cwd=checkout,
                          capture_output=True, timeout=timeout)
    lint_seconds = time.monotonic() - started
    with open(lint_out, "wb") as handle:
        handle.write(lint.stdout)
    started = time.monotonic()
    scan = subprocess.run([flowviz, "scan", target, "-o", scan_out], cwd=checkout,
                          capture_output=True, timeout=timeout)
    scan_seconds = time.monotonic() - started
    summary = (scan.stderr + scan.stdout).decode("utf-8", "replace")
    meta = {"lint_exit": lint.returncode, "scan_exit": scan.returncode,
            "lint_stderr": lint.stderr.decode("utf-8", "replace")[-4000:],
            "scan_summary": summary[-4000:], "says_read": says_read(summary),
            "lint_seconds": round(lint_seconds, 2), "scan_seconds": round(scan_seconds, 2)}
    with open(os.path.join(out_dir, "run.json"), "w", encoding="utf-8") as handle:
        json.dump(meta, handle, indent=2, sort_keys=True)
        handle.write("\n")
    return load_run(out_dir)


def says_read(summary):
    """The share of the app the scan says it read, in percent, from its summary line (None when it
    says it found no coordinator navigation)."""
    match = _READ_SHARE.search(summary)
    if not match:
        return None
    return 100.0 if match.group(1) is None else float(match.group(1))


def load_run(out_dir):
    """{lint: [finding…], scan: graph or None, meta: run.json} as `run_app` wrote them."""
    try:
        with open(os.path.join(out_dir, "run.json"), encoding="utf-8") as handle:
            meta = json.load(handle)
        with open(os.path.join(out_dir, "lint.json"), encoding="utf-8") as handle:
            text = handle.read()
    except FileNotFoundError as error:
        raise RunError(f"{out_dir}: no run kept ({error.filename})") from None
    if meta["lint_exit"] not in (0, 1, 2):
        raise RunError(f"{out_dir}: flowviz lint exited {meta['lint_exit']}: {meta['lint_stderr'][-500:]}")
    try:
        lint = json.loads(text) if text.strip() else []
    except json.JSONDecodeError as error:
        raise RunError(f"{out_dir}/lint.json: not JSON ({error})") from None
    scan = None
    scan_path = os.path.join(out_dir, "scan.json")
    if meta["scan_exit"] == 0 and os.path.exists(scan_path):
        with open(scan_path, encoding="utf-8") as handle:
            scan = json.load(handle)
    return {"lint": lint, "scan": scan, "meta": meta}
