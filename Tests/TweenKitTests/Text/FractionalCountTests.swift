import Foundation
import Testing
import TweenKit

/// A count whose format shows fraction digits counts in fractional values whatever literals it was given (whole
/// literals make a `Double` count unless a type is asked for), and counting on from a fractional number starts
/// exactly there.
@MainActor @Suite struct FractionalCountTests {
    static let dollars = CountingFormat.currency("USD", locale: Locale(identifier: "en_US"))

    /// The number type of a count, as inferred where it was made (with no annotation to choose it); starts it.
    func started<Number>(_ count: Tween<Number>?) -> String {
        count?.start()
        return "\(Number.self)"
    }

    /// Every form of count, given only whole literals: a third of the way to 2,500,000 shows its cents.
    @Test(arguments: ["closure", "key path", "any property", "handle", "handle, any property"])
    func wholeLiteralsCountTheCents(form: String) {
        let rig = Rig()
        let board = Scoreboard()
        let styled = StyledBoard()
        var text = ""
        let type: String
        switch form {
        case "closure":
            let count = Tween.count(
                from: 0, to: 2_500_000, duration: 1, curve: .linear, format: Self.dollars, engine: rig.engine
            ) { text = $0 }
            type = started(count)
        case "key path":
            let count = Tween.count(
                board, \.text, to: 2_500_000, duration: 1, curve: .linear, format: Self.dollars, engine: rig.engine)
            type = started(count)
        case "any property":
            let count = Tween.count(
                styled, \.styled, to: 2_500_000, duration: 1, curve: .linear, format: Self.dollars, engine: rig.engine
            ) {
                text = $0
                return NSAttributedString(string: $0)
            }
            type = started(count)
        case "handle":
            let count = board.tween(on: rig.engine).count(
                \.text, to: 2_500_000, duration: 1, curve: .linear, format: Self.dollars)
            type = started(count)
        default:
            let count = styled.tween(on: rig.engine).count(
                \.styled, to: 2_500_000, duration: 1, curve: .linear, format: Self.dollars
            ) {
                text = $0
                return NSAttributedString(string: $0)
            }
            type = started(count)
        }
        #expect(type == "Double", "\(form): a Double count, not \(type)")
        rig.driver.advance(by: 1.0 / 3)
        let shown = form == "handle" || form == "key path" ? board.text : text
        #expect(shown == "$833,333.33", "\(form): \(shown)")
    }

    /// Asked for, a type is kept: `Tween<Int>.count`, or a number already typed, counts whole units (and counts on
    /// from a fractional number from the whole number nearest it).
    @Test func aTypeAskedForIsKept() {
        let rig = Rig()
        let board = Scoreboard()
        let goal = 2_500_000
        let typed = Tween.count(board, \.text, to: goal, duration: 1, engine: rig.engine)
        #expect(started(typed) == "Int")
        let whole = Tween<Int>.count(
            board, \.text, to: 2_500_000, duration: 1, curve: .linear, format: Self.dollars, engine: rig.engine)
        whole.start()
        rig.driver.advance(by: 1.0 / 3)
        #expect(board.text == "$833,333.00")
        Tween.count(board, \.text, to: 1_234_567.89, duration: 0, format: Self.dollars, engine: rig.engine).start()
        rig.driver.advance(by: 0.1)
        Tween<Int>.count(board, \.text, to: 2_500_000, duration: 1, format: Self.dollars, engine: rig.engine).start()
        #expect(board.text == "$1,234,568.00")
    }

    /// Counting on from $1,234,567.89 starts at $1,234,567.89, in every number type that holds it.
    @Test(arguments: ["literals", "handle", "Decimal"])
    func countingOnFromAFractionalNumberStartsExactlyThere(form: String) {
        let rig = Rig()
        let board = Scoreboard()
        Tween.count(board, \.text, to: 1_234_567.89, duration: 0, format: Self.dollars, engine: rig.engine).start()
        rig.driver.advance(by: 0.1)
        #expect(board.text == "$1,234,567.89")
        switch form {
        case "literals":
            Tween.count(
                board, \.text, to: 2_500_000, duration: 1, curve: .linear, format: Self.dollars, engine: rig.engine
            ).start()
        case "handle":
            board.tween(on: rig.engine).count(\.text, to: 2_500_000, duration: 1, curve: .linear, format: Self.dollars)
        default:
            Tween<Decimal>.count(
                board, \.text, to: 2_500_000, duration: 1, curve: .linear, format: Self.dollars, engine: rig.engine
            ).start()
        }
        #expect(board.text == "$1,234,567.89", "\(form): not rounded to $1,234,568.00")
        rig.driver.advance(by: 0.25)
        #expect(board.text == "$1,550,925.92", "\(form): a quarter of the way on, cents and all")
    }
}
