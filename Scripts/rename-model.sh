#!/usr/bin/env bash
# Applies the model/DSL rename of issue 16 to a tree (default: this repository); see rename-model.py.
set -euo pipefail
exec python3 "$(dirname "$0")/rename-model.py" "${1:-$(cd "$(dirname "$0")/.." && pwd)}"
