import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { Readable } from 'node:stream';
import { crc32, createInflateRaw, inflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';
import { ProblemImportError } from './errors';
import { isIgnoredPath, safeEntryPath } from './zipPaths';

/**
 * A file of the zip. Small ones are inflated and checked (size and CRC) before the reader hands them
 * out; larger ones (test data) are inflated, checked, each time `read()` is called and not kept, so an
 * import that stores one case after another holds one case at a time. `stream()` inflates the entry
 * chunk by chunk with the same checks (the last chunk throws when the size or CRC is wrong), so storing
 * test data through it holds no whole file at all: the import's memory does not grow with the archive.
 */
export interface ZipEntry {
  path: string;
  size: number;
  read(): Uint8Array;
  stream(): AsyncIterable<Uint8Array>;
}

/** A byte source as chunks: an entry's `stream()` when it has one, else its bytes at once. */
export async function* bytesOf(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/** The zip to read: bytes in memory, or a file on disk (read through a file handle, never loaded whole). */
export type ZipSource = Uint8Array | { file: string };

export const DEFAULT_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
const MAX_ENTRIES = 100_000;
/**
 * Entries up to this size are inflated up front (statements, configs, sources) while the archive's kept
 * bytes stay under the budget; the rest on each read. Without the budget an archive of many small cases
 * was held whole (a 196 MB one of 200 KB cases peaked at 362 MB).
 */
const EAGER_BYTES = 256 * 1024;
const EAGER_BUDGET = 16 * 1024 * 1024;
const UNIX_FILE_TYPE = 0o170000;
const UNIX_SYMLINK = 0o120000;
const UNIX_DIRECTORY = 0o040000;

/**
 * Reads a zip through yauzl. The central directory is walked first, entry by entry, without inflating
 * anything: every name is checked (traversal, absolute paths, NUL), symlinks are refused from the Unix
 * mode in the external attributes, and the declared sizes are summed and refused over the cap. Only then
 * are the entries inflated, one at a time, each stopped as soon as it produces more than it declared (a
 * lying header cannot blow up memory) and checked against its CRC (corrupt data must not become silently
 * wrong test data). yauzl's own size check and name decoding are off so that the refusals say which
 * file and why in our words. Ignored paths (dot-folders, `__MACOSX`) are listed but never inflated.
 */
export async function readZipEntries(
  source: ZipSource,
  zipName: string,
  maxUnpackedBytes: number,
): Promise<ZipEntry[]> {
  const zip = await openZip(source, zipName);
  try {
    const listed = await listEntries(zip, zipName, maxUnpackedBytes);
    const entries: ZipEntry[] = [];
    let kept = 0;
    for (const { entry, path, rawName } of listed) {
      if (isIgnoredPath(path)) {
        entries.push({
          path,
          size: entry.uncompressedSize,
          read: () => new Uint8Array(),
          stream: () => bytesOf(new Uint8Array()),
        });
        continue;
      }
      if (entry.uncompressedSize > EAGER_BYTES || kept + entry.uncompressedSize > EAGER_BUDGET) {
        // Checked now, streamed and dropped, so a bad entry refuses the import before anything is created.
        await inflateEntry(zip, entry, rawName, false);
        entries.push({
          path,
          size: entry.uncompressedSize,
          read: () => inflateNow(source, entry, rawName),
          stream: () => inflateStream(source, entry, rawName),
        });
        continue;
      }
      const bytes = await inflateEntry(zip, entry, rawName);
      kept += bytes.length;
      entries.push({ path, size: bytes.length, read: () => bytes, stream: () => bytesOf(bytes) });
    }
    return entries;
  } finally {
    zip.close();
  }
}

/** The paths of the zip's files (central directory only, nothing inflated), checked like readZipEntries. */
export async function listZipPaths(
  source: ZipSource,
  zipName: string,
  maxUnpackedBytes: number,
): Promise<string[]> {
  const zip = await openZip(source, zipName);
  try {
    return (await listEntries(zip, zipName, maxUnpackedBytes)).map((item) => item.path);
  } finally {
    zip.close();
  }
}

const OPTIONS: yauzl.Options = {
  lazyEntries: true,
  decodeStrings: false,
  validateEntrySizes: false,
  autoClose: false,
};

function openZip(source: ZipSource, zipName: string): Promise<yauzl.ZipFile> {
  const corrupt = (error: Error) =>
    new ProblemImportError(zipName, null, `not a readable zip: ${why(error)}`);
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip: yauzl.ZipFile) => (error ? reject(corrupt(error)) : resolve(zip));
    if ('file' in source) yauzl.open(source.file, OPTIONS, done);
    else yauzl.fromBuffer(Buffer.from(source.buffer, source.byteOffset, source.byteLength), OPTIONS, done);
  });
}

/** yauzl's messages, shortened where an admin reads them. */
function why(error: Error): string {
  if (error.message.startsWith('End of central directory record signature not found')) {
    return 'no end of central directory record';
  }
  return error.message;
}

interface Listed {
  entry: yauzl.Entry;
  path: string;
  rawName: string;
}

function listEntries(zip: yauzl.ZipFile, zipName: string, maxUnpackedBytes: number): Promise<Listed[]> {
  if (zip.entryCount > MAX_ENTRIES) {
    return Promise.reject(new ProblemImportError(zipName, null, `more than ${MAX_ENTRIES} entries`));
  }
  const listed: Listed[] = [];
  const seen = new Set<string>();
  let declaredTotal = 0;
  return new Promise((resolve, reject) => {
    zip.on('error', (error: Error) =>
      reject(new ProblemImportError(zipName, null, `not a readable zip: ${why(error)}`)),
    );
    zip.on('end', () => resolve(listed));
    zip.on('entry', (entry: yauzl.Entry) => {
      try {
        const item = checkEntry(entry, zipName);
        if (item) {
          if (seen.has(item.path)) {
            throw new ProblemImportError(item.rawName, null, 'the zip holds this path twice');
          }
          seen.add(item.path);
          declaredTotal += entry.uncompressedSize;
          if (declaredTotal > maxUnpackedBytes) {
            throw new ProblemImportError(
              item.rawName,
              null,
              `the zip unpacks to more than ${maxUnpackedBytes} bytes (the limit); refused before inflating`,
            );
          }
          listed.push(item);
        }
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.readEntry();
  });
}

/** The entry's checked path, or null for a folder. */
function checkEntry(entry: yauzl.Entry, zipName: string): Listed | null {
  // Names are UTF-8 in every zipper a package comes from; CP437 names (flag 11 unset) decode the same when ASCII.
  const rawName = new TextDecoder().decode(entry.fileNameRaw);
  const path = safeEntryPath(rawName, zipName);
  const fileType = (entry.externalFileAttributes >>> 16) & UNIX_FILE_TYPE;
  if (fileType === UNIX_SYMLINK)
    throw new ProblemImportError(rawName, null, 'symbolic links are not allowed');
  if (rawName.endsWith('/') || fileType === UNIX_DIRECTORY || path === '') return null;
  if (entry.generalPurposeBitFlag & 1) {
    throw new ProblemImportError(rawName, null, 'encrypted entries are not supported');
  }
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw new ProblemImportError(
      rawName,
      null,
      `compression method ${entry.compressionMethod} is not supported (use deflate)`,
    );
  }
  return { entry, path, rawName };
}

/** The entry inflated through yauzl and checked; with `keep` false its bytes are counted and dropped. */
function inflateEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  rawName: string,
  keep = true,
): Promise<Uint8Array> {
  const refuse = (message: string) => new ProblemImportError(rawName, null, message);
  const declared = entry.uncompressedSize;
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, {}, (openError, stream) => {
      if (openError) return reject(refuse(`unreadable entry (${openError.message})`));
      const out = new Uint8Array(keep ? declared : 0);
      let filled = 0;
      let crc = 0;
      let failed = false;
      const fail = (error: ProblemImportError) => {
        if (failed) return;
        failed = true;
        stream.destroy();
        reject(error);
      };
      stream.on('data', (chunk: Buffer) => {
        if (failed) return;
        if (filled + chunk.length > declared) {
          return fail(
            refuse(`inflates to more than the ${declared} bytes it declares (a zip bomb?); refused`),
          );
        }
        if (keep) out.set(chunk, filled);
        filled += chunk.length;
        crc = crc32(chunk, crc);
      });
      stream.on('error', (error: Error) =>
        fail(refuse(`corrupt compressed data (${error.message || String(error)})`)),
      );
      stream.on('end', () => {
        if (failed) return;
        if (filled !== declared) return fail(refuse(`holds ${filled} bytes but declares ${declared}`));
        if (crc !== entry.crc32) return fail(refuse('CRC mismatch: the zip is corrupt'));
        resolve(out);
      });
    });
  });
}

/**
 * A large entry inflated synchronously from the zip's bytes or file (the readers are synchronous), with
 * the same checks as the streamed path: no more than it declares (zlib stops at the declared size plus
 * one byte), exactly its size, its CRC.
 */
function inflateNow(source: ZipSource, entry: yauzl.Entry, rawName: string): Uint8Array {
  const refuse = (message: string) => new ProblemImportError(rawName, null, message);
  const declared = entry.uncompressedSize;
  const local = entry.relativeOffsetOfLocalHeader;
  const header = readAt(source, local, 30, refuse);
  if (header.readUInt32LE(0) !== 0x04034b50) throw refuse('not a readable zip entry: no local header');
  const start = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const data = readAt(source, start, entry.compressedSize, refuse);
  let out: Buffer;
  if (entry.compressionMethod === 0) {
    out = data;
  } else {
    try {
      out = inflateRawSync(data, { maxOutputLength: declared + 1 });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw refuse(`inflates to more than the ${declared} bytes it declares (a zip bomb?); refused`);
      }
      throw refuse(`corrupt compressed data (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  if (out.length > declared)
    throw refuse(`inflates to more than the ${declared} bytes it declares (a zip bomb?); refused`);
  if (out.length !== declared) throw refuse(`holds ${out.length} bytes but declares ${declared}`);
  if (crc32(out) !== entry.crc32) throw refuse('CRC mismatch: the zip is corrupt');
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

/**
 * A large entry inflated as a stream from the zip's file (or bytes): a file read stream over the
 * compressed range through zlib, counting and CRC-ing every chunk; it throws as soon as the entry gives
 * more than it declares and, at the end, when it gave less or its CRC differs.
 */
async function* inflateStream(
  source: ZipSource,
  entry: yauzl.Entry,
  rawName: string,
): AsyncIterable<Uint8Array> {
  const refuse = (message: string) => new ProblemImportError(rawName, null, message);
  const declared = entry.uncompressedSize;
  const local = entry.relativeOffsetOfLocalHeader;
  const header = readAt(source, local, 30, refuse);
  if (header.readUInt32LE(0) !== 0x04034b50) throw refuse('not a readable zip entry: no local header');
  const start = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const compressed: Readable =
    entry.compressedSize === 0
      ? Readable.from([])
      : 'file' in source
        ? createReadStream(source.file, {
            start,
            end: start + entry.compressedSize - 1,
            highWaterMark: 1 << 16,
          })
        : Readable.from([readAt(source, start, entry.compressedSize, refuse)]);
  const chunks: AsyncIterable<Buffer> =
    entry.compressionMethod === 0 ? compressed : compressed.pipe(createInflateRaw());
  let filled = 0;
  let crc = 0;
  try {
    for await (const chunk of chunks) {
      filled += chunk.length;
      if (filled > declared)
        throw refuse(`inflates to more than the ${declared} bytes it declares (a zip bomb?); refused`);
      crc = crc32(chunk, crc);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ProblemImportError) throw error;
    throw refuse(`corrupt compressed data (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    compressed.destroy();
  }
  if (filled !== declared) throw refuse(`holds ${filled} bytes but declares ${declared}`);
  if (crc !== entry.crc32) throw refuse('CRC mismatch: the zip is corrupt');
}

function readAt(source: ZipSource, position: number, length: number, refuse: (why: string) => Error): Buffer {
  if (!('file' in source)) {
    if (position + length > source.byteLength) throw refuse('runs past the end of the zip');
    return Buffer.from(source.buffer, source.byteOffset + position, length);
  }
  const fd = openSync(source.file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    if (readSync(fd, buffer, 0, length, position) !== length) throw refuse('runs past the end of the zip');
    return buffer;
  } finally {
    closeSync(fd);
  }
}
