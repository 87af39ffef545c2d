import Foundation
import Testing
import TweenKit

final class Scoreboard: Tweenable {
    var text = ""
    var writes = 0
    var observed = "" { didSet { writes += 1 } }
}

@MainActor @Suite(.tags(.counting)) struct CountingTests {
    /// Counting on in `Int64` from a `Double` count beyond its range saturates at the nearer end, not a trap.
    @Test(arguments: [(1e20, Int64.max), (1e30, .max), (1e300, .max), (-1e300, .min), (.greatestFiniteMagnitude, .max)])
    func countingOnInInt64FromADoubleBeyondItsRangeSaturates(last: Double, expected: Int64) {
        let rig = Rig()
        let board = Scoreboard()
        Tween<Double>.count(board, \.text, from: 0, to: last, duration: 0, engine: rig.engine).start()
        rig.driver.advance(by: 0.1)
        let on = Tween<Int64>.count(board, \.text, to: 5, duration: 1, engine: rig.engine)
        on.start()
        #expect(on.from == expected, "counting on from \(last)")
    }

    static let us = Locale(identifier: "en_US"), de = Locale(identifier: "de_DE"), fr = Locale(identifier: "fr_FR")

    @Test func integersGroupInEachLocale() {
        #expect(CountingFormat.integer(locale: Self.us).string(for: 1250) == "1,250")
        #expect(CountingFormat.integer(locale: Self.de).string(for: 1250) == "1.250")
        let french = CountingFormat.integer(locale: Self.fr).string(for: 1250)
        #expect(
            french.unicodeScalars.count == 5 && french.hasPrefix("1") && french.hasSuffix("250"),
            "a (narrow) space groups: \(french)")
        #expect(CountingFormat.integer(locale: Self.us, grouping: false).string(for: 1250) == "1250")
    }

    @Test func decimalsUseTheLocalesMark() {
        #expect(CountingFormat.decimal(2, locale: Self.us).string(for: 1234.5) == "1,234.50")
        #expect(CountingFormat.decimal(2, locale: Self.de).string(for: 1234.5) == "1.234,50")
        #expect(CountingFormat.decimal(1, locale: Self.fr).string(for: 0.25).contains("0,3"))
    }

    @Test func percentAndCurrency() {
        #expect(CountingFormat.percent(locale: Self.us).string(for: 0.42) == "42%")
        #expect(CountingFormat.percent(1, locale: Self.de).string(for: 0.4235).hasPrefix("42,4"))
        #expect(CountingFormat.currency("USD", locale: Self.us).string(for: 1234.5) == "$1,234.50")
        let euro = CountingFormat.currency("EUR", locale: Self.de).string(for: 9.99)
        #expect(euro.hasPrefix("9,99") && euro.hasSuffix("€"))
        #expect(
            CountingFormat.currency("JPY", locale: Self.us).string(for: 1234.5).hasSuffix("1,235"),
            "yen has no decimals")
    }

    @Test func roundingIsToNearestWithHalvesAwayFromZero() {
        let f = CountingFormat.integer(locale: Self.us)
        #expect(f.string(for: 98.6) == "99")
        #expect(f.string(for: 2.5) == "3")
        #expect(f.string(for: -2.5) == "-3")
        #expect(f.string(for: 2.4951) == "2", "one rounding only")
        #expect(f.string(for: 99.4999) == "99")
        #expect(CountingFormat.decimal(1, locale: Self.us).string(for: 0.25) == "0.3")
        #expect(f.string(for: Double.nan) == "")
    }

    @Test func prefixSuffixCustomAndFormatter() {
        #expect(CountingFormat.integer(locale: Self.us).prefix("+").suffix(" pts").string(for: 12) == "+12 pts")
        #expect(CountingFormat.custom { "\(Int($0))!" }.string(for: 7.9) == "7!")
        let nf = NumberFormatter()
        nf.locale = Self.us
        nf.numberStyle = .decimal
        nf.maximumFractionDigits = 0
        #expect(CountingFormat.formatter(nf).string(for: 1234.5) == "1,235")
    }

    @Test func largeIntegersAndDecimalsAreExact() {
        let f = CountingFormat.integer(locale: Self.us, grouping: false)
        #expect(f.string(for: Int64(9_007_199_254_740_993)) == "9007199254740993")
        #expect(f.string(for: Decimal(string: "123456789012345678901234")!) == "123456789012345678901234")
        #expect(
            CountingFormat.decimal(2, locale: Self.us, grouping: false).string(for: Decimal(string: "0.125")!) == "0.13"
        )
    }

    @Test func aCountStartsAndEndsOnExactText() {
        let rig = Rig()
        var texts: [String] = []
        let t = Tween.count(
            from: 0.0, to: 1250.0, duration: 2, curve: .easeOutExpo, format: .integer(locale: Self.us),
            engine: rig.engine
        ) { texts.append($0) }
        t.start()
        rig.driver.run(for: 2.0001, framesPerSecond: 7)
        #expect(texts.first == "0")
        #expect(texts.last == "1,250")
        #expect(Set(texts).count == texts.count, "no identical text written twice in a row")
    }

    @Test func aCountToNinetyNineEndsOnNinetyNine() {
        let rig = Rig()
        var texts: [String] = []
        Tween.count(
            from: 0.0, to: 99.0, duration: 1, curve: .linear, format: .integer(locale: Self.us), engine: rig.engine
        ) { texts.append($0) }.start()
        rig.driver.advance(by: 0.995)
        #expect(texts.last == "99")
        rig.driver.advance(by: 0.1)
        #expect(texts.last == "99" && texts.filter { $0 == "99" }.count == 1)
    }

    @Test func countsOnFromTheLastValueShown() {
        let rig = Rig()
        let board = Scoreboard()
        let us = CountingFormat.integer(locale: Self.us)
        Tween.count(board, \.text, to: 100.0, duration: 1, format: us, engine: rig.engine).start()
        #expect(board.text == "0")
        rig.driver.advance(by: 1)
        #expect(board.text == "100")
        let second = Tween.count(board, \.text, to: 200.0, duration: 1, curve: .linear, format: us, engine: rig.engine)
        second.start()
        rig.driver.advance(by: 0.5)
        #expect(board.text == "150")
        second.cancel()
        Tween.count(board, \.text, to: 0.0, duration: 0, format: us, engine: rig.engine).start()
        rig.driver.advance(by: 0.1)
        #expect(board.text == "0")
        Tween.count(board, \.text, to: 10.0, duration: 1, curve: .linear, format: us, engine: rig.engine).start()
        rig.driver.advance(by: 0.5)
        #expect(board.text == "5", "from the zero-duration count's value, not a stale one")
    }

    /// Queued, sequenced or on an object's own queue, a count without `from` starts where the count before it
    /// left the property, taken when its step begins (not when it was made): the text never goes back.
    @Test func chainedCountsWithoutFromCountOnFromWhereTheStepBeforeEnded() throws {
        let plain = CountingFormat.integer(locale: Self.us, grouping: false)
        for chain in ["queue", "sequence", "object's queue"] {
            let rig = Rig()
            let board = Scoreboard()
            let first = Tween<Int>.count(
                board, \.text, from: 0, to: 100, duration: 1, curve: .linear, format: plain, engine: rig.engine)
            let second = Tween<Int>.count(
                board, \.text, to: 200, duration: 1, curve: .linear, format: plain, engine: rig.engine)
            switch chain {
            case "queue":
                let queue = TweenQueue()
                try queue.enqueue(first)
                try queue.enqueue(second)
                queue.start()
            case "sequence":
                TweenSequence(engine: rig.engine) {
                    first
                    second
                }.start()
            default:
                let queue = board.tween(on: rig.engine).queue
                try queue.enqueue(first)
                try queue.enqueue(second)
                queue.start()
            }
            var shown: [Int] = []
            for _ in 0..<25 {
                rig.driver.advance(by: 0.1)
                shown.append(Int(board.text) ?? -1)
            }
            #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 <= $1 }, "\(chain): \(shown)")
            #expect(second.from == 100 && shown.contains(150) && board.text == "200", "\(chain): \(shown)")
        }
    }

    /// A count started on a property another count is running on takes over from the number shown and moves
    /// straight toward its own: unlike a tween of a property, it carries no motion on.
    @Test func aCountReplacingARunningOneCountsStraightOnWithoutCarryingItsMotion() {
        let rig = Rig()
        let board = Scoreboard()
        let plain = CountingFormat.integer(locale: Self.us, grouping: false)
        Tween.count(board, \.text, from: 0.0, to: 200, duration: 2, curve: .linear, format: plain, engine: rig.engine)
            .start()
        rig.driver.advance(by: 0.75)
        let down = Tween.count(board, \.text, to: 0.0, duration: 1, curve: .linear, format: plain, engine: rig.engine)
        down.start()
        var shown: [Int] = []
        for _ in 0..<8 {
            rig.driver.advance(by: 0.125)
            shown.append(Int(board.text) ?? -1)
        }
        #expect(down.from == 75 && shown == [66, 56, 47, 38, 28, 19, 9, 0], "\(shown)")
    }

    /// With no time to show its start in, a count of no length (or next to none) writes its target alone.
    @Test func aCountOfNoLengthShowsOnlyItsTarget() {
        for duration in [0, 1e-9] {
            let rig = Rig()
            var texts: [String] = []
            Tween.count(from: 0, to: 7, duration: duration, format: .integer(locale: Self.us), engine: rig.engine) {
                texts.append($0)
            }.start()
            rig.driver.advance(by: 0.1)
            #expect(texts == ["7"], "\(duration): \(texts)")
        }
    }

    @Test func countsLandExactlyBeyondDoublePrecision() {
        let rig = Rig()
        let board = Scoreboard()
        let plain = CountingFormat.integer(locale: Self.us, grouping: false)
        Tween.count(
            board, \.text, from: Int64(0), to: Int64(9_007_199_254_740_993), duration: 1, format: plain,
            engine: rig.engine
        ).start()
        rig.driver.advance(by: 1)
        #expect(board.text == "9007199254740993")
        let big = Decimal(string: "100000000000000000000.5")!
        Tween.count(
            board, \.text, from: Decimal(0), to: big, duration: 1,
            format: .decimal(1, locale: Self.us, grouping: false), engine: rig.engine
        ).start()
        rig.driver.advance(by: 1)
        #expect(board.text == "100000000000000000000.5")
    }

    /// "Count on from the number shown" remembers an Int64 beyond 2⁵³ exactly, not rounded through Double.
    @Test func countingOnRemembersLargeIntegersExactly() {
        let rig = Rig()
        let board = Scoreboard()
        let plain = CountingFormat.integer(locale: Self.us, grouping: false)
        Tween.count(
            board, \.text, from: Int64(0), to: Int64(9_007_199_254_740_993), duration: 1, format: plain,
            engine: rig.engine
        ).start()
        rig.driver.advance(by: 1)
        Tween.count(
            board, \.text, to: Int64(9_007_199_254_740_999), duration: 1, curve: .linear, format: plain,
            engine: rig.engine
        ).start()
        #expect(board.text == "9007199254740993", "the second count starts exactly where the first ended")
        rig.driver.advance(by: 0.5)
        #expect(board.text == "9007199254740996")
        rig.driver.advance(by: 0.5)
        #expect(board.text == "9007199254740999")
    }

    @Test func onlyChangedTextIsWritten() {
        let rig = Rig()
        let board = Scoreboard()
        Tween.count(
            from: 0.0, to: 3.0, duration: 1, curve: .linear, format: .integer(locale: Self.us), engine: rig.engine
        ) { board.observed = $0 }.start()
        rig.driver.run(for: 1, framesPerSecond: 120)
        #expect(board.writes == 4, "0, 1, 2, 3")
    }

    @Test func theHandleCounts() {
        let rig = Rig()
        let dial = Dial()
        dial.tween(on: rig.engine).count(
            \.label, to: 40.0, duration: 1, curve: .linear, format: .integer(locale: Self.us))
        rig.driver.advance(by: 0.25)
        #expect(dial.label == "10")
    }

    /// A second count of the same property replaces the first, as any tween does: the text never
    /// falls back to the first count's numbers.
    @Test func aSecondCountOfTheSamePropertyReplacesTheFirst() {
        let rig = Rig()
        let board = Scoreboard()
        let us = CountingFormat.integer(locale: Self.us)
        let log = Log()
        let a = Tween.count(
            board, \.text, from: 0.0, to: 100.0, duration: 2, curve: .linear, format: us, engine: rig.engine)
        a.onComplete { log.results.append($0) }.start()
        rig.driver.advance(to: 0.5)
        #expect(board.text == "25")
        let b = Tween.count(
            board, \.text, from: 1000.0, to: 2000.0, duration: 1, curve: .linear, format: us, engine: rig.engine)
        b.start()
        #expect(a.state == .cancelled && log.results == [.cancelled], "the first count is replaced")
        #expect(board.tween(on: rig.engine).running.count == 1, "the handle sees the count")
        rig.driver.run(for: 2)
        #expect(board.text == "2,000" && b.state == .finished)
        board.tween(on: rig.engine).count(\.text, to: 10.0, duration: 1)
        board.tween(on: rig.engine).cancelAll()
        rig.driver.run(for: 1)
        #expect(board.text == "2,000", "cancelAll cancels a count")
    }

    /// Places a format cannot show fail the count as any other bad input does: before anything is written,
    /// with a `TweenError` naming them. Places within 0...15 count as before.
    @Test func placesOutsideZeroToFifteenFailTheCount() {
        let rig = Rig()
        let board = Scoreboard()
        let bad: [(CountingFormat, Int)] = [
            (.decimal(-2), -2), (.percent(16), 16), (.currency("USD", places: -1), -1), (.decimal(-2).suffix(" m"), -2),
        ]
        for (format, places) in bad {
            let log = Log()
            var texts: [String] = []
            let error = TweenError.invalidParameter(name: "places", value: Double(places), expected: "within 0...15")
            Tween.count(from: 0.0, to: 1.0, duration: 1, format: format, engine: rig.engine) { texts.append($0) }
                .onComplete { log.results.append($0) }.start()
            Tween.count(board, \.text, to: 5.0, duration: 1, format: format, engine: rig.engine)
                .onComplete { log.results.append($0) }.start()
            rig.driver.run(for: 1)
            #expect(log.results == [.failed(error), .failed(error)], "places \(places)")
            #expect(texts.isEmpty && board.text.isEmpty, "places \(places): nothing written")
        }
        #expect(
            "\(TweenError.invalidParameter(name: "places", value: -2, expected: "within 0...15"))"
                == "places must be within 0...15, got -2")
        let log = Log()
        Tween.count(board, \.text, to: 5.0, duration: 1, format: .decimal(15, locale: Self.us), engine: rig.engine)
            .onComplete { log.results.append($0) }.start()
        rig.driver.run(for: 1)
        #expect(log.results == [.finished] && board.text == "5.000000000000000", "15 places are fine")
        #expect(CountingFormat.decimal(-2, locale: Self.us).string(for: 1.25) == "1", "the text shows the nearest")
    }

    /// A count whose object went away ends as `.cancelled`, as every tween does.
    @Test func aCountWhoseObjectWentAwayIsCancelled() {
        let rig = Rig()
        let log = Log()
        var board: Scoreboard? = Scoreboard()
        let gone = WeakBox(board)
        Tween.count(board!, \.text, to: 100.0, duration: 1, engine: rig.engine).onComplete { log.results.append($0) }
            .start()
        board = nil
        rig.driver.run(for: 1)
        #expect(gone.object == nil && log.results == [.cancelled])
    }
}
