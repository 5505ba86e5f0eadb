#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Fuzz/ (a package of their own, with -sanitize=fuzzer,address)
# and runs each for a bounded number of executions. See Docs/FUZZING.md.
#
# Usage: Scripts/fuzz.sh [RUNS]            RUNS executions per harness (default 1000000)
#        Scripts/fuzz.sh render [GRAPHS]   the render fuzzer instead (default 100000 graphs), below
#
# Environment (all optional):
#   FUZZ_HARNESSES   which harnesses to run (default "FuzzJSONLoader FuzzConfigLoader")
#   FUZZ_PARALLEL    1: run the harnesses at the same time (default when there are 2+ cores), 0: one after the other
#   FUZZ_TIMEOUT     seconds one input may take before it counts as a hang (default 5)
#   FUZZ_RSS_MB      memory limit in MB (default 2048)
#   FUZZ_MAX_LEN     longest input libFuzzer generates, in bytes (default 16384 for JSON, 4096 for the config)
#   FUZZ_SEED        libFuzzer -seed, for a reproducible run (default: random)
#   FUZZ_NO_BUILD    1: skip the build (use the harnesses already built)
#
# Seeds: Samples/JSON/*.json (copied into Fuzz/Corpus/json/ at each run), the committed
# Fuzz/Corpus/config/, and the regression inputs in Tests/Fixtures/FuzzRegressions/. New inputs
# libFuzzer finds go to Fuzz/Work/<harness>/ (kept between runs, gitignored); crash, timeout and
# out-of-memory inputs to Fuzz/Artifacts/ with the log of the run.
#
# Exit status: 0 when every harness ran RUNS executions without a crash, hang, sanitizer report
# or out-of-memory; 1 otherwise (or when the build fails).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH

if [ "${1:-}" = render ]; then
    shift
    exec Scripts/fuzz-render.sh "$@"
fi

runs=${1:-1000000}
[[ "$runs" =~ ^[0-9]+$ ]] || { echo "usage: Scripts/fuzz.sh [RUNS]" >&2; exit 2; }
harnesses=${FUZZ_HARNESSES:-FuzzJSONLoader FuzzConfigLoader}
timeout=${FUZZ_TIMEOUT:-5}
rss=${FUZZ_RSS_MB:-2048}
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
parallel=${FUZZ_PARALLEL:-$([ "$cores" -ge 2 ] && echo 1 || echo 0)}

fuzz="$root/Fuzz"
artifacts="$fuzz/Artifacts"
mkdir -p "$artifacts"

# SwiftPM's --sanitize fuzzer instruments the C code too (Yams' libyaml) and keeps libFuzzer's
# `main`: without it SwiftPM on Linux renames each executable's entry point, and a
# -parse-as-library harness has none, so the link fails. But SwiftPM passes swiftc one
# -sanitize= per --sanitize and swiftc keeps only the last (-sanitize=address: no coverage, so
# libFuzzer fuzzes blind), hence the -Xswiftc -sanitize=fuzzer,address after them.
sanitize=(--sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
build() {
    for product in $harnesses; do
        swift build -c release --package-path "$fuzz" "${sanitize[@]}" --product "$product"
    done
}
if [ "${FUZZ_NO_BUILD:-0}" != 1 ]; then
    echo "fuzz: building $harnesses (release, -sanitize=fuzzer,address)"
    # One retry: a source file edited while SwiftPM reads it fails the build once.
    build >"$artifacts/build.log" 2>&1 || build >"$artifacts/build.log" 2>&1 || {
        cat "$artifacts/build.log" >&2
        echo "fuzz: the build failed" >&2
        exit 1
    }
fi
bin=$(swift build -c release --package-path "$fuzz" "${sanitize[@]}" --show-bin-path)
for harness in $harnesses; do
    # libFuzzer's coverage counters live in this section; without it the run would be blind.
    grep -qa __sancov_cntrs "$bin/$harness" || { echo "fuzz: $harness has no coverage instrumentation" >&2; exit 1; }
done

# The JSON seeds are the Samples, copied afresh so they never go stale.
rm -rf "$fuzz/Corpus/json"
mkdir -p "$fuzz/Corpus/json"
cp Samples/JSON/*.json "$fuzz/Corpus/json/"

# run HARNESS: fuzzes one harness, leaving its log in Fuzz/Work/HARNESS.log.
run() {
    local harness=$1 kind dict max_len work
    case "$harness" in
        FuzzJSONLoader) kind=json; max_len=${FUZZ_MAX_LEN:-16384} ;;
        FuzzConfigLoader) kind=config; max_len=${FUZZ_MAX_LEN:-4096} ;;
        *) echo "fuzz: unknown harness $harness" >&2; return 2 ;;
    esac
    dict="$fuzz/Dictionaries/$kind.dict"
    work="$fuzz/Work/$harness"
    mkdir -p "$work"
    local seeds=("$fuzz/Corpus/$kind")
    [ -d "Tests/Fixtures/FuzzRegressions/$kind" ] && seeds+=("$root/Tests/Fixtures/FuzzRegressions/$kind")
    local start end status=0
    start=$(date +%s)
    # The first corpus directory receives the new inputs; the seed directories are only read.
    "$bin/$harness" "$work" "${seeds[@]}" \
        -runs="$runs" -max_len="$max_len" -timeout="$timeout" -rss_limit_mb="$rss" \
        -malloc_limit_mb="$rss" -dict="$dict" -artifact_prefix="$artifacts/$harness-" \
        -print_final_stats=1 ${FUZZ_SEED:+-seed="$FUZZ_SEED"} \
        >"$fuzz/Work/$harness.log" 2>&1 || status=$?
    end=$(date +%s)
    echo "$status $((end - start))" >"$fuzz/Work/$harness.result"
}

echo "fuzz: $runs executions per harness, -timeout=$timeout -rss_limit_mb=$rss, $( [ "$parallel" = 1 ] && echo "in parallel" || echo "one after the other")"
mkdir -p "$fuzz/Work"
pids=()
for harness in $harnesses; do
    rm -f "$fuzz/Work/$harness.result"
    if [ "$parallel" = 1 ]; then run "$harness" & pids+=($!); else run "$harness"; fi
done
for pid in "${pids[@]}"; do wait "$pid" || true; done

failed=0
printf '%-18s %12s %8s %10s %12s  %s\n' harness executions seconds exec/s corpus result
for harness in $harnesses; do
    log="$fuzz/Work/$harness.log"
    read -r status seconds <"$fuzz/Work/$harness.result" || { status=1; seconds=0; }
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    persecond=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    # The corpus libFuzzer ended with (its last "corp: N/size" status), not every file it wrote.
    corpus=$(grep -oE "corp: [0-9]+/[0-9]+[a-zA-Z]*" "$log" | tail -1 | sed 's/corp: //')
    result=ok
    if [ "$status" != 0 ] || grep -qE "^(==[0-9]+==ERROR|SUMMARY: (Address|Leak|libFuzzer|UndefinedBehavior)Sanitizer)" "$log" \
        || [ "${executions:-0}" -lt "$runs" ]; then
        result="FAILED (exit $status): $(grep -m1 -E "==ERROR|SUMMARY|Fatal error|deadly signal|timeout" "$log" || echo "see log")"
        cp "$log" "$artifacts/$harness.log"
        failed=1
    fi
    printf '%-18s %12s %8s %10s %12s  %s\n' "$harness" "${executions:-?}" "$seconds" "${persecond:-?}" "$corpus" "$result"
done
if [ "$failed" != 0 ]; then
    echo "fuzz: failures; inputs and logs in $artifacts:" >&2
    ls -1 "$artifacts" | grep -v '^build.log$' | sed 's/^/  /' >&2
    echo "reproduce: $bin/<harness> <artifact>" >&2
    exit 1
fi
