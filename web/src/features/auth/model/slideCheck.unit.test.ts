import { expect, it } from 'vitest';
import { judgeSlide } from './slideCheck';

it('passes a drag to the end that took a human while', () => {
  expect(judgeSlide(1, 300)).toBe('passed');
  expect(judgeSlide(1, 1200)).toBe('passed');
});

it('refuses a drag to the end in under 300 ms', () => {
  expect(judgeSlide(1, 299)).toBe('tooFast');
  expect(judgeSlide(1, 0)).toBe('tooFast');
});

it('sends a drag that stopped short back to the start, however long it took', () => {
  expect(judgeSlide(0.5, 2000)).toBe('incomplete');
  expect(judgeSlide(0.98, 50)).toBe('incomplete');
});
