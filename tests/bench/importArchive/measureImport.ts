import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type ZipOutEntry, zipStream } from '../../../server/src/problem/import/zipWriter';

const run = promisify(execFile);
const CHILD = fileURLToPath(new URL('./importChild.ts', import.meta.url));

export interface ImportSizes {
  /** Test cases of the package; each input is random (incompressible) bytes. */
  cases: number;
  caseBytes: number;
  repetitions: number;
  /** The child's V8 heap cap (MB): test data live outside the heap, so RSS is reported as measured. */
  heapCapMb: number;
}
export const FULL: ImportSizes = { cases: 1000, caseBytes: 200 * 1024, repetitions: 5, heapCapMb: 256 };
export const QUICK: ImportSizes = { cases: 40, caseBytes: 64 * 1024, repetitions: 2, heapCapMb: 256 };

/**
 * The full run's sizes, or an archive of about `BENCH_IMPORT_MB` megabytes measured `BENCH_IMPORT_RUNS`
 * times (default 1): the 500 MB archive is `BENCH_IMPORT_MB=500`. A package holds at most 1,000
 * cases, so a bigger archive has bigger cases (500 MB: 1,000 cases of 512 KB).
 */
export function fullSizes(env: NodeJS.ProcessEnv = process.env): ImportSizes {
  const mb = Number(env.BENCH_IMPORT_MB);
  if (!Number.isInteger(mb) || mb <= 0) return FULL;
  const runs = Number(env.BENCH_IMPORT_RUNS);
  const bytes = mb * 1024 * 1024;
  const cases = Math.min(FULL.cases, Math.max(1, Math.round(bytes / FULL.caseBytes)));
  const caseBytes = Math.round(bytes / cases);
  return { ...FULL, cases, caseBytes, repetitions: Number.isInteger(runs) && runs > 0 ? runs : 1 };
}

export interface ImportRun {
  ms: number;
  maxRssMb: number;
  cases: number;
}

/** A Kattis package of `cases` secret cases written as a zip file, streamed (never whole in memory). */
export async function writeArchive(sizes: ImportSizes, file: string): Promise<number> {
  const text = (value: string) => new TextEncoder().encode(value);
  const entries: ZipOutEntry[] = [
    { path: 'bench/problem.yaml', bytes: text('problem_format_version: 2023-07-draft\nname: Bench\n') },
    { path: 'bench/statement/problem.en.md', bytes: text('Echo the bytes.\n') },
  ];
  for (let n = 1; n <= sizes.cases; n++) {
    const name = `bench/data/secret/${String(n).padStart(4, '0')}`;
    // Made when yazl reaches the entry: the writer holds one case at a time, not the whole archive.
    const bytes = async () => new Uint8Array(randomBytes(sizes.caseBytes));
    entries.push({ path: `${name}.in`, bytes }, { path: `${name}.ans`, bytes: text(`${n}\n`) });
  }
  await pipeline(zipStream(entries), createWriteStream(file));
  return statSync(file).size;
}

/** One run of the child (`import` or the `unzip` baseline) under the heap cap. */
export async function measureOnce(
  file: string,
  mode: 'import' | 'unzip',
  sizes: ImportSizes,
): Promise<ImportRun> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD, file, mode], {
    env: { ...process.env, NODE_OPTIONS: `--max-old-space-size=${sizes.heapCapMb}` },
    maxBuffer: 1 << 20,
  });
  const last = stdout.trim().split('\n').pop() ?? '{}';
  return JSON.parse(last) as ImportRun;
}

export function tempArchive(): { file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'oj-bench-zip-'));
  return { file: path.join(dir, 'bench.zip'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
