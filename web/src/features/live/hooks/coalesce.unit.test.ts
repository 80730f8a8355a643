import { expect, it } from 'vitest';
import { coalesce } from './coalesce';

it('runs once more after the running task, however often it was asked meanwhile', async () => {
  const finishers: (() => void)[] = [];
  const run = coalesce(() => new Promise<void>((resolve) => finishers.push(resolve)));
  run();
  run();
  run();
  expect(finishers).toHaveLength(1);
  finishers[0]?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(finishers).toHaveLength(2);
  finishers[1]?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(finishers).toHaveLength(2);
});
