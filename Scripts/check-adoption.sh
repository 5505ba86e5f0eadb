#!/usr/bin/env bash
# Adopts flowviz the way README.md tells a team to, and checks that it works:
#   1. a throwaway app package: Tests/Fixtures/AppPackage's sources and tests beside a
#      Package.swift copied verbatim from README.md (between the adoption-package-swift markers),
#      next to `flowviz`, a link to this repository (the snippet's `../flowviz`);
#   2. builds it and runs its tests (FlowvizDSL, FlowvizTesting, FlowvizScanTesting in a test
#      target that also does `@testable import MyApp`);
#   3. runs the command plugin: `swift package flowviz lint`, `… render -o`, and a failing lint.
# The package builds in .build-adoption/ (gitignored), so a second run is incremental; CI's
# fresh clone compiles flowviz and swift-syntax once more for it.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH
base="$repo/.build-adoption"
work="$base/work"
scratch="$base/scratch"
app="$work/MyApp"

fail() { echo "check-adoption: FAILED: $*" >&2; exit 1; }
step() { echo "check-adoption: $*" >&2; }

rm -rf "$app"
mkdir -p "$app" "$scratch"
ln -sfn "$repo" "$work/flowviz"
cp -R "$repo/Tests/Fixtures/AppPackage/Sources" "$repo/Tests/Fixtures/AppPackage/Tests" "$app/"
python3 - "$repo/README.md" "$app/Package.swift" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
found = re.findall(r"<!-- adoption-package-swift:begin -->\n```swift\n(.*?)```\n<!-- adoption-package-swift:end -->", text, re.S)
if len(found) != 1:
    sys.exit(f"check-adoption: README.md must hold exactly one Package.swift snippet between the adoption-package-swift markers (found {len(found)})")
open(sys.argv[2], "w", encoding="utf-8").write(found[0])
PY

cd "$app"
started=$(date +%s)
step "building the app package from README.md's Package.swift"
swift build --build-tests --scratch-path "$scratch"
step "built in $(( $(date +%s) - started )) s; testing"
swift test --skip-build --scratch-path "$scratch"

step "plugin: without --allow-writing-to-package-directory, SwiftPM refuses (no terminal to ask on)"
if swift package --scratch-path "$scratch" flowviz lint </dev/null 2>"$base/lint.err"; then
    fail "the plugin ran without the write permission it declares"
fi
grep -q "allow-writing-to-package-directory" "$base/lint.err" || { cat "$base/lint.err" >&2; fail "no hint at --allow-writing-to-package-directory"; }

step "plugin: swift package flowviz lint (the package's targets by default)"
allow=(--allow-writing-to-package-directory)
lint_output="$(swift package --scratch-path "$scratch" "${allow[@]}" flowviz lint --reporter json 2>"$base/lint.err")" \
    || { cat "$base/lint.err" >&2; fail "swift package flowviz lint failed on a clean app"; }
# SwiftPM passes the tool's stdout and stderr through together: the report is the last line.
[ "$(tail -n 1 <<<"$lint_output")" = "[]" ] || fail "lint did not print an empty JSON report: $lint_output"
grep -q 'Scanned 5 Swift files' <<<"$lint_output$(cat "$base/lint.err")" || fail "lint did not scan Sources/MyApp: $lint_output"

step "plugin: swift package flowviz render -o flows.svg (writes into the package with permission)"
rm -f flows.svg
swift package --scratch-path "$scratch" "${allow[@]}" flowviz render -o flows.svg
grep -q '<svg' flows.svg || fail "render wrote no SVG to flows.svg"
grep -q 'SettingsCoordinator' flows.svg || fail "flows.svg does not draw SettingsCoordinator"

step "plugin: a failing command fails swift package"
if swift package --scratch-path "$scratch" "${allow[@]}" flowviz lint --target NoSuchTarget 2>"$base/fail.err"; then
    fail "lint --target NoSuchTarget succeeded"
fi
grep -q "no Swift target named 'NoSuchTarget'" "$base/fail.err" || { cat "$base/fail.err" >&2; fail "no clear error for an unknown target"; }
if swift package --scratch-path "$scratch" "${allow[@]}" flowviz lint Sources/Missing 2>"$base/fail.err"; then
    fail "lint of a missing directory succeeded"
fi
step "all checks passed in $(( $(date +%s) - started )) s"
