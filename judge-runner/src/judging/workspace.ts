import { constants } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, open, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

/** Writes each file (already checked with isPlainFileName) into `dir`, 0644. */
export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
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

/** The start of a text for display: at most `chars` characters, marked when cut. */
export function excerpt(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars)}…`;
}

/** The start of a file as text (UTF-8, a cut character shown as U+FFFD); '' when unreadable. */
export async function readExcerpt(file: string, chars: number): Promise<string> {
  const read = await readCapped(file, chars * 4);
  if (!read) return '';
  return excerpt(read.data.toString('utf8'), chars);
}
