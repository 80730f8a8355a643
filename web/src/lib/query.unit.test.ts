import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLiveChange } from './query';

/** A query read by hand: each read waits until the test answers it. */
function setup() {
  const client = new QueryClient();
  const answers: ((rows: string[]) => void)[] = [];
  const observer = new QueryObserver<string[]>(client, {
    queryKey: ['rows'],
    queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
  });
  const stop = observer.subscribe(() => undefined);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { client, answers, stop, settle, data: () => client.getQueryData<string[]>(['rows']) };
}

describe('writeLiveChange', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('writes a change into the cached data when no read is in flight, and reads nothing again', async () => {
    const t = setup();
    stop = t.stop;
    t.answers[0]?.(['pending']);
    await t.settle();
    writeLiveChange<string[]>(t.client, ['rows'], () => ['accepted']);
    await t.settle();
    expect(t.data()).toEqual(['accepted']);
    expect(t.answers).toHaveLength(1);
  });

  it('reads again after a read in flight lands, so that read cannot undo the change', async () => {
    const t = setup();
    stop = t.stop;
    t.answers[0]?.(['pending']);
    await t.settle();
    void t.client.invalidateQueries({ queryKey: ['rows'] });
    await t.settle();
    expect(t.answers).toHaveLength(2);
    writeLiveChange<string[]>(t.client, ['rows'], () => ['accepted']);
    writeLiveChange<string[]>(t.client, ['rows'], () => ['accepted']);
    expect(t.data()).toEqual(['accepted']);
    // The read in flight had read the row before the verdict: it lands, and one more read follows.
    t.answers[1]?.(['pending']);
    await t.settle();
    expect(t.answers).toHaveLength(3);
    t.answers[2]?.(['accepted']);
    await t.settle();
    expect(t.data()).toEqual(['accepted']);
    expect(t.answers).toHaveLength(3);
  });

  it('reads again after the first read when a change comes before any data', async () => {
    const t = setup();
    stop = t.stop;
    await t.settle();
    writeLiveChange<string[]>(t.client, ['rows'], () => ['accepted']);
    expect(t.data()).toBeUndefined();
    t.answers[0]?.(['pending']);
    await t.settle();
    expect(t.answers).toHaveLength(2);
  });
});
