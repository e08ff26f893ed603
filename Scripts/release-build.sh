#!/usr/bin/env bash
# Builds the release binaries (tasch, tasch-bench, tasch-yardstick) with the Swift standard library and Foundation
# linked in statically, which takes about 4 ms off every start; prints the folder they are in.
# Linked with lld: the default linker warns about Foundation's own use of mktemp in every static link.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --static-swift-stdlib -Xswiftc -use-ld=lld)
for product in tasch tasch-bench tasch-yardstick; do
  swift build "${flags[@]}" --product "$product" >&2
done
swift build "${flags[@]}" --show-bin-path
