#!/usr/bin/env bash
# Renders every Sample under valgrind and reports memory definitely lost, split into what
# flowviz's own code lost (must be 0) and what Graphviz's internals lost (listed).
# Usage: Scripts/leakcheck.sh   (needs valgrind: apt-get install -y valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH=/opt/swift/usr/bin:$PATH
command -v valgrind >/dev/null || { echo "leakcheck: valgrind is not installed (apt-get install -y valgrind)" >&2; exit 1; }
swift build -c release --product flowviz >/dev/null
out=$(mktemp -d)
# valgrind 3.19 cannot read the DWARF 5 debug info Swift 6 emits: run a copy without it
# (symbols stay, so frames are still named).
binary="$out/flowviz"
cp .build/release/flowviz "$binary"
strip --strip-debug "$binary"
own=0
for sample in Samples/JSON/*.json; do
    name=$(basename "$sample" .json)
    log="$out/$name.log"
    valgrind --leak-check=full --show-leak-kinds=definite --num-callers=40 --log-file="$log" \
        "$binary" render "$sample" -o "$out/$name.svg" >/dev/null 2>&1
    lost=$(grep -E "definitely lost:" "$log" | sed -E 's/.*definitely lost: ([0-9,]+) bytes.*/\1/' | tr -d ,)
    # A leak record is flowviz's own when its allocation stack has a flowviz frame below the
    # Graphviz libraries (a frame in the flowviz binary that is not just main/the render call
    # into libgvc).
    ownRecords=$(awk '/definitely lost in loss record/{rec=$0; inrec=1; gv=0; fv=0; next}
        inrec && /^==[0-9]+== *$/ {if (fv && !gv) print rec; inrec=0; next}
        inrec && /(libgvc|libcgraph|libcdt|libpathplan|libgvplugin|libcairo|libpango|libfontconfig|libglib|libexpat|libxdot)/ {gv=1}
        inrec && /\(in .*flowviz\)/ && !gv {fv=1}' "$log" | wc -l)
    own=$((own + ownRecords))
    echo "$name: definitely lost ${lost:-0} bytes; records from flowviz's own code: $ownRecords"
done
echo "logs: $out"
if [ "$own" -ne 0 ]; then echo "leakcheck: flowviz's own code lost memory" >&2; exit 1; fi
