#!/usr/bin/env python3
"""Lays out one checkout per labelled app, from snapshots the search tool's `fetch` brought in.

    python3 FieldTrial/checkout.py --apps DIR [--mirror /work/.mirror] [--only A,B]

For each FieldTrial/labels/<app>.toml, the snapshot of its `repo` (MIRROR/<owner>+<name>/repo, a
bare git directory) is written to DIR/<app> at the label's `commit`. Files the snapshot lacks
(large binaries, Git LFS content) are skipped and counted. An app already laid out is left as it
is. Exit status 1 when a snapshot or its commit is missing: fetch `github:<owner>/<name>` first.
"""
import argparse
import os
import subprocess
import sys

sys.dont_write_bytecode = True  # keep the source tree clean when tests run the scorer

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "scorer"))

from labels import LabelError, load_labels  # noqa: E402


def export(gitdir, commit, dest):
    """Writes the tree of `commit` to `dest`; returns (files written, files missing)."""
    tree = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", commit],
                          capture_output=True, check=True).stdout
    entries = []
    for record in filter(None, tree.split(b"\0")):
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob" and mode != b"120000":
            entries.append((sha.decode(), os.fsdecode(path)))
    reader = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    missing = 0
    for sha, path in entries:
        reader.stdin.write(f"{sha}\n".encode())
        reader.stdin.flush()
        header = reader.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            missing += 1
            continue
        data = reader.stdout.read(int(header[2]))
        reader.stdout.read(1)
        out = os.path.join(dest, path)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "wb") as handle:
            handle.write(data)
    reader.stdin.close()
    reader.wait()
    return len(entries) - missing, missing


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--apps", required=True)
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("--labels", default=os.path.join(HERE, "labels"))
    parser.add_argument("--only")
    args = parser.parse_args(argv)
    try:
        labels = load_labels(args.labels)
    except LabelError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    wanted = [n.strip() for n in args.only.split(",")] if args.only else sorted(labels)
    failed = 0
    for app in wanted:
        label = labels[app]
        dest = os.path.join(args.apps, app)
        if os.path.isdir(dest):
            print(f"{app}: already at {dest}")
            continue
        gitdir = os.path.join(args.mirror, label.repo.replace("/", "+"), "repo")
        if os.path.isdir(os.path.join(gitdir, ".git")):  # a snapshot that came with a work tree
            gitdir = os.path.join(gitdir, ".git")
        if not os.path.isdir(gitdir):
            print(f"error: {app}: no snapshot at {gitdir}: fetch github:{label.repo}", file=sys.stderr)
            failed += 1
            continue
        try:
            written, missing = export(gitdir, label.commit, dest + ".part")
        except subprocess.CalledProcessError:
            print(f"error: {app}: commit {label.commit} is not in {gitdir}", file=sys.stderr)
            failed += 1
            continue
        os.rename(dest + ".part", dest)
        print(f"{app}: {written} files at {label.commit[:10]}" + (f", {missing} not in the snapshot" if missing else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
