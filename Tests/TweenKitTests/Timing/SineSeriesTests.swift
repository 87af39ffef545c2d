import Foundation
import Testing

@testable import TweenKit

/// The sine the elastic and sine easings use (`PennerCurve.sineOfTurns`, a fitted polynomial over a quarter
/// turn), against the C library's `sin`.
struct SineSeriesTests {
    /// Within 1e-15 of `sin(2π·t)` over a turn either way (the C library's own rounding of 2π·t is part of
    /// the difference), odd, exactly 0 at whole and half turns and within an ulp of 1 at a quarter.
    @Test func theSineInTurnsAgreesWithTheCLibraryToAFewUnitsInTheLastPlace() {
        var worst = 0.0
        for i in -32_768...32_768 {
            let turns = Double(i) / 32_768  // exact in binary
            worst = max(worst, abs(PennerCurve.sineOfTurns(turns) - sin(2 * Double.pi * turns)))
            #expect(PennerCurve.sineOfTurns(-turns) == -PennerCurve.sineOfTurns(turns))
        }
        #expect(worst < 1e-15, "\(worst)")
        for half in -20...20 { #expect(PennerCurve.sineOfTurns(Double(half) / 2) == 0) }
        #expect(abs(PennerCurve.sineOfTurns(0.25) - 1) <= 1.0.ulp)
    }

    /// Whole turns come off exactly: the same value a whole number of turns on, up to 2⁴⁰ turns.
    @Test func wholeTurnsComeOffExactly() {
        for i in 0..<1_000 {
            let turns = Double(i) / 1_024 - 0.5
            for whole in [1.0, 7, 1_000, 0x1p40] {
                #expect(PennerCurve.sineOfTurns(turns + whole) == PennerCurve.sineOfTurns(turns))
            }
        }
    }
}
