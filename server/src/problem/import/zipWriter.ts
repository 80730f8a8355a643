import { Readable } from 'node:stream';
import yazl from 'yazl';

/** One file of a zip being written: its bytes, or a function that fetches them when the zip gets to it. */
export interface ZipOutEntry {
  path: string;
  bytes: Uint8Array | (() => Promise<Uint8Array>);
}

/** A fixed time stamp, so the same problem always exports to the same bytes. */
const EPOCH = new Date(Date.UTC(2000, 0, 1));

/**
 * A zip written through yazl as a stream. Fetched entries are read only when yazl reaches them, and
 * yazl pumps one entry at a time at the pace the reader takes the output, so a download of many large
 * test files holds about one of them in memory and starts before the last one is read. A failed fetch
 * ends the stream with that error.
 */
export function zipStream(entries: Iterable<ZipOutEntry>): Readable {
  const zip = new yazl.ZipFile();
  const options = { mtime: EPOCH, mode: 0o100644 };
  for (const entry of entries) {
    const { bytes } = entry;
    if (typeof bytes !== 'function') {
      zip.addBuffer(asBuffer(bytes), entry.path, options);
      continue;
    }
    zip.addReadStreamLazy(entry.path, options, (done) => {
      bytes().then(
        (fetched) => done(null, Readable.from([asBuffer(fetched)])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

/** The whole zip as bytes (tests, and exports that are built whole anyway). */
export async function zipBytes(entries: Iterable<ZipOutEntry>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(entries)) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
