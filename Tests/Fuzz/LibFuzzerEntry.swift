// The entry libFuzzer calls (Scripts/fuzz.sh builds it with the fuzz targets, `-sanitize=fuzzer,address`): it runs the
// target named by TASCH_FUZZ_TARGET on each input and stops at the first finding, so that libFuzzer keeps the input.
import Foundation
import TaschFuzzTargets

private let target: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["TASCH_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget.named(name) else {
        fatalError("TASCH_FUZZ_TARGET names no fuzz target: \"\(name)\"; Scripts/fuzz.sh --list prints them")
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = if let bytes, count > 0 { Data(bytes: bytes, count: count) } else { Data() }
    if let finding = target.run(input) {
        fatalError("fuzz target \(target.name) found: \(finding)")
    }
    return 0
}
