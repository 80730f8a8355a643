import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Test data on disk by sha256, so equal files are stored once and judge runners can fetch and cache
 * them by hash. Writes go to a temporary name first: a crash never leaves a half file under a hash.
 */
export class TestDataStore {
  constructor(private readonly dir: string) {}

  async put(bytes: Uint8Array): Promise<string> {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const file = this.pathOf(hash);
    if (await exists(file)) return hash;
    await mkdir(path.dirname(file), { recursive: true });
    // Its own name per write: two uploads of the same file at once (same pid, same millisecond) must
    // not share one, or the second rename finds it gone.
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    return hash;
  }

  /**
   * Stores a file given as chunks (an imported zip entry being inflated): written to a temporary file
   * while hashed, then renamed under its hash, so no whole file is ever in memory. A source that throws
   * (a corrupt entry) leaves nothing behind.
   */
  async putChunks(chunks: AsyncIterable<Uint8Array>): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const temporary = path.join(this.dir, `incoming.${randomUUID()}.tmp`);
    const hasher = createHash('sha256');
    try {
      await pipeline(async function* () {
        for await (const chunk of chunks) {
          hasher.update(chunk);
          yield chunk;
        }
      }, createWriteStream(temporary));
      const hash = hasher.digest('hex');
      const file = this.pathOf(hash);
      if (await exists(file)) {
        await rm(temporary, { force: true });
      } else {
        await mkdir(path.dirname(file), { recursive: true });
        await rename(temporary, file);
      }
      return hash;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(hash: string): Promise<Buffer> {
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error('not a sha256');
    return readFile(this.pathOf(hash));
  }

  /** The file holding `hash`, or null when it is not stored (judge runners stream it from here). */
  async fileOf(hash: string): Promise<string | null> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return null;
    const file = this.pathOf(hash);
    return (await exists(file)) ? file : null;
  }

  private pathOf(hash: string): string {
    return path.join(this.dir, hash.slice(0, 2), hash);
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
