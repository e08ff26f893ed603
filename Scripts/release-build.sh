#!/usr/bin/env bash
# Builds the release binaries (tasch, tasch-bench, tasch-yardstick, or only the products named) as static executables:
# the Swift standard library, Foundation and the C library all linked in, with lld (the default linker warns about
# Foundation's own use of mktemp in every static link); prints the folder they are in.
# A static executable that is not position-independent has nothing for a loader to do at start: no libraries to map,
# no symbols to look up, no relocations: 2.9 M instructions fewer at every start than the dynamic build
# (Docs/performance.md, "Starting as lean as sqlite3").
# Frames are found through the .eh_frame_hdr table (--eh-frame-hdr), as in a dynamic executable: the static start
# files would register the binary's frame descriptions with the unwinder instead (crtbeginT.o calls
# __register_frame_info when it is linked), and the first unwind, the main thread's own exit when `await` hands it to
# Dispatch, then sorts all of them, 170 M instructions. Both calls are sent to address 0, which the start files skip.
# Generic types the code names with concrete arguments (a Dictionary of Strings, a Task of an index) are made through
# their metadata accessors, as the compiler knows them, rather than by looking their mangled names up at run time: a
# look-up demangles the name and checks each requirement (String: Hashable) by searching the binary's protocol
# conformances, about 0.3 M instructions for each requirement met first (-disable-concrete-type-metadata-mangled-name-
# accessors; 0.9 M instructions of a start).
# They are built in a folder of their own, .build/static: SwiftPM locks the folder it builds in, and a release build in
# .build would keep `swift run` and `swift test` in the same clone waiting for all of it (Scripts/install.sh). The
# folder is inside .build because the executable target's sources start at the package root: a scratch folder beside
# .build is read as part of that target, and SwiftPM 6.3 then refuses the second build in it ("unknown build
# description").
# usage: Scripts/release-build.sh [PRODUCT...]
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(--scratch-path .build/static -c release --static-swift-stdlib -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xlinker --eh-frame-hdr
  -Xlinker --wrap=__register_frame_info -Xlinker --defsym=__wrap___register_frame_info=0
  -Xlinker --wrap=__deregister_frame_info -Xlinker --defsym=__wrap___deregister_frame_info=0
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
products=("$@")
((${#products[@]})) || products=(tasch tasch-bench tasch-yardstick)
for product in "${products[@]}"; do
  swift build "${flags[@]}" --product "$product" >&2
done
swift build "${flags[@]}" --show-bin-path
