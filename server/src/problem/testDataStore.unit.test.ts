import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { TestDataStore } from './testDataStore';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('stores the same file written many times at once, once, and leaves no temporary file', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'oj-testdata-'));
  const store = new TestDataStore(dir);
  const bytes = new TextEncoder().encode('1 2\n');
  const hashes = await Promise.all(Array.from({ length: 20 }, () => store.put(bytes)));
  expect(new Set(hashes).size).toBe(1);
  const [hash] = hashes;
  expect(new TextDecoder().decode(await store.get(hash ?? ''))).toBe('1 2\n');
  expect(await readdir(path.join(dir, (hash ?? '').slice(0, 2)))).toEqual([hash]);
});
