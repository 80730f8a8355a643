import { describe, expect, it } from 'vitest';
import { progressColor, progressKind, touchesUser } from './training';

describe('training model', () => {
  it('re-reads the reader progress only for a push that names the reader, or a reload', () => {
    expect(touchesUser({ kind: 'rows', uids: ['ann'] }, 'ann')).toBe(true);
    expect(touchesUser({ kind: 'rows', uids: ['bob'] }, 'ann')).toBe(false);
    expect(touchesUser({ kind: 'reload' }, undefined)).toBe(true);
    expect(touchesUser({ kind: 'rows', uids: ['ann'] }, undefined)).toBe(false);
    expect(touchesUser('nonsense', 'ann')).toBe(false);
  });

  it('names the progress codes and colours the bar at the spec steps 20, 40, 60, 80, 100', () => {
    expect([0, -1, 5, -10, null].map(progressKind)).toEqual(['accepted', 'tried', 'pending', 'none', 'none']);
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 99, 100].map(progressColor)).toEqual([
      'red',
      'red',
      'orange',
      'orange',
      'amber',
      'amber',
      'blue',
      'blue',
      'teal',
      'teal',
      'green',
    ]);
  });
});
