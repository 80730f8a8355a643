import { describe, expect, it } from 'vitest';
import { keepRecent, shareInFlight } from './shareInFlight';

describe('shareInFlight', () => {
  it('shares one read among calls with the same key while it is in flight, and reads again after', async () => {
    const calls: number[] = [];
    const answers: ((rows: string[]) => void)[] = [];
    const read = shareInFlight(
      (after: number) => {
        calls.push(after);
        return new Promise<string[]>((resolve) => answers.push(resolve));
      },
      (after) => String(after),
    );
    const first = read(7);
    const second = read(7);
    const other = read(9);
    expect(calls).toEqual([7, 9]);
    answers[0]?.(['a']);
    answers[1]?.(['b']);
    expect(await first).toEqual(['a']);
    expect(await second).toBe(await first);
    expect(await other).toEqual(['b']);
    const third = read(7);
    expect(calls).toEqual([7, 9, 7]);
    answers[2]?.(['a', 'c']);
    expect(await third).toEqual(['a', 'c']);
  });

  it('lets a failed read fail every caller that shared it, and the next call try again', async () => {
    let fail = true;
    let calls = 0;
    const read = shareInFlight(
      async () => {
        calls++;
        if (fail) throw new Error('database away');
        return 'rows';
      },
      () => 'all',
    );
    const [a, b] = [read(), read()];
    await expect(a).rejects.toThrow('database away');
    await expect(b).rejects.toThrow('database away');
    fail = false;
    await expect(read()).resolves.toBe('rows');
    expect(calls).toBe(2);
  });
});

describe('keepRecent', () => {
  const pages = () => {
    const calls: string[] = [];
    const read = keepRecent(
      async (after: number, limit: number) => {
        calls.push(`${after}:${limit}`);
        // A log of 25 events: a page is full unless it reaches the head.
        return Array.from({ length: Math.max(0, Math.min(limit, 25 - after)) }, (_, i) => after + i + 1);
      },
      (after, limit) => `${after}:${limit}`,
      (page, _after, limit) => page.length === limit,
      (page) => page.length,
      40,
    );
    return { read, calls };
  };

  it('answers a repeated full page from memory, and reads a short one (the head) again', async () => {
    const { read, calls } = pages();
    expect(await read(0, 10)).toHaveLength(10);
    expect(await read(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(await read(20, 10)).toEqual([21, 22, 23, 24, 25]);
    await read(20, 10);
    expect(calls).toEqual(['0:10', '20:10', '20:10']);
  });

  it('keeps at most its capacity, dropping the oldest pages first', async () => {
    const { read, calls } = pages();
    for (const after of [0, 1, 2, 3, 4]) await read(after, 10);
    await read(4, 10);
    await read(0, 10);
    expect(calls).toEqual(['0:10', '1:10', '2:10', '3:10', '4:10', '0:10']);
  });
});
