import Foundation
import TweenKit

/// What the placed timeline writes: a title and subtitle fading in, a card sliding, a row of five dots, a total.
@MainActor
final class Stage {
    var title = 0.0
    var subtitle = 0.0
    var card = 0.0
    var dots = [0.0, 0.0, 0.0, 0.0, 0.0]
    var total = ""
}

/// The Demo's placed timeline: every kind of position, a label, and a row staggered from its centre.
@MainActor
struct PlacedTimeline {
    /// A step as the chart draws it: its name, and its position as written.
    struct Row {
        let name: String
        let written: String
        let step: Playable
    }

    let timeline: TweenSequence
    let rows: [Row]
    /// The dots' group, whose own steps the chart draws too.
    let dots: TweenGroup

    init(_ stage: Stage, engine: TweenEngine) {
        let dots = TweenGroup(stagger: .each(0.08, from: .center), engine: engine) {
            for i in 0..<5 {
                Tween(stage, \.dots[i], from: 0, to: 1, duration: 0.4, curve: .easeOutBack, engine: engine)
            }
        }
        let steps: [(String, TimelinePosition?, Playable)] = [
            ("title", nil, Tween(stage, \.title, from: 0, to: 1, duration: 0.5, engine: engine)),
            ("subtitle", .end - 0.2, Tween(stage, \.subtitle, from: 0, to: 1, duration: 0.5, engine: engine)),
            (
                "card", .withPrevious,
                Tween(stage, \.card, from: 0, to: 1, duration: 0.6, curve: .easeOutCubic, engine: engine)
            ),
            ("dots", .label("reveal") + 0.3, dots),
            (
                "total", .afterPrevious - 0.2,
                Tween.count(
                    stage, \.total, from: 0.0, to: 1250.0, duration: 1, curve: .easeOut,
                    format: .integer(locale: Locale(identifier: "en_US")), engine: engine)
            ),
        ]
        timeline = TweenSequence(engine: engine) {
            for (index, (_, position, step)) in steps.enumerated() {
                if index == 2 { TimelineLabel("reveal") }
                if let position { step.at(position) } else { step }
            }
        }
        rows = steps.map { Row(name: $0.0, written: $0.1.map { ".at(\($0))" } ?? "(after the end)", step: $0.2) }
        self.dots = dots
    }
}
