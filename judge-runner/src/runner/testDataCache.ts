import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { JudgeClient } from './judgeClient';

/**
 * Test data on the runner's disk by sha256: fetched from the server once, checked against its hash,
 * then reused by every later submission. Concurrent requests for one hash share one download. Files
 * are never removed while the runner runs, so one found on disk is not looked for again.
 */
export class TestDataCache {
  private readonly downloads = new Map<string, Promise<string>>();
  /** Files known to be on disk, by hash: each case asks for two, and a stat each was on the case's path. */
  private readonly present = new Map<string, string>();

  constructor(
    private readonly dir: string,
    private readonly client: Pick<JudgeClient, 'testData'>,
  ) {}

  file(hash: string): Promise<string> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return Promise.reject(new Error(`not a sha256: ${hash}`));
    const known = this.present.get(hash);
    if (known) return Promise.resolve(known);
    let download = this.downloads.get(hash);
    if (!download) {
      download = this.fetchOnce(hash)
        .then((file) => {
          this.present.set(hash, file);
          return file;
        })
        .finally(() => this.downloads.delete(hash));
      this.downloads.set(hash, download);
    }
    return download;
  }

  private async fetchOnce(hash: string): Promise<string> {
    const file = path.join(this.dir, hash.slice(0, 2), hash);
    if (await exists(file)) return file;
    await mkdir(path.dirname(file), { recursive: true, mode: 0o755 });
    const temporary = `${file}.${process.pid}.tmp`;
    const response = await this.client.testData(hash);
    const digest = createHash('sha256');
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => digest.update(chunk));
    try {
      await pipeline(body, createWriteStream(temporary, { mode: 0o644 }));
      const got = digest.digest('hex');
      if (got !== hash) throw new Error(`test data ${hash}: the download hashes to ${got}`);
      // Sandboxed checkers read the files as the slot's uid.
      await chmod(temporary, 0o644);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return file;
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
