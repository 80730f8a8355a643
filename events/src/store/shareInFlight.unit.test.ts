import { describe, expect, it } from 'vitest';
import { shareInFlight } from './shareInFlight';

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
