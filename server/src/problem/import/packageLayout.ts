import { ProblemImportError } from './errors';
import { isIgnoredPath } from './zipPaths';
import type { ZipEntry } from './zipReader';

/** One problem package inside the zip: its files by path relative to the package folder. */
export interface PackageFiles {
  /** The package folder's name (the Kattis short name); null when the package sits at the zip root. */
  folder: string | null;
  /** Path of the package folder inside the zip ('' at the root), to name files in errors. */
  prefix: string;
  files: Map<string, ZipEntry>;
}

/**
 * A package is a folder holding `problem.yaml`; the zip may be one package (at its root or in one folder)
 * or several package folders. Folders under a package are its own (a stray problem.yaml deep in a package
 * is just a file of it), and files outside every package (a README next to them) are not ours to judge.
 */
export function findPackages(entries: ZipEntry[], zipName: string): PackageFiles[] {
  const visible = entries.filter((entry) => !isIgnoredPath(entry.path));
  const roots = visible
    .filter((entry) => entry.path === 'problem.yaml' || entry.path.endsWith('/problem.yaml'))
    .map((entry) => entry.path.slice(0, -'problem.yaml'.length))
    .sort((a, b) => a.length - b.length);
  const outermost: string[] = [];
  for (const root of roots) if (!outermost.some((outer) => root.startsWith(outer))) outermost.push(root);
  if (outermost.length === 0) {
    throw new ProblemImportError(zipName, null, 'no problem.yaml found: a package needs one at its root');
  }
  return outermost.sort().map((prefix) => {
    const files = new Map<string, ZipEntry>();
    for (const entry of visible)
      if (entry.path.startsWith(prefix)) files.set(entry.path.slice(prefix.length), entry);
    const folder = prefix === '' ? null : (prefix.slice(0, -1).split('/').pop() ?? null);
    return { folder, prefix, files };
  });
}

/** Files of the package under `dir` (no trailing slash), by path relative to `dir`. */
export function filesUnder(pkg: PackageFiles, dir: string): Map<string, ZipEntry> {
  const found = new Map<string, ZipEntry>();
  for (const [path, entry] of pkg.files)
    if (path.startsWith(`${dir}/`)) found.set(path.slice(dir.length + 1), entry);
  return found;
}
