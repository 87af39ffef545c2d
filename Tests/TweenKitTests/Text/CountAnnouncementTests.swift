import Testing

@testable import TweenKit

/// An element with an accessibility label, as a UILabel has.
final class Announced {
    var accessibilityLabel: String?
}

@MainActor @Suite(.tags(.counting)) struct CountAnnouncementTests {
    func count(_ element: Announced, to text: String, on rig: Rig) -> Tween<Double> {
        let t = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        CountAnnouncement.begin(text, by: t, on: element, current: element.accessibilityLabel) {
            element.accessibilityLabel = $0
        }
        return t
    }

    @Test func theFinalTextIsReadWhileItCountsAndTheAppsOwnComesBack() {
        let rig = Rig()
        let element = Announced()
        element.accessibilityLabel = "Score"
        count(element, to: "1,250", on: rig).start()
        #expect(element.accessibilityLabel == "1,250")
        rig.driver.advance(by: 1)
        #expect(element.accessibilityLabel == "Score", "the app's own text, kept")
    }

    @Test func aCountThatReplacesAnotherKeepsItsTextAndTheOriginalComesBackAtTheEnd() {
        let rig = Rig()
        let element = Announced()
        let a = count(element, to: "100", on: rig)
        a.start()
        let b = count(element, to: "2,000", on: rig)
        b.start()
        a.cancel()  // as the engine does when b claims the property
        #expect(element.accessibilityLabel == "2,000", "a's completion does not clear b's text")
        rig.driver.advance(by: 1)
        #expect(element.accessibilityLabel == nil, "what was there before the first count")
    }
}
