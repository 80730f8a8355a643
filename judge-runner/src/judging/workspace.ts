import { constants } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ProgramText, programTextBytes, programTextOf } from '@oj/events';

/**
 * Files on the judge's side. Boxes run as other uids: their folders must be 0755 and their files 0644
 * (mkdtemp makes 0700). Files a box wrote are read with O_NOFOLLOW and only when regular: a program could
 * leave a symlink to a host file where its output was expected.
 */

export async function makeDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  await chmod(dir, 0o755);
  return dir;
}

export async function makeTempDir(parent: string, prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(parent, prefix));
  await chmod(dir, 0o755);
  return dir;
}

/** A plain file name (the schemas allow `.` and `..`, which are folders). */
export function isPlainFileName(name: string): boolean {
  return /^[\w.-]{1,100}$/.test(name) && name !== '.' && name !== '..';
}

/** Writes each file (already checked with isPlainFileName) into `dir`, 0644; a string as UTF-8. */
export async function writeFiles(dir: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(dir, name), content, { mode: 0o644 });
    await chmod(path.join(dir, name), 0o644);
  }
}

/** Copies a folder's contents (a built program) into another folder. */
export async function copyInto(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true, mode: constants.COPYFILE_FICLONE });
}

/** Copies a file into a box folder under a new name, readable by the box. */
export async function copyFileInto(file: string, dir: string, name: string): Promise<string> {
  const target = path.join(dir, name);
  await cp(file, target, { mode: constants.COPYFILE_FICLONE, dereference: true });
  await chmod(target, 0o644);
  return target;
}

/**
 * At most `bytes` of a regular file, not following a symlink; null when it is missing or not a regular
 * file. `complete` says whether the whole file was read.
 */
export async function readCapped(
  file: string,
  bytes: number,
): Promise<{ data: Buffer; complete: boolean } | null> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(
    () => null,
  );
  if (!handle) return null;
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return null;
    const size = Math.min(stat.size, bytes);
    const data = Buffer.alloc(size);
    let done = 0;
    while (done < size) {
      const { bytesRead } = await handle.read(data, done, size - done, done);
      if (bytesRead === 0) break;
      done += bytesRead;
    }
    return { data: data.subarray(0, done), complete: stat.size <= bytes };
  } finally {
    await handle.close();
  }
}

const ELLIPSIS = Buffer.from('…');

/**
 * The start of program text for display, as bytes: at most `maxBytes` bytes, cut before a UTF-8 character
 * the cut would split, and marked '…' when cut (`more`: the bytes are themselves a cut file).
 */
function bytesExcerpt(data: Uint8Array, maxBytes: number, more = false): ProgramText {
  if (data.length <= maxBytes && !more) return programTextOf(data);
  const end = characterStart(data, Math.min(maxBytes, data.length));
  return programTextOf(Buffer.concat([data.subarray(0, end), ELLIPSIS]));
}

/** `excerpt` of program text. */
export function textExcerpt(text: ProgramText, maxBytes: number): ProgramText {
  return typeof text === 'string' && text.length * 3 <= maxBytes
    ? text
    : bytesExcerpt(programTextBytes(text), maxBytes);
}

/** `end`, moved back to the start of the UTF-8 character it falls inside (at most 3 bytes back). */
export function characterStart(data: Uint8Array, end: number): number {
  const continuation = (at: number) => ((data[at] ?? 0) & 0xc0) === 0x80;
  let at = end;
  while (at > end - 3 && at > 0 && continuation(at)) at--;
  return continuation(at) ? end : at;
}

/** The start of a file as program text (`maxBytes` bytes, see bytesExcerpt); '' when unreadable. */
export async function readExcerpt(file: string, maxBytes: number): Promise<ProgramText> {
  return excerptOf(await readCapped(file, maxBytes + 1), maxBytes);
}

/** What `readExcerpt` gives, from a `readCapped` of the file that read more than the excerpt needs. */
export function excerptOf(read: { data: Buffer; complete: boolean } | null, maxBytes: number): ProgramText {
  if (!read) return '';
  const more = !read.complete || read.data.length > maxBytes + 1;
  return bytesExcerpt(read.data.subarray(0, maxBytes + 1), maxBytes, more);
}

const isBlank = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0b || byte === 0x0c || byte === 0x0d;

/** The bytes without trailing ASCII whitespace. */
export function trimEndBytes(data: Buffer): Buffer {
  let end = data.length;
  while (end > 0 && isBlank(data[end - 1])) end--;
  return data.subarray(0, end);
}

/** The bytes without leading and trailing ASCII whitespace. */
export function trimBytes(data: Buffer): Buffer {
  let start = 0;
  while (start < data.length && isBlank(data[start])) start++;
  return trimEndBytes(data.subarray(start));
}
