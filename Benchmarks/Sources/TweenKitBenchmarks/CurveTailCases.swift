import TweenKit

/// Each named curve's cost across its range: 1,000 slices of progress, 1,000 evaluations in each, timed
/// slice by slice. Prints the mean, the worst 1 % of the range (the 10th slowest slice) and the slowest
/// slice with where it is, since an average hides the slow paths near a curve's ends.
func printCurveTails(runs: Int) {
    print("\nTimingCurve.value(at:) across the range (ns per evaluation; target ≤ 10 everywhere):\n")
    print("| curve | mean | worst 1 % | slowest slice | at progress |")
    print("|---|---:|---:|---:|---:|")
    let slices = 1_000
    let perSlice = 1_000
    for (name, curve) in TimingCurve.named {
        var best = [Double](repeating: .infinity, count: slices)
        var sink = 0.0
        for _ in 0..<max(runs, 3) {
            for slice in 0..<slices {
                let start = Double(slice) / Double(slices)
                let step = 1 / Double(slices * perSlice)
                let began = nanoseconds()
                for i in 0..<perSlice { sink += curve.value(at: start + Double(i) * step) }
                let ns = Double(nanoseconds() - began) / Double(perSlice)
                best[slice] = min(best[slice], ns)  // the quietest run of each slice
            }
        }
        precondition(sink.isFinite)
        let sorted = best.sorted(by: >)
        let slowest = best.indices.max { best[$0] < best[$1] } ?? 0
        let mean = best.reduce(0, +) / Double(slices)
        print(
            "| \(name) | \(format(mean)) | \(format(sorted[slices / 100 - 1])) | \(format(sorted[0])) | "
                + "\(format(Double(slowest) / Double(slices))) |")
    }
}
