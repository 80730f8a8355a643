/** A drag from start to end in less than this is taken for a machine (spec 01 §2.2). */
export const minSlideMs = 300;

export type SlideOutcome = 'incomplete' | 'tooFast' | 'passed';

/** Judges a finished drag: `progress` is how far the knob got (0 to 1), `elapsedMs` since it was grabbed. */
export function judgeSlide(progress: number, elapsedMs: number): SlideOutcome {
  if (progress < 0.99) return 'incomplete';
  return elapsedMs < minSlideMs ? 'tooFast' : 'passed';
}
