import { ProblemImportError } from './errors';
import { importKattisPackage } from './kattisPackage';
import { findPackages } from './packageLayout';
import { slugify } from './problemIds';
import type { ImportedProblem } from './types';
import { DEFAULT_MAX_UNPACKED_BYTES, readZipEntries, type ZipSource } from './zipReader';

export interface ZipImportOptions {
  /** Cap on the sum of the entries' unpacked sizes (default 256 MiB), checked before inflating. */
  maxUnpackedBytes?: number;
  /** The uploaded file's name: named in errors about the zip itself; `hello.zip` names a root package 'hello'. */
  fileName?: string;
  /**
   * Valid items only: a problem of the zip that is refused goes here and the others are still returned.
   * Without it the zip is all or nothing. A refusal of the zip itself (unreadable, unsafe) always throws.
   */
  onRefusedItem?: (error: ProblemImportError) => void;
}

/** Each item read by `read`; a refused one thrown, or handed to `onRefusedItem` and left out. */
export function eachItem<T, R>(items: T[], read: (item: T) => R, options: ZipImportOptions): R[] {
  const out: R[] = [];
  for (const item of items) {
    try {
      out.push(read(item));
    } catch (error) {
      if (!(error instanceof ProblemImportError) || !options.onRefusedItem) throw error;
      options.onRefusedItem(error);
    }
  }
  return out;
}

/**
 * ICPC / Kattis problem packages (legacy and 2023-07 formats) from a zip of one package, at its root or
 * in a folder, or of several package folders. All or nothing: the first problem found in any package
 * throws (rejects with) a ProblemImportError and nothing is returned. The zip may be bytes or a file on disk.
 */
export async function importIcpcZip(
  zip: ZipSource,
  options: ZipImportOptions = {},
): Promise<ImportedProblem[]> {
  const zipName = options.fileName ?? 'package.zip';
  const entries = await readZipEntries(zip, zipName, options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES);
  const rootId = options.fileName ? slugify(options.fileName.replace(/\.(zip|kpp)$/i, '')) || null : null;
  const seen = new Set<string>();
  return eachItem(
    findPackages(entries, zipName),
    (pkg) => {
      const problem = importKattisPackage(pkg, rootId);
      const id = problem.fields.problemId;
      if (seen.has(id))
        throw new ProblemImportError(pkg.prefix || zipName, id, `a second package named '${id}'`);
      seen.add(id);
      return problem;
    },
    options,
  );
}
