#!/usr/bin/env bash
# Renders flow definitions in many separate `flowviz render` processes and checks that every run
# succeeds and writes the same SVG (issue 14: the heap corruption showed in about 1 run of 10).
# The in-process counterpart is RenderSafetyTests.realAppShapedGraphsRenderAHundredTimesInOneProcess.
#
# Usage: Scripts/render-repeat.sh [RUNS] [FILE.json...]
#   RUNS   processes per file (default 100)
#   FILES  default: Tests/Fixtures/RenderRegressions/*.json and Samples/JSON/photo-store.json
# Environment: FLOWVIZ, the binary to run (default: built with `swift build`, debug).
# glibc's MALLOC_PERTURB_ fills freed memory, so a use after free shows rather than hides.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH

runs=${1:-100}
[[ "$runs" =~ ^[0-9]+$ ]] || { echo "usage: Scripts/render-repeat.sh [RUNS] [FILE.json...]" >&2; exit 2; }
shift || true
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(Tests/Fixtures/RenderRegressions/*.json Samples/JSON/photo-store.json)
if [ -z "${FLOWVIZ:-}" ]; then
    swift build --product flowviz >/dev/null
    FLOWVIZ="$(swift build --show-bin-path)/flowviz"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed=0
for file in "${files[@]}"; do
    start=$(date +%s)
    MALLOC_PERTURB_=165 "$FLOWVIZ" render "$file" -o "$work/first.svg"
    for ((run = 1; run < runs; run++)); do
        if ! MALLOC_PERTURB_=165 "$FLOWVIZ" render "$file" -o "$work/run.svg" 2>"$work/err"; then
            echo "render-repeat: $file: run $((run + 1)) failed: $(head -c 500 "$work/err")" >&2
            failed=1; break
        fi
        cmp -s "$work/first.svg" "$work/run.svg" || { echo "render-repeat: $file: run $((run + 1)) wrote other bytes" >&2; failed=1; break; }
    done
    echo "render-repeat: $file: $runs processes, $(( $(date +%s) - start )) s, $([ $failed = 0 ] && echo "all identical" || echo FAILED)"
done
exit $failed
