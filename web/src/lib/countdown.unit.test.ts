import { expect, it } from 'vitest';
import { secondsLeft } from './countdown';

it('counts whole seconds down to the deadline and stops at 0', () => {
  const deadline = 60_000;
  expect(secondsLeft(deadline, 0)).toBe(60);
  expect(secondsLeft(deadline, 59_800)).toBe(1);
  expect(secondsLeft(deadline, 60_000)).toBe(0);
  expect(secondsLeft(deadline, 90_000)).toBe(0);
  expect(secondsLeft(0, Date.now())).toBe(0);
});
