#!/usr/bin/env bash
# Builds Tasch, the benchmark and its yardstick in release (Scripts/release-build.sh), then runs the benchmark; extra
# arguments go to it (--smoke for a quick run on 200 products and orders, --browse for the browsing table alone,
# --screen for the full screen's table alone, --history for the order history's tables alone, --history-before=PATH to
# run an earlier build's tasch beside this one on the same histories, --output=PATH to write the table to a file too).
set -euo pipefail
cd "$(dirname "$0")/.."
binaries=$(Scripts/release-build.sh)
exec "$binaries/tasch-bench" "$@"
