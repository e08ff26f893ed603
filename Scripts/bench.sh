#!/usr/bin/env bash
# Builds Tasch, the benchmark and its yardstick in release (Scripts/release-build.sh), then runs the benchmark; extra
# arguments go to it (--smoke for a quick run on 200 products and orders, --browse for the browsing table alone,
# --screen for the full screen's table alone, --lean for issue 30's table against sqlite3 alone, leaving out what needs
# sqlite3 or valgrind when it is not on the PATH, --history for the order history's tables alone,
# --history-before=PATH to run an earlier build's tasch beside this one on the same histories, --output=PATH to write
# the table to a file too). A relative PATH is read from the caller's folder, as every command does.
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."
arguments=()
for argument in "$@"; do
  case $argument in
    --history-before=?* | --first-start-before=?* | --write-catalogues=?* | --output=?*)
      path=${argument#*=}
      [[ $path == /* ]] || argument=${argument%%=*}=$caller/$path
      ;;
  esac
  arguments+=("$argument")
done
binaries=$(Scripts/release-build.sh)
exec "$binaries/tasch-bench" ${arguments[@]+"${arguments[@]}"}
