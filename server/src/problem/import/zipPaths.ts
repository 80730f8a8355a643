import { ProblemImportError } from './errors';

/**
 * The entry's path with `\` read as a separator (Windows zippers) and empty or `.` segments dropped.
 * Refuses what could land outside the folder it is unpacked into: absolute paths, drive letters, `..`
 * and NUL. Checked on every entry, hidden ones included, before anything is inflated.
 */
export function safeEntryPath(name: string, zipName: string): string {
  const refuse = (why: string) => new ProblemImportError(name || zipName, null, why);
  if (name.includes('\0')) throw refuse('the entry name contains a NUL character');
  const slashed = name.replaceAll('\\', '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) throw refuse('absolute paths are not allowed');
  const segments = slashed.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) throw refuse("paths with '..' are not allowed");
  return segments.join('/');
}

/**
 * macOS resource forks and dot-files are not package content (the spec says the judge ignores names
 * starting with '.'), except `.timelimit` at a package root, which DOMjudge reads.
 */
export function isIgnoredPath(path: string): boolean {
  const segments = path.split('/');
  const base = segments.pop() ?? '';
  if (segments.some((dir) => dir.startsWith('.') || dir === '__MACOSX')) return true;
  return base.startsWith('.') && base !== '.timelimit';
}
