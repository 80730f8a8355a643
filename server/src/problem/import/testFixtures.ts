import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, createDeflateRaw } from 'node:zlib';
import { zipSync } from 'fflate';
import { ProblemImportError } from './errors';

/** The shared test data, outside the repo: /work/main/server/src/problem/import -> /work/shared. */
export const testdata = new URL('../../../../../shared/testdata/', import.meta.url);
export const kattisPackages = ['different', 'guess', 'hello', 'oddecho'] as const;

/** Every file under `folder` of the Kattis examples, keyed `<prefix><path>`. */
export function packageFiles(folder: string, prefix = `${folder}/`): Record<string, Uint8Array> {
  const root = fileURLToPath(new URL(`problems/kattis/${folder}/`, testdata));
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[`${prefix}${relative(root, path)}`] = new Uint8Array(readFileSync(path));
  }
  return files;
}

export function zipPackages(...folders: string[]): Uint8Array {
  return zipSync(Object.assign({}, ...folders.map((folder) => packageFiles(folder))));
}

export const text = (value: string) => new TextEncoder().encode(value);

export function readFps(name: string): string {
  return readFileSync(new URL(`fps/${name}`, testdata), 'utf8');
}

/** Deflated zeros, streamed so the test never holds them inflated. */
export async function deflatedZeros(megabytes: number): Promise<Uint8Array> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const megabyte = Buffer.alloc(1 << 20);
  for (let n = 0; n < megabytes; n++) {
    if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

export interface RawEntry {
  name: string;
  /** Stored as is when `method` is 0, else already deflated. */
  data: Uint8Array;
  /** What the central directory claims the entry inflates to. */
  declaredSize: number;
  method?: 0 | 8;
}

/** A zip written by hand, so a test can make it lie about sizes (fflate's writer never would). */
export function rawZip(entries: RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.method ?? 8;
    const crc = method === 0 ? crc32(entry.data) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** Runs an import that must be refused, and returns the refusal: nothing may come back. */
export async function refusal(run: () => unknown): Promise<ProblemImportError> {
  let result: unknown;
  try {
    result = await run();
  } catch (error) {
    if (error instanceof ProblemImportError) return error;
    throw error;
  }
  throw new Error(`expected a ProblemImportError, got ${JSON.stringify(result)?.slice(0, 200)}`);
}
