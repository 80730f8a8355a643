import { expect, it } from 'vitest';
import { digitFrame, maxDriftPx, settleAtMs } from './digitFrames';

it('moves digits at random within the drift until their time comes', () => {
  const values = [0.99, 0, 0.999];
  const frame = digitFrame(0, 100, () => values.shift() ?? 0);
  expect(frame).toEqual({ digit: 9, x: -maxDriftPx, y: maxDriftPx, settled: false });
});

it('settles on 4-0-4, one digit after the other', () => {
  const random = () => 0.5;
  const at = (ms: number) => [0, 1, 2].map((i) => digitFrame(i, ms, random));
  expect(at(settleAtMs[0]).map((f) => f.settled)).toEqual([true, false, false]);
  expect(at(settleAtMs[2]).map((f) => [f.digit, f.x, f.y])).toEqual([
    [4, 0, 0],
    [0, 0, 0],
    [4, 0, 0],
  ]);
});
