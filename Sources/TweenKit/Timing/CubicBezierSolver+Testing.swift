// What the tests look at inside a solver: how each piece is solved, and which ends have tables of their own.

extension CubicBezierSolver {
    /// How many of the 64 pieces of x are filled (all, for a complete solver). On the main actor only.
    var filledPieceCount: Int { (0..<Self.segments).filter { direct.isFilled(piece: $0) }.count }

    /// How a piece of the main table is solved, including the pieces an end's own table serves.
    enum PieceMode: Equatable {
        /// Both its halves served by the direct table: its guess row is never read (and not filled).
        case direct
        case main(BezierGuessTable.Mode)
        /// Served by the table of the end it is near.
        case nearEnd
    }

    /// Per piece of the main table, how it is solved (a complete solver's).
    var pieceModes: [PieceMode] {
        (0..<table.count).map { i in
            if direct.serves(piece: 2 * i) && direct.serves(piece: 2 * i + 1) {
                return .direct
            }
            let row = table.row(i)
            return row[7] == 0 ? .main(BezierGuessTable.Mode(slot: row[4])) : .nearEnd
        }
    }

    /// Whether each end has a table of its own (where x′ is small there).
    var zones: (start: Bool, end: Bool) { slow.pointee.zones }

    /// How many pieces of each end's direct table in √d are served (out of `zonePieces`; 0 without one).
    var servedZonePieces: (start: Int, end: Int) {
        func served(_ rows: UnsafeMutablePointer<Double>, _ count: Int) -> Int {
            (0..<count).filter { BezierDirectTable.serves(rows + BezierDirectTable.rowWidth * $0) }.count
        }
        let paths = slow.pointee
        return (served(paths.startZone, paths.startZoneCount), served(paths.endZone, paths.endZoneCount))
    }
}
