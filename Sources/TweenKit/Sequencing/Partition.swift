/// The first index in `0..<count` for which `isBefore` is false, by binary search; `isBefore` must be
/// true for a prefix of the indices and false for the rest. Timelines use it to find the steps a move of
/// their clock can touch (their starts, and the latest end so far, never decrease).
@inline(__always)
func partitionPoint(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
        let mid = (low + high) / 2
        if isBefore(mid) { low = mid + 1 } else { high = mid }
    }
    return low
}
