import { Inflate } from 'fflate';
import { crc32 } from './crc32';
import { ProblemImportError } from './errors';
import { safeEntryPath } from './zipPaths';

/** A file of the zip, inflated only when read, and at most once. */
export interface ZipEntry {
  path: string;
  size: number;
  read(): Uint8Array;
}

export const DEFAULT_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
const MAX_ENTRIES = 100_000;
/** Compressed bytes fed to the inflater at a time: deflate expands at most ~1032x, so one push adds <= 17 MB. */
const PUSH_BYTES = 16 * 1024;
const UNIX_FILE_TYPE = 0o170000;
const UNIX_SYMLINK = 0o120000;
const UNIX_DIRECTORY = 0o040000;

/**
 * Reads the zip's central directory ourselves rather than through fflate's `unzipSync`, because only the
 * central directory has the external attributes that mark symlinks, and because we want every declared
 * size summed and refused before a single byte is inflated. Inflating then streams and stops as soon as
 * an entry produces more than it declared, so a lying header cannot blow up memory either.
 */
export function readZipEntries(zip: Uint8Array, zipName: string, maxUnpackedBytes: number): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const corrupt = (why: string) => new ProblemImportError(zipName, null, `not a readable zip: ${why}`);
  const { count, offset } = findCentralDirectory(view, corrupt);
  if (count > MAX_ENTRIES) throw new ProblemImportError(zipName, null, `more than ${MAX_ENTRIES} entries`);
  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let declaredTotal = 0;
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== 0x02014b50) {
      throw corrupt('broken central directory');
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const mode = view.getUint32(at + 38, true) >>> 16;
    // Names are UTF-8 in every zipper a package comes from; CP437 names (flag 11 unset) decode the same when ASCII.
    const rawName = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    const sizes = readSizes(view, at, at + 46 + nameLength, extraLength, corrupt);
    at += 46 + nameLength + extraLength + commentLength;

    const path = safeEntryPath(rawName, zipName);
    const fileType = mode & UNIX_FILE_TYPE;
    if (fileType === UNIX_SYMLINK)
      throw new ProblemImportError(rawName, null, 'symbolic links are not allowed');
    if (rawName.endsWith('/') || fileType === UNIX_DIRECTORY || path === '') continue;
    if (flags & 1) throw new ProblemImportError(rawName, null, 'encrypted entries are not supported');
    if (method !== 0 && method !== 8) {
      throw new ProblemImportError(
        rawName,
        null,
        `compression method ${method} is not supported (use deflate)`,
      );
    }
    if (seen.has(path)) throw new ProblemImportError(rawName, null, 'the zip holds this path twice');
    seen.add(path);
    declaredTotal += sizes.size;
    if (declaredTotal > maxUnpackedBytes) {
      throw new ProblemImportError(
        rawName,
        null,
        `the zip unpacks to more than ${maxUnpackedBytes} bytes (the limit); refused before inflating`,
      );
    }
    entries.push(lazyEntry(zip, view, { path, rawName, method, crc, ...sizes }, corrupt));
  }
  return entries;
}

interface EntryHeader {
  path: string;
  rawName: string;
  method: number;
  crc: number;
  size: number;
  compressedSize: number;
  localOffset: number;
}

function lazyEntry(
  zip: Uint8Array,
  view: DataView,
  header: EntryHeader,
  corrupt: (why: string) => Error,
): ZipEntry {
  let bytes: Uint8Array | undefined;
  return {
    path: header.path,
    size: header.size,
    read() {
      bytes ??= inflateEntry(zip, view, header, corrupt);
      return bytes;
    },
  };
}

function inflateEntry(
  zip: Uint8Array,
  view: DataView,
  header: EntryHeader,
  corrupt: (why: string) => Error,
): Uint8Array {
  const local = header.localOffset;
  if (local + 30 > view.byteLength || view.getUint32(local, true) !== 0x04034b50) {
    throw corrupt(`no local header for ${header.rawName}`);
  }
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const end = start + header.compressedSize;
  if (end > zip.byteLength) throw corrupt(`${header.rawName} runs past the end of the zip`);
  const data = zip.subarray(start, end);
  const refuse = (why: string) => new ProblemImportError(header.rawName, null, why);
  const out = header.method === 0 ? data : inflateCapped(data, header.size, refuse);
  if (out.length !== header.size) throw refuse(`holds ${out.length} bytes but declares ${header.size}`);
  if (crc32(out) !== header.crc) throw refuse('CRC mismatch: the zip is corrupt');
  return out;
}

function inflateCapped(data: Uint8Array, declared: number, refuse: (why: string) => Error): Uint8Array {
  const out = new Uint8Array(declared);
  let filled = 0;
  const inflater = new Inflate((chunk) => {
    if (filled + chunk.length > declared) {
      throw refuse(`inflates to more than the ${declared} bytes it declares (a zip bomb?); refused`);
    }
    out.set(chunk, filled);
    filled += chunk.length;
  });
  try {
    if (data.length === 0) inflater.push(data, true);
    for (let at = 0; at < data.length; at += PUSH_BYTES) {
      inflater.push(data.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= data.length);
    }
  } catch (error) {
    if (error instanceof ProblemImportError) throw error;
    throw refuse(`corrupt compressed data (${error instanceof Error ? error.message : String(error)})`);
  }
  return filled === declared ? out : out.subarray(0, filled);
}

/** End of central directory record, following the zip64 locator when the classic fields overflow. */
function findCentralDirectory(view: DataView, corrupt: (why: string) => Error) {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  let eocd = -1;
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw corrupt('no end of central directory record');
  if (view.getUint16(eocd + 4, true) !== 0 || view.getUint16(eocd + 6, true) !== 0) {
    throw corrupt('multi-disk zips are not supported');
  }
  let count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || view.getUint32(locator, true) !== 0x07064b50) throw corrupt('missing zip64 locator');
    const record = safeNumber(view.getBigUint64(locator + 8, true), corrupt);
    if (record + 56 > view.byteLength || view.getUint32(record, true) !== 0x06064b50) {
      throw corrupt('missing zip64 end of central directory');
    }
    count = safeNumber(view.getBigUint64(record + 32, true), corrupt);
    offset = safeNumber(view.getBigUint64(record + 48, true), corrupt);
  }
  return { count, offset };
}

/** Sizes and local offset, taken from the zip64 extra field (id 1) where the 32-bit fields are saturated. */
function readSizes(
  view: DataView,
  header: number,
  extraStart: number,
  extraLength: number,
  corrupt: (why: string) => Error,
) {
  let size = view.getUint32(header + 24, true);
  let compressedSize = view.getUint32(header + 20, true);
  let localOffset = view.getUint32(header + 42, true);
  const extraEnd = extraStart + extraLength;
  if (extraEnd > view.byteLength) throw corrupt('broken central directory');
  for (let at = extraStart; at + 4 <= extraEnd; ) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    let field = at + 4;
    const next = () => {
      if (field + 8 > at + 4 + length) throw corrupt('broken zip64 extra field');
      const value = safeNumber(view.getBigUint64(field, true), corrupt);
      field += 8;
      return value;
    };
    if (id === 1) {
      if (size === 0xffffffff) size = next();
      if (compressedSize === 0xffffffff) compressedSize = next();
      if (localOffset === 0xffffffff) localOffset = next();
    }
    at += 4 + length;
  }
  return { size, compressedSize, localOffset };
}

function safeNumber(value: bigint, corrupt: (why: string) => Error): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw corrupt('a size or offset is out of range');
  return Number(value);
}
