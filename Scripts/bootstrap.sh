#!/usr/bin/env bash
# Installs what building and testing flowviz needs on Debian (or macOS, through Homebrew), when
# it is missing:
#   - libgraphviz-dev: the Graphviz C library (libgvc) that FlowvizGraphviz links;
#   - Python's jsonschema: the reference validator the schema test runs over the Samples;
#   - Chromium: the headless browser the HTML view test drives;
#   - graphviz and time: the `dot` binary and GNU time, the floor flowviz-bench measures
#     rendering against (and that floor's peak memory).
# Safe to run again: it only installs what is not there.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# macOS: the same through Homebrew (graphviz brings libgvc and dot); the HTML view test needs a
# Chromium-family browser on PATH (chromium, google-chrome).
if [ "$(uname -s)" = Darwin ]; then
    command -v brew >/dev/null || { echo "bootstrap: install Homebrew first (https://brew.sh), then run this again" >&2; exit 1; }
    command -v pkg-config >/dev/null || brew install pkg-config
    pkg-config --exists libgvc 2>/dev/null || brew install graphviz
    python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet --user jsonschema \
        || python3 -m pip install --quiet --user --break-system-packages jsonschema
    if ! command -v chromium >/dev/null && ! command -v google-chrome >/dev/null; then
        echo "bootstrap: for the HTML view test, put a Chromium-family browser on PATH, e.g." >&2
        echo "  ln -s '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome' /usr/local/bin/google-chrome" >&2
    fi
    exit 0
fi

if ! pkg-config --exists libgvc 2>/dev/null; then
    echo "bootstrap: installing libgraphviz-dev" >&2
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq libgraphviz-dev pkg-config >/dev/null
fi

if ! python3 -c 'import jsonschema' 2>/dev/null; then
    echo "bootstrap: installing python3 jsonschema" >&2
    python3 -m pip install --quiet jsonschema 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages jsonschema
fi

if ! command -v chromium >/dev/null 2>&1; then
    echo "bootstrap: installing chromium (headless browser for the HTML view test)" >&2
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium >/dev/null
fi

if ! command -v dot >/dev/null 2>&1 || [ ! -x /usr/bin/time ]; then
    echo "bootstrap: installing graphviz and time (the benchmark's dot floor)" >&2
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq graphviz time >/dev/null
fi
