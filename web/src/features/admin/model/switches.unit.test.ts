import { describe, expect, it } from 'vitest';
import { parseLimit, readLimits, type SwitchLimit, switchLimits } from './switches';

describe('parseLimit', () => {
  it('takes whole numbers of 0 or more', () => {
    expect(parseLimit('0')).toBe(0);
    expect(parseLimit(' 8 ')).toBe(8);
    expect(parseLimit('')).toBeUndefined();
    expect(parseLimit('-1')).toBeUndefined();
    expect(parseLimit('1.5')).toBeUndefined();
    expect(parseLimit('ten')).toBeUndefined();
  });
});

describe('readLimits', () => {
  const texts = Object.fromEntries(switchLimits.map((name) => [name, '5'])) as Record<SwitchLimit, string>;

  it('reads every limit when all are valid', () => {
    const read = readLimits({ ...texts, defaultSubmitInterval: '8' });
    expect(read).toEqual({ ok: true, limits: expect.objectContaining({ defaultSubmitInterval: 8 }) });
  });

  it('names the fields that are not', () => {
    const read = readLimits({ ...texts, defaultCreateGroupLimit: 'x', defaultSubmitInterval: '-3' });
    expect(read).toEqual({ ok: false, invalid: ['defaultSubmitInterval', 'defaultCreateGroupLimit'] });
  });
});
