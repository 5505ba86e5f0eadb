#!/usr/bin/env bash
# Installs what testing flowviz needs on Debian (or macOS, through Homebrew), when it is
# missing (building needs none of it):
#   - graphviz and libgvc6: Graphviz's C library, which `flowviz render` and the render tests
#     load at run time (nothing links it), and the `dot` binary;
#   - Python's jsonschema: the reference validator the schema test runs over the Samples;
#   - Chromium: the headless browser the HTML view test drives;
#   - time: GNU time; with `dot`, the floor flowviz-bench measures rendering against (and that
#     floor's peak memory).
# Safe to run again: it only installs what is not there.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# macOS: the same through Homebrew (graphviz brings libgvc and dot); the HTML view test needs a
# Chromium-family browser on PATH (chromium, google-chrome).
if [ "$(uname -s)" = Darwin ]; then
    command -v brew >/dev/null || { echo "bootstrap: install Homebrew first (https://brew.sh), then run this again" >&2; exit 1; }
    command -v dot >/dev/null || brew install graphviz
    python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet --user jsonschema \
        || python3 -m pip install --quiet --user --break-system-packages jsonschema
    if ! command -v chromium >/dev/null && ! command -v google-chrome >/dev/null; then
        echo "bootstrap: for the HTML view test, put a Chromium-family browser on PATH, e.g." >&2
        echo "  ln -s '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome' /usr/local/bin/google-chrome" >&2
    fi
    exit 0
fi

if ! command -v dot >/dev/null 2>&1 || ! /sbin/ldconfig -p 2>/dev/null | grep -q 'libgvc\.so\.6 '; then
    echo "bootstrap: installing graphviz and libgvc6 (the render tests load libgvc)" >&2
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq graphviz libgvc6 >/dev/null
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

if [ ! -x /usr/bin/time ]; then
    echo "bootstrap: installing time (the benchmark's peak memory)" >&2
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq time >/dev/null
fi
