// The on-screen checks: real `TweenLayer`s in real windows on the app's own run loop, what the Linux model of Core
// Animation predicts checked against Core Animation itself. Plain code (no test framework, public API only), so
// that it builds in Debug and Release and is type-checked for iOS on Linux; each check returns what went wrong, and
// OnScreenTests runs them. On macOS, and on iOS in the bundle hosted by Apple/HostApp, the windows are on screen
// and Core Animation drives the hosted tweens; in an iOS bundle with no host app the display link does, and the
// checks that need Core Animation say so and pass.
#if canImport(QuartzCore) && (canImport(UIKit) || canImport(AppKit))
import Foundation
import QuartzCore
#if TWEENKIT_APPLE_TESTS  // unset when type-checked on Linux as part of the module itself
import TweenKit
#endif
#if canImport(UIKit)
import CoreText
import UIKit
#else
import AppKit
#endif

/// What went wrong in a check.
struct Problems {
    private(set) var list: [String] = []
    mutating func check(_ holds: Bool, _ what: @autoclosure () -> String = "") {
        if !holds { list.append(what()) }
    }
}

@MainActor
enum OnScreenChecks {
    static let english = CountingFormat.integer(locale: Locale(identifier: "en_US"))

    /// Every value of a hosted count is one Core Animation presented: no display-link write, no takeover. Nothing else
    /// plays meanwhile, so the display link's frames write nothing and force no commit (with only hosted tweens
    /// playing, they open no transaction): each `display()` comes from one of Core Animation's own commits.
    static func hostedCountLandsExactlyOnValuesCoreAnimationPresented() async -> [String] {
        var p = Problems()
        let screen = await OnScreen()
        let alone = await screen.wait(until: { TweenEngine.shared.activeCount == 0 }, timeout: 5)
        p.check(alone, "nothing else plays: \(TweenEngine.shared.activeCount)")
        TweenDiagnostics.hostedWrites = HostedWrites()
        let run = await screen.count(from: 0, to: 1000, duration: 0.6)
        p.check(run.texts.first == "0" && run.texts.last == "1,000", "ends: \(run.texts)")
        p.check(run.texts.count > 5, "intermediate numbers shown: \(run.texts)")
        p.check(run.tween?.state == .finished)
        p.check(run.numbers == run.numbers.sorted(), "never backwards, never a jump to the end first: \(run.texts)")
        let writes = TweenDiagnostics.hostedWrites
        if screen.coreAnimationRuns {
            p.check(writes.presented >= 5 && writes.frames == 0 && writes.takeovers == 0, "from display(): \(writes)")
        } else {
            p.check(!OnScreen.needsCoreAnimation, OnScreen.noCoreAnimation)
            p.check(writes.presented == 0 && writes.frames > 0, "no window scene, so the display link: \(writes)")
        }
        if let layer = LayerHostProbe.layer(of: screen.text) {
            p.check(!LayerHostProbe.holdsClockLayer(layer), "the clock layer leaves when it ends")
        }
        return p.list
    }

    /// What a count's target and handlers see, in order: the start, then each text written and the update handlers
    /// after it, then the end's text and the completion. Each text is one Core Animation presented through
    /// `display()`, and each is written, and each handler runs, outside the run loop's commit stage (where
    /// `display()` runs): after Core Animation's commit, never inside it.
    static func hostedCountFollowedFromDisplayToItsCompletion() async -> [String] {
        enum Event: Equatable {
            case start
            case write(String)
            case update(String)
            case complete(TweenResult)
        }
        var p = Problems()
        let screen = await OnScreen()
        let stage = RunLoopStage()
        defer { stage.end() }
        let label = screen.text
        var events: [(event: Event, committing: Bool)] = []
        let alone = await screen.wait(until: { TweenEngine.shared.activeCount == 0 }, timeout: 5)
        p.check(alone, "nothing else plays: \(TweenEngine.shared.activeCount)")
        TweenDiagnostics.hostedWrites = HostedWrites()
        let tween = Tween<Double>.count(from: 0, to: 1000, duration: 0.6, curve: .linear, format: english) { text in
            #if canImport(UIKit)
            label.text = text
            #else
            label.stringValue = text
            #endif
            events.append((.write(text), stage.committing))
        }
        tween.hosted(by: label).onStart { events.append((.start, stage.committing)) }
        tween.onUpdate { _ in events.append((.update(screen.shown), stage.committing)) }
        let result: TweenResult? = await firstAnswer(timeout: 10) { give in
            tween.onComplete { result in
                events.append((.complete(result), stage.committing))
                give.yield(result)
            }
            tween.start()
        }
        let order = events.map(\.event)
        let written = order.compactMap { if case .write(let text) = $0 { text } else { nil } }
        p.check(result == .finished && order.first == .start && order.last == .complete(.finished), "\(order)")
        p.check(written.count >= 5 && written.last == "1,000", "texts written: \(written)")
        p.check(order.dropLast().last == .update("1,000"), "the end's text, its update, then the completion: \(order)")
        // Each update handler sees the text written last before it: the write comes first.
        var lastWritten: String?
        for event in order {
            if case .write(let text) = event { lastWritten = text }
            if case .update(let text) = event { p.check(lastWritten == nil || text == lastWritten, "\(order)") }
        }
        p.check(events.allSatisfy { !$0.committing }, "written or handled in the commit: \(events)")
        let writes = TweenDiagnostics.hostedWrites
        if screen.coreAnimationRuns {
            p.check(writes.presented >= written.count - 1 && writes.frames == 0 && writes.takeovers == 0, "\(writes)")
        } else {
            p.check(!OnScreen.needsCoreAnimation, OnScreen.noCoreAnimation)
        }
        return p.list
    }

    /// What an interactive transition does to its container: a speed of 0 holds the count, `timeOffset` scrubs
    /// it to the value for that time, and playing the tree on from there (Technical Q&A QA1673) plays it to its
    /// end, all from `display()`, never from the display link.
    static func countInAPausedTreeFollowsItsTimeOffset() async -> [String] {
        var p = Problems()
        let screen = await OnScreen()
        guard screen.coreAnimationRuns, let layer = LayerHostProbe.layer(of: screen.container) else {
            return OnScreen.needsCoreAnimation ? [OnScreen.noCoreAnimation] : []
        }
        await OnScreen.pause(0.1)
        TweenDiagnostics.hostedWrites = HostedWrites()
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        let tween = screen.text.tween.count(from: 0, to: 1000, duration: 1, curve: .linear, format: english)
        await OnScreen.pause(0.2)
        p.check(screen.shown == "0" && tween?.state == .running, "held by its tree: \(screen.shown)")
        layer.timeOffset = paused + 0.5
        p.check(await screen.wait(until: { screen.shown == "500" }, timeout: 5), "scrubbed half-way: \(screen.shown)")
        layer.timeOffset = paused + 0.25
        p.check(await screen.wait(until: { screen.shown == "250" }, timeout: 5), "scrubbed back: \(screen.shown)")
        p.check(tween?.state == .running, "still running, held")
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - (paused + 0.25)
        p.check(await screen.wait(until: { tween?.state.isEnded ?? true }, timeout: 10), "played on to its end")
        p.check(screen.shown == "1,000" && tween?.state == .finished, "landed: \(screen.shown)")
        let writes = TweenDiagnostics.hostedWrites
        p.check(writes.presented > 2 && writes.frames == 0 && writes.takeovers == 0, "from display(): \(writes)")
        return p.list
    }

    static func seekMidRunShowsTheSoughtValueAtOnceAndCountsOnFromIt() async -> [String] {
        var p = Problems()
        let screen = await OnScreen()
        var shownBySeek = ""
        let run = await screen.count(from: 0, to: 1000, duration: 0.8) { tween in
            tween.seek(to: 0.8)
            shownBySeek = screen.shown
        }
        p.check(shownBySeek == "800", "the seek shows its value at once: \(shownBySeek)")
        let after = run.numbersAfterActing
        p.check(after.allSatisfy { $0 >= 800 } && after == after.sorted(), "on from the seek: \(run.texts)")
        p.check(run.texts.last == "1,000" && run.tween?.state == .finished, "landed: \(run.texts)")
        return p.list
    }

    static func reverseMidRunTurnsWhereItWasAndGoesBackToTheStart() async -> [String] {
        var p = Problems()
        let screen = await OnScreen()
        let run = await screen.count(from: 0, to: 1000, duration: 0.8) { $0.reverse() }
        // Where the tween was when it turned (its progress then), not the text last shown: a stall just before
        // moves the one, not the other.
        guard let acted = run.acted else { return ["never reversed"] }
        let turn = Int((acted.progress * 1000).rounded())
        let frame = OnScreen.frameOfCounting(from: 0, to: 1000, duration: 0.8)
        let after = run.numbersAfterActing
        p.check(after.allSatisfy { $0 <= turn + frame }, "turned where it was (\(turn)): \(run.texts)")
        p.check(after == after.sorted(by: >), "back, never forward again: \(run.texts)")
        p.check(run.texts.last == "0" && run.tween?.state == .finished, "back at the start: \(run.texts)")
        return p.list
    }

    static func backgroundRoundTripHoldsTheCountAndPlaysOnFromIt() async -> [String] {
        var p = Problems()
        let screen = await OnScreen()
        let engine = TweenEngine.shared
        var held: (text: String, progress: Double, textAfter: String, progressAfter: Double)?
        let run = await screen.count(from: 0, to: 1000, duration: 0.8) { tween in
            engine.enterBackground()
            let text = screen.shown
            let progress = tween.progress
            await OnScreen.pause(0.3)
            held = (text, progress, screen.shown, tween.progress)
            engine.enterForeground()
        }
        guard let held else { return ["never went to the background"] }
        let start = Int((held.progress * 1000).rounded())  // where it paused, whatever a stall kept from the screen
        p.check(held.textAfter == held.text && held.progressAfter == held.progress, "held: \(run.texts)")
        let frame = OnScreen.frameOfCounting(from: 0, to: 1000, duration: 0.8)
        p.check(run.numbersAfterActing.first.map { $0 <= start + frame } ?? true, "no jump: \(run.texts)")
        p.check(run.texts.last == "1,000" && run.tween?.state == .finished, "landed: \(run.texts)")
        return p.list
    }

    static func colourTweenEndsOnTheCallersOwnColour() async -> [String] {
        var p = Problems()
        #if canImport(UIKit)
        let view = UIView()
        let tween = Tween(view, \.backgroundColor, to: .systemGreen, duration: 1)
        tween.start()
        tween.finish()
        p.check(view.backgroundColor == .systemGreen, "not the dynamic colour: \(view.backgroundColor as Any)")
        #else
        let field = NSTextField(labelWithString: "")
        let tween = Tween(field, \.textColor, to: .systemGreen, duration: 1)
        tween.start()
        tween.finish()
        p.check(field.textColor == .systemGreen, "the dynamic colour itself: \(String(describing: field.textColor))")
        #endif
        return p.list
    }

    #if canImport(UIKit)
    /// A text size change mid-count gives the label a font without tabular figures, as UIKit does: the next
    /// number brings them back, at the new size.
    static func monospacedDigitsComeBackAfterATextSizeChange() async -> [String] {
        var p = Problems()
        let screen = await OnScreen()
        screen.text.font = .preferredFont(forTextStyle: .body)
        screen.text.adjustsFontForContentSizeCategory = true
        let larger = UIFont.preferredFont(
            forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        _ = await screen.count(from: 0, to: 1000, duration: 0.6) { _ in screen.text.font = larger }
        let font = screen.text.font
        let features = font?.fontDescriptor.fontAttributes[.featureSettings] as? [[UIFontDescriptor.FeatureKey: Int]]
        let tabular = features?.contains {
            $0[.type] == kNumberSpacingType && $0[.selector] == kMonospacedNumbersSelector
        }
        p.check(tabular == true, "tabular figures again: \(String(describing: font))")
        p.check(abs((font?.pointSize ?? 0) - larger.pointSize) < 0.01, "at the new size: \(String(describing: font))")
        return p.list
    }
    #endif

    static func keyValueChecksAcceptAndRefuseOnRealObjects() async -> [String] {
        var p = Problems()
        let layer = CALayer()
        let scale = Tween(object: layer, key: "transform.scale", to: 2.0, duration: 0.1)
        scale.start()
        p.check(scale.state != .failed, "transform.scale")
        // Through a mapper the key cannot be read back, so the start is given (WriteOnlyTargetTests checks the
        // same shape on Linux: without `from` it fails, naming the property).
        let color = Tween<Double>(object: layer, key: "backgroundColor", from: 0, to: 1, duration: 0.1) { _ in
            CGColor(gray: 0.5, alpha: 1)
        }
        color.start()
        p.check(color.state != .failed, "a CGColor for a layer's backgroundColor")
        var result: TweenResult?
        Tween(object: layer, key: "noSuchKey", to: 1.0, duration: 0.1).onComplete { result = $0 }.start()
        p.check(result == .failed(.unknownKey(key: "noSuchKey", type: "CALayer")), "\(String(describing: result))")
        var wrong: TweenResult?
        Tween(object: layer, key: "transform.scale.w", to: 1.0, duration: 0.1).onComplete { wrong = $0 }.start()
        let unknown = TweenResult.failed(.unknownKey(key: "transform.scale.w", type: "CALayer"))
        p.check(wrong == unknown, "\(String(describing: wrong))")
        scale.cancel()
        color.cancel()
        return p.list
    }

    static func nsObjectTargetIsReleasedAfterItsOwnerLetsGo() async -> [String] {
        var p = Problems()
        let screen = await OnScreen()
        var thermometer: Thermometer? = Thermometer()
        let gone = WeakBox(thermometer)
        var result: TweenResult?
        if let thermometer { Tween(thermometer, \.level, to: 10, duration: 1).onComplete { result = $0 }.start() }
        await OnScreen.pause(0.1)
        thermometer = nil
        await screen.wait(until: { result != nil }, timeout: 5)
        p.check(gone.object == nil && result == .cancelled, "\(String(describing: result))")
        return p.list
    }

    /// A host that goes away mid-tween takes its clock layer with it: nothing (an animation's delegate, say)
    /// keeps the layer, the view or the tween alive.
    static func hostThatGoesAwayMidTweenIsNotKeptAlive() async -> [String] {
        var p = Problems()
        let screen = await OnScreen()
        var label: TextView? = TextView()
        let gone = WeakBox(label)
        var result: TweenResult?
        if let label {
            screen.container.addSubview(label)
            label.tween.count(to: 100, duration: 1)?.onComplete { result = $0 }
        }
        await OnScreen.pause(0.2)
        label?.removeFromSuperview()
        label = nil
        await screen.wait(until: { result != nil }, timeout: 5)
        p.check(gone.object == nil && result == .cancelled, "\(String(describing: result))")
        return p.list
    }

    #if canImport(UIKit)
    static func cellsBounceSurvivesLayoutAndResetsForReuse() async -> [String] {
        var p = Problems()
        let cell = SlowCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        cell.selectWithBounce(true, animated: false)
        p.check(cell.contentView.layer.sublayerTransform.m11 == 0.9, "what the content view holds is scaled")
        p.check(CATransform3DIsIdentity(cell.contentView.layer.transform), "not the content view itself")
        cell.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        p.check(cell.contentView.layer.sublayerTransform.m11 == 0.9, "layout set the content view's frame: kept")
        cell.prepareForReuse()
        p.check(CATransform3DIsIdentity(cell.contentView.layer.sublayerTransform), "reused at full size")
        return p.list
    }
    #endif

    static func onMacOSCoreAnimationIsTheClock() async -> [String] {
        var p = Problems()
        let screen = await OnScreen()
        #if os(macOS)
        p.check(screen.coreAnimationRuns, "an NSWindow on screen: Core Animation runs the count")
        #endif
        let run = await screen.count(from: 0, to: 100, duration: 0.3)
        p.check(run.texts.last == "100", "\(run.texts)")
        return p.list
    }
}
#endif
