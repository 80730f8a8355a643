import { describe, expect, it } from 'vitest';
import { timeOrderedUuid } from './timeOrderedUuid';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedUuid', () => {
  it('is a version 7 UUID whose first 48 bits are the given millisecond', () => {
    const at = Date.UTC(2026, 10, 27, 12, 0, 0, 123);
    const id = timeOrderedUuid(at);
    expect(id).toMatch(UUID);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts by time across milliseconds (what keeps an index insert on the last pages)', () => {
    const start = Date.UTC(2026, 0, 1);
    const ids = Array.from({ length: 500 }, (_, i) => timeOrderedUuid(start + i * 7));
    expect([...ids].sort()).toEqual(ids);
  });

  it('differs within a millisecond (74 random bits), across more ids than one pool refill', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => timeOrderedUuid(1_800_000_000_000)));
    expect(ids.size).toBe(1000);
  });
});
