import Adapters
import Foundation

/// The fault spec reader on any text, as given to `--faults`, `TASCH_FAULTS` or `fault` at the prompt.
enum FaultSpecFuzzing {
    static let target = FuzzTarget(
        "fault-spec", .adapters,
        "FaultSpec on any text: a plan that reads back from its own description, or a short one-line error"
    ) { input in
        let text = String(decoding: input, as: UTF8.self)
        let plan: FaultPlan
        do throws(FaultSpecError) {
            plan = try FaultSpec.parse(text, points: FaultPoint.shopPoints)
        } catch {
            return FuzzChecks.requireOneLine(error.description, from: "FaultSpec")
        }
        // The plan as a spec writes it is what a replay line or `faults` shows: it must read back as the same plan.
        guard let again = try? FaultSpec.parse(plan.description, points: FaultPoint.shopPoints), again == plan else {
            return FuzzFinding("a fault plan does not read back from its own description: \(plan.description.prefix(200).debugDescription)")
        }
        return nil
    }
}
