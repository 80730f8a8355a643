/** The digits the animation comes to rest on. */
export const finalDigits = [4, 0, 4] as const;

/** When each digit settles, left to right, so 4-0-4 lands one digit at a time. */
export const settleAtMs = [700, 1000, 1300] as const;

/** How far (px) a digit may wander from its place while it is still moving. */
export const maxDriftPx = 24;

export interface DigitFrame {
  digit: number;
  x: number;
  y: number;
  settled: boolean;
}

/**
 * The frame of digit `index` at `elapsedMs`: a random digit at a random offset until its settle time,
 * then its final digit at rest. `random` returns numbers in [0, 1) like Math.random.
 */
export function digitFrame(index: number, elapsedMs: number, random: () => number): DigitFrame {
  const final = finalDigits[index] ?? 0;
  if (elapsedMs >= (settleAtMs[index] ?? 0)) return { digit: final, x: 0, y: 0, settled: true };
  const drift = () => Math.round((random() * 2 - 1) * maxDriftPx);
  return { digit: Math.floor(random() * 10), x: drift(), y: drift(), settled: false };
}
