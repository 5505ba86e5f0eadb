#!/usr/bin/env bash
# Builds and runs the scanner's tests against one swift-syntax version of the range Package.swift
# accepts (default: its lowest, 600.0.1; `swift test` covers the newest the mirror resolves).
# A copy of the sources with the requirement narrowed to that exact version builds in
# .build-syntax/ (gitignored), so it never touches the main build or its Package.resolved.
#   Scripts/check-swift-syntax-range.sh [VERSION]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH
version="${1:-600.0.1}"
base="$repo/.build-syntax"
copy="$base/src"
mkdir -p "$copy"
# The sources only: no build folders, no git metadata, no resolved pins.
(cd "$repo" && git ls-files -z --cached --others --exclude-standard) | (cd "$repo" && xargs -0 tar cf -) | (cd "$copy" && tar xf -)
rm -f "$copy/Package.resolved"
python3 - "$copy/Package.swift" "$version" <<'PY'
import re, sys
path, version = sys.argv[1], sys.argv[2]
text = open(path).read()
new, count = re.subn(r'(\.package\(url: "https://github.com/swiftlang/swift-syntax", )[^)]*\)', r'\g<1>exact: "%s")' % version, text)
if count != 1:
    sys.exit("check-swift-syntax-range: no swift-syntax requirement found in Package.swift")
open(path, "w").write(new)
PY
cd "$copy"
started=$(date +%s)
swift build --build-tests --scratch-path "$base/scratch"
grep -q "\"version\" : \"$version\"" Package.resolved || { echo "check-swift-syntax-range: swift-syntax $version was not resolved" >&2; exit 1; }
swift test --skip-build --scratch-path "$base/scratch" --filter "FlowvizScanTests|SamplesTests|FlowvizSynthTests|FlowvizScanTestingTests"
echo "check-swift-syntax-range: swift-syntax $version: built and tested in $(( $(date +%s) - started )) s" >&2
