#!/usr/bin/env bash
# Fuzzes one reader of outside bytes with libFuzzer (Docs/fuzzing.md): builds the fuzz targets with
# -sanitize=fuzzer,address in their own scratch path (.build-fuzz, release), links them with the entry libFuzzer calls,
# and runs TARGET for SECONDS (60 unless given) from its seed corpus, Tests/Fuzz/Corpus/TARGET, which it only reads.
# What it adds to the corpus goes to .build-fuzz/corpus/TARGET; what it finds to .build-fuzz/findings/TARGET. It ends
# with one row for the table of Docs/fuzzing.md: the runs, the coverage and features reached, and the findings.
# usage: Scripts/fuzz.sh TARGET [SECONDS]   |   Scripts/fuzz.sh --list
set -euo pipefail
cd "$(dirname "$0")/.."
corpora=Tests/Fuzz/Corpus

if [ "${1:-}" = "--list" ]; then
  for folder in "$corpora"/*/; do
    name=$(basename "$folder")
    printf '%-16s %3d seeds\n' "$name" "$(find "$folder" -type f | wc -l)"
  done
  exit 0
fi
if [ $# -lt 1 ] || [ $# -gt 2 ] || [ ! -d "$corpora/$1" ] || ! [[ ${2:-60} =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: Scripts/fuzz.sh TARGET [SECONDS]  (TARGET: one of Scripts/fuzz.sh --list; SECONDS: a whole number, 60 by default)" >&2
  exit 64
fi
target=$1
seconds=${2:-60}

scratch=.build-fuzz
# One -sanitize= option naming both: swiftc keeps only the last of several, and SwiftPM passes `--sanitize=fuzzer
# --sanitize=address` as two, in no fixed order, which builds without libFuzzer's coverage half the time.
flags=(-c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address)
echo "== building the fuzz targets with libFuzzer and the address sanitizer (in $scratch)" >&2
# SwiftPM 6.3 refuses a second build of one target in this scratch path ("unknown build description") unless it
# plans anew.
rm -f "$scratch/release.yaml"
swift build "${flags[@]}" --target TaschFuzzTargets >&2
# Not `--show-bin-path`: asked after a build of one target, it leaves SwiftPM's plan unusable for the next build.
bin=$scratch/release
binary=$scratch/tasch-fuzz
# ld.gold warns "Cannot export local symbol __asan_…" for every sanitized Swift object: harmless.
swiftc -O -sanitize=fuzzer,address -parse-as-library -I "$bin/Modules" Tests/Fuzz/LibFuzzerEntry.swift \
  "$bin"/{Entities,UseCases,Adapters,Drivers,TaschFuzzTargets}.build/*.o -o "$binary" 2>&1 | grep -v 'Cannot export local symbol' >&2 || true

work=$scratch/corpus/$target
findings=$scratch/findings/$target
mkdir -p "$work" "$findings"
log=$scratch/fuzz-$target.log
before=$(find "$findings" -type f | wc -l)
echo "== fuzzing $target for $seconds s (log: $log)" >&2
# The Swift runtime's own crash handler cannot read memory under the address sanitizer: libFuzzer and the sanitizer
# report instead. Leaks are not checked: the Swift runtime keeps what it allocates once for a type's metadata.
status=0
SWIFT_BACKTRACE=enable=no TASCH_FUZZ_TARGET=$target "$binary" "$work" "$corpora/$target" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 \
  -artifact_prefix="$findings/" >"$log" 2>&1 || status=$?

runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
# The coverage libFuzzer last reported: the code edges reached (cov) and the features, finer, that it keeps inputs for (ft).
coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1 | sed -E 's/cov: ([0-9]+) ft: ([0-9]+)/\1 \/ \2/')
found=$(($(find "$findings" -type f | wc -l) - before))
if ((found > 0)); then
  grep -E '^(SUMMARY|.*Fatal error|==[0-9]+==ERROR)' "$log" | head -n 3 >&2 || true
  echo "findings (replay one: SWIFT_BACKTRACE=enable=no TASCH_FUZZ_TARGET=$target $binary FILE):" >&2
  find "$findings" -type f -printf '%T@ %p\n' | sort -n | tail -n "$found" | cut -d' ' -f2- >&2
fi
echo "| target | seconds | runs | coverage / features | findings |"
echo "| $target | $seconds | ${runs:-?} | ${coverage:-?} | $found |"
((status == 0 || found > 0)) || { echo "libFuzzer stopped with status $status: see $log" >&2; exit "$status"; }
((found == 0))
