// SwiftUI call sites as an app writes them: compiled with the Apple tests, type-checked on Linux
// against the iOS SDK.
#if canImport(SwiftUI)
import SwiftUI
#if TWEENKIT_APPLE_TESTS  // unset when type-checked on Linux as part of the module itself
import TweenKit
#endif

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor  // implied by View in the iOS 18 SDKs that Swift 6 (Xcode 16) ships with
struct ScoreView: View {
    @State private var score = 0
    @StateObject private var progress = TweenedValueObject(0.0)
    @State private var isOpen = false
    private let start = Date()
    private let pulse: Tween<Double> = {
        let pulse = Tween(from: 1, to: 1.2, duration: 0.5, curve: .easeInOutSine)
        pulse.repeatCount = .infinity
        pulse.autoreverses = true
        return pulse
    }()

    var body: some View {
        VStack {
            CountingText(score, format: .integer, duration: 1.5)
                .font(.largeTitle.bold())
            CountingText(Decimal(1234.56), format: .currency("EUR"), duration: 1, curve: .easeInOutCubic)
            ProgressView(value: progress.value)
            Text(progress.text(.percent()))
            Tweening(isOpen ? 1.0 : 0.0, duration: 0.4, curve: .easeOutBack) { openness in
                Rectangle().frame(height: 40).offset(y: (1 - openness) * 300)
            }
            TimelineView(.animation) { context in
                Circle().scaleEffect(pulse.value(atTime: context.date.timeIntervalSince(start)) ?? 1)
            }
            Button("Score") {
                score += 250
                isOpen.toggle()
                progress.animate(to: progress.value < 1 ? 1 : 0, duration: 2, curve: .easeOut)
            }
        }
    }
}
#endif
