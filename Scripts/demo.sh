#!/usr/bin/env bash
# Sets up a fresh machine and runs flowviz on bundled samples:
# lints the clean photo store, lints a broken variant (which reports its bug), scans the
# shopping app's Swift sources (which report its two bugs at Swift lines), and renders the
# photo store to out/photo-store.svg and the shopping app, from its sources, to out/shopping.svg.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH

Scripts/bootstrap.sh
swift build --product flowviz
flowviz=.build/debug/flowviz

echo "== flowviz lint Samples/JSON/photo-store.json"
"$flowviz" lint Samples/JSON/photo-store.json && echo "clean (exit 0)"

echo "== flowviz lint Samples/JSON/broken-unretained-buy.json"
status=0
"$flowviz" lint Samples/JSON/broken-unretained-buy.json || status=$?
echo "exit $status (2: error-level findings)"

echo "== flowviz lint Samples/Shopping/Sources   (Swift sources, scanned)"
status=0
"$flowviz" lint Samples/Shopping/Sources || status=$?
echo "exit $status (2: error-level findings)"

mkdir -p out
"$flowviz" render Samples/JSON/photo-store.json -o out/photo-store.svg
echo "== wrote out/photo-store.svg"
"$flowviz" render Samples/Shopping/Sources -o out/shopping.svg
echo "== wrote out/shopping.svg"
