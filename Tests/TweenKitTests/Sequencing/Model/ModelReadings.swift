/// Where "Timeline Semantics" (and the articles it refers to) is silent or can be read two ways, the reading
/// the reference model takes. Each was chosen as the one a user would expect, without looking at the engine.
///
/// Times and passes
/// - T4: a step has begun from the moment its delay ends (local time ≥ delay), so at its own start event it
///   already shows its value (E6).
/// - T2: a seam between two passes belongs, for values, to the pass that begins there; E4 orders its events.
/// - T2: content of no length has one pass of no length and no rests, whatever the repeat count, rests or
///   autoreverse; a tween of no length that has begun shows `to`.
/// - A fractional repeat count plays that fraction of passes (1.5 with autoreverse: forward, back, forward),
///   with a rest between every two passes begun.
/// - T5: "start time" is where the step is placed, before its own delay: a step placed earlier with a long
///   delay stays earlier in order (V2) even when it begins later.
/// - The root during its delay shows its content at time 0 (T2, V1): a step there with no delay counts as
///   begun for values (a zero-length one shows `to`), but events wait for the delay (E4: a timeline's start
///   comes before what it holds). A nested timeline in its delay has not begun, so it defines nothing (V2).
///
/// Controls
/// - `seek(to: p)` and `scrub(to: p)` put the root at `delay + p × activeDuration` (the Playable docs:
///   progress over the active span).
/// - A label is a content time in the first pass: one placed after the content's end (a label positioned past
///   the last step) is at the end of the first pass, not in the rest or the next pass.
/// - A seek never runs a start handler (C3, E2), although "The Timing Model" says start handlers run "on a
///   seek past the delay": for timelines the rules article wins. The root's start handler runs when playback
///   starts past the delay (start, restart, play of an idle or ended root, play(from:) of an idle or ended
///   root) or crosses the end of the delay; not for play(from:) of a root already playing.
/// - E5: "the events at exactly that time" include completions at that time, not only starts and Calls.
/// - E5's deferral keeps a place in the event list: the deferred events run with the next frame in which the
///   root plays. Pause, resume and speed keep them owed; a seek, a scrub or a reverse drops them.
/// - C9: a control that does nothing in the state it finds (resume while playing) does not interrupt the
///   frame. One that takes effect does; pause, reverse and a speed change hold or turn at the event's time.
/// - C9 for a speed change (or a pause) from a handler: the frame ends at the event like for any other
///   control; the rest of its time is not played at the new speed, and the other events of that moment run
///   with the next frame.
/// - C9 with C2: the events of the same moment after the one whose handler paused run when playback goes on:
///   the playhead is a time and a place among that moment's events, and "no events run for the place it
///   held" means none of those already run there.
/// - A Call whose action makes a control that takes effect: its start has run (E9 counts it open), its start
///   handlers do not run.
/// - E9's "innermost first, then in order": each open step after its own open steps (post-order).
/// - E9: a step whose start ran and whose completion a seek jumped over (a seek to the end) completes
///   `.cancelled` when the run ends.
/// - A run ends in a frame, or by finish() or cancel(): start() of a timeline of no length, or a seek to the
///   end, ends it on the next frame.
/// - C7: finish() from idle plays the pass the playhead is in from where it is, with E5's events there, as
///   start() and frames would (at a seam, the pass beginning there, whose start the root's start handlers see,
///   E6); it runs none of the next pass's events at the seam. Reversed, it ends showing
///   the start (the Playable docs: "the start value when reversed"), though C7 says "the end of the last pass".
/// - reverse() of an idle or ended root is not said: the programs leave it out.
/// - play() of a finished root that a seek took back (or that finished reversed, at its start) is a new run
///   from there; at its end it stays finished.
/// - E3's "the same event of the same pass never runs twice" is read within one motion of the playhead: after
///   a seek back, playing forward crosses an event again and runs it again.
///
/// Handlers and properties
/// - E8: a run's end lets every handler of the tree go (the root's and the steps', update handlers too); a
///   Call's action is not a handler and runs in later runs.
/// - A closure tween's closure is its property, of which it is the only writer: V3 shows its `from` from the
///   root's first play (the engine today calls the closure only once the tween has begun).
/// - The programs make controls from a step's completion handler only when it completes `.finished`: what a
///   control does during E9's cancellations is not said.
/// - P3: the events of a step whose object went are not placed by the rules; only "one `.cancelled` completion
///   per run, before the root completes, nothing else" is checked.
/// - Stagger: each step's distance from the origin (from the centre, |i − (n − 1)/2|, so the middle two of an
///   even count start together), the nearest at 0; `each` per unit of distance, `total` over the largest.
/// - A frame whose root time is within 1e-9 s of an event's is taken as at the event: which side a rounding
///   error puts a frame is not a rule.
enum ModelReadings {}
