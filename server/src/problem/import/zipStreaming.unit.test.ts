import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, expect, it } from 'vitest';
import { storeCases } from '../problemCommands';
import { TestDataStore } from '../testDataStore';
import { importIcpcZip } from './index';
import { packageFiles } from './testFixtures';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

it('stores a large case from a zip file as chunks: the same bytes, under their hash, nothing else left', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'oj-zipstream-'));
  const big = new Uint8Array(randomBytes(3 * 1024 * 1024 + 17));
  const files = packageFiles('hello');
  files['hello/data/secret/big.in'] = big;
  files['hello/data/secret/big.ans'] = new TextEncoder().encode('3\n');
  const zipFile = path.join(dir, 'hello.zip');
  await writeFile(zipFile, zipSync(files, { level: 1 }));
  const [problem] = await importIcpcZip({ file: zipFile }, { fileName: 'hello.zip' });
  const bigCase = problem?.testCases.find((c) => c.inputName.endsWith('big.in'));
  expect(bigCase?.inputChunks).toBeDefined();
  const store = new TestDataStore(path.join(dir, 'store'));
  const [stored] = await storeCases(store, bigCase ? [bigCase] : []);
  expect(stored?.input).toBe(sha(big));
  expect(Buffer.compare(await store.get(stored?.input ?? ''), big)).toBe(0);
  const top = await readdir(path.join(dir, 'store'));
  expect(top.filter((name) => name.endsWith('.tmp'))).toEqual([]);
});

it('a source that fails halfway stores nothing and leaves no temporary file', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'oj-zipstream-'));
  const store = new TestDataStore(dir);
  async function* broken() {
    yield new Uint8Array(1000);
    throw new Error('CRC mismatch: the zip is corrupt');
  }
  await expect(store.putChunks(broken())).rejects.toThrow('CRC mismatch');
  expect(await readdir(dir)).toEqual([]);
});
