import Foundation
import Testing
import TweenKit

/// A label-like object whose text is attributed.
final class StyledBoard: Tweenable {
    var styled: NSAttributedString?
    var made = 0
}

/// Counts onto a property of any type through a function of the text: attributed text, say.
@MainActor @Suite(.tags(.counting)) struct MappedCountTests {
    static let us = CountingFormat.integer(locale: Locale(identifier: "en_US"))
    /// An attribute of the test's own (Linux's Foundation has no UIKit keys).
    static let weight = NSAttributedString.Key("weight")

    /// Each text is made once, when it changes, and the first and last are exact.
    @Test func aCountOntoAttributedTextMakesEachTextOnce() {
        let rig = Rig()
        let board = StyledBoard()
        var texts: [String] = []
        Tween.count(board, \.styled, from: 0.0, to: 1250.0, duration: 2, format: Self.us, engine: rig.engine) {
            text in
            texts.append(text)
            board.made += 1
            return NSAttributedString(string: text, attributes: [Self.weight: 1.5])
        }.start()
        #expect(board.styled?.string == "0")
        rig.driver.run(for: 2.0001, framesPerSecond: 7)
        #expect(board.styled?.string == "1,250")
        #expect(board.styled?.attribute(Self.weight, at: 0, effectiveRange: nil) as? Double == 1.5)
        #expect(texts.first == "0" && texts.last == "1,250")
        #expect(board.made == texts.count && Set(texts).count == texts.count, "made only when the text changes")
    }

    /// Without `from` it counts on from the number last counted onto that property, and a new count of
    /// the property replaces a running one, as with a `String` property.
    @Test func itCountsOnAndIsReplacedLikeAnyCount() {
        let rig = Rig()
        let board = StyledBoard()
        let style = { (text: String) in NSAttributedString(string: text) }
        Tween.count(board, \.styled, to: 100.0, duration: 1, format: Self.us, engine: rig.engine, text: style).start()
        rig.driver.advance(by: 1)
        #expect(board.styled?.string == "100")
        let second = Tween.count(
            board, \.styled, to: 200.0, duration: 1, curve: .linear, format: Self.us, engine: rig.engine, text: style)
        second.start()
        rig.driver.advance(by: 0.5)
        #expect(board.styled?.string == "150")
        let third = Tween.count(
            board, \.styled, to: 0.0, duration: 1, curve: .linear, format: Self.us, engine: rig.engine, text: style)
        third.start()
        #expect(second.state == .cancelled && board.styled?.string == "150")
        rig.driver.advance(by: 0.5)
        #expect(board.styled?.string == "75")
    }

    /// The handle's form starts at once; on an object that has gone it makes nothing.
    @Test func theHandleCountsAndStartsAtOnce() {
        let rig = Rig()
        var board: StyledBoard? = StyledBoard()
        let count = board!.tween(on: rig.engine).count(\.styled, to: 42, duration: 1, format: Self.us) {
            NSAttributedString(string: "#" + $0)
        }
        #expect(count?.state == .running && board?.styled?.string == "#0")
        rig.driver.advance(by: 1)
        #expect(board?.styled?.string == "#42")
        let handle = board!.tween(on: rig.engine)
        board = nil
        #expect(handle.count(\.styled, to: 1, duration: 1) { NSAttributedString(string: $0) } == nil)
    }
}
