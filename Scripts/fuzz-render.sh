#!/usr/bin/env bash
# The render fuzzer (run as `Scripts/fuzz.sh render [GRAPHS]`): renders GRAPHS random app graphs
# (FlowvizSynth.RandomFlowGraph, one per seed) in-process through libgvc, in a harness built with
# AddressSanitizer (Fuzz/Sources/FuzzRender). See Docs/FUZZING.md.
#
# Environment (all optional):
#   FUZZ_SEED          the first seed (default: from the clock); seeds FUZZ_SEED ..< FUZZ_SEED + GRAPHS
#   FUZZ_BATCH         graphs per harness process (default 2000): bounds the memory Graphviz leaks
#   FUZZ_PARALLEL      harness processes at a time (default: the number of cores)
#   FUZZ_TIMEOUT       seconds one graph may take before it counts as a hang (default 120)
#   FUZZ_NO_BUILD      1: skip the build
#
# Exit status: 0 when every graph rendered (or was refused as too large) without a sanitizer
# report, a broken check or a hang; 1 otherwise, with the graph (JSON) and its DOT in
# Fuzz/Artifacts/ and the harness's log.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH

graphs=${1:-100000}
[[ "$graphs" =~ ^[0-9]+$ ]] || { echo "usage: Scripts/fuzz.sh render [GRAPHS]" >&2; exit 2; }
first=${FUZZ_SEED:-$(( $(date +%s) * 1000 ))}
batch=${FUZZ_BATCH:-2000}
parallel=${FUZZ_PARALLEL:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
fuzz="$root/Fuzz"
artifacts="$fuzz/Artifacts"
work="$fuzz/Work/render"
mkdir -p "$artifacts" "$work"
rm -f "$work"/batch-*.log

# ASan only (no libFuzzer): the harness has its own main and picks graphs by seed. Its own
# scratch path, so it never rebuilds the libFuzzer harnesses' build with other flags.
scratch="$fuzz/.build-render"
build() { swift build -c release --package-path "$fuzz" --scratch-path "$scratch" --sanitize address --product FuzzRender; }
if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
    echo "fuzz render: building FuzzRender (release, -sanitize=address)"
    build >"$artifacts/build-render.log" 2>&1 || build >"$artifacts/build-render.log" 2>&1 || {
        cat "$artifacts/build-render.log" >&2
        echo "fuzz render: the build failed" >&2
        exit 1
    }
fi
bin="$(swift build -c release --package-path "$fuzz" --scratch-path "$scratch" --sanitize address --show-bin-path)/FuzzRender"
grep -qa __asan_init "$bin" || { echo "fuzz render: $bin is not built with AddressSanitizer" >&2; exit 1; }

# Graphviz leaks inside dot's cluster code on every render (fixed upstream in 5.0.1): leak
# reports would be Graphviz's, not flowviz's, so LeakSanitizer is off. Everything else reports.
# Reports go to files: a render redirects file descriptor 2 while Graphviz runs (to keep it
# silent), and a report written then would be lost.
asan_base="detect_leaks=0:halt_on_error=1:abort_on_error=0"
rm -f "$work"/asan-* "$artifacts"/render-current.*
# A Swift trap would run the Swift backtracer, whose reads of other threads AddressSanitizer reports.
export SWIFT_BACKTRACE=enable=no
export FUZZ_RENDER_TIMEOUT=${FUZZ_TIMEOUT:-120}

batches=$(( (graphs + batch - 1) / batch ))
echo "fuzz render: $graphs graphs, seeds $first ..< $((first + graphs)), $batches batches of up to $batch, $parallel at a time"
start=$(date +%s)
# run_batch INDEX: one harness process; its log goes to Fuzz/Work/render/batch-INDEX.log.
run_batch() {
    local index=$1 seed count
    seed=$((first + index * batch))
    count=$(( graphs - index * batch < batch ? graphs - index * batch : batch ))
    ASAN_OPTIONS="$asan_base:log_path=$work/asan-batch-$index" \
        "$bin" "$seed" "$count" "$artifacts" >"$work/batch-$index.log" 2>&1 || echo "exit $?" >>"$work/batch-$index.log"
}
running=0
for ((index = 0; index < batches; index++)); do
    run_batch "$index" &
    running=$((running + 1))
    if [ "$running" -ge "$parallel" ]; then wait -n || true; running=$((running - 1)); fi
done
wait || true
end=$(date +%s)

rendered=0; refused=0; nodes=0; unrouted=0; failed=0
for ((index = 0; index < batches; index++)); do
    log="$work/batch-$index.log"
    reports=$(ls "$work"/asan-batch-"$index".* 2>/dev/null || true)
    if [ -n "$reports" ] || grep -qE "^(exit [0-9]+|FAILED)|AddressSanitizer" "$log" || ! grep -q "^rendered " "$log"; then
        failed=1
        cp "$log" "$artifacts/render-batch-$index.log"
        for report in $reports; do cp "$report" "$artifacts/render-batch-$index.asan.log"; done
        echo "fuzz render: batch $index (seeds from $((first + index * batch))): $(cat $reports /dev/null | grep -m1 -E "ERROR: AddressSanitizer" || grep -m1 -E "FAILED|exit" "$log" || echo "no result")" >&2
        continue
    fi
    read -r r n f u <<<"$(sed -n 's/^rendered \([0-9]*\) graphs (\([0-9]*\) nodes), refused \([0-9]*\)[^,]*, \([0-9]*\) with.*/\1 \2 \3 \4/p' "$log")"
    rendered=$((rendered + r)); nodes=$((nodes + n)); refused=$((refused + f)); unrouted=$((unrouted + u))
done
echo "fuzz render: rendered $rendered graphs ($nodes nodes), refused $refused over the node limit, $unrouted with an edge dot could not route, in $((end - start)) s"
if [ "$failed" != 0 ]; then
    # A process that AddressSanitizer ended left the seed it was on.
    for file in "$artifacts"/render-current.*; do [ -f "$file" ] && echo "fuzz render: a process ended on seed $(cat "$file") (or the one before: a graph is freed during the next render)" >&2; done
    echo "fuzz render: failures; graphs, DOT and logs in $artifacts. Reproduce: $bin SEED 1 $artifacts; $bin dump SEED DIR writes its graph and DOT" >&2
    exit 1
fi
