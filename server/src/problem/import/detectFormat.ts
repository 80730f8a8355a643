import { ProblemImportError } from './errors';
import { importHojZip } from './hojZip';
import { importHydroZip } from './hydroZip';
import { importIcpcZip, type ZipImportOptions } from './importIcpcZip';
import { importPolygonZip } from './polygonZip';
import { importQduojZip } from './qduojZip';
import type { ImportedProblem } from './types';
import { isIgnoredPath } from './zipPaths';
import { DEFAULT_MAX_UNPACKED_BYTES, listZipPaths, type ZipSource } from './zipReader';

export const PACKAGE_FORMATS = ['kattis', 'hoj', 'qduoj', 'hydro', 'polygon'] as const;
export type PackageFormat = (typeof PACKAGE_FORMATS)[number];

/**
 * Which judge made the zip, from its file names alone (the central directory; nothing inflated):
 * Kattis/ICPC has problem.yaml next to data/, Hydro problem.yaml next to testdata/ or a problem*.md,
 * QDUOJ problem.json next to testcase/, Polygon problem.xml, HOJ problem_<id>.json next to its folder.
 */
export function detectFormat(paths: string[]): PackageFormat | null {
  const visible = paths.filter((path) => !isIgnoredPath(path));
  const has = (pattern: RegExp) => visible.some((path) => pattern.test(path));
  if (has(/(^|\/)problem\.yaml$/) && has(/(^|\/)data\/(sample|secret)\//)) return 'kattis';
  if (has(/(^|\/)problem\.yaml$/) && (has(/(^|\/)testdata\//) || has(/(^|\/)problem(_[\w-]+)?\.md$/)))
    return 'hydro';
  if (has(/(^|\/)problem\.json$/) && has(/(^|\/)testcase\//)) return 'qduoj';
  if (has(/^([^/]+\/)?problem\.xml$/)) return 'polygon';
  if (has(/(^|\/)[^/]+\.json$/)) return 'hoj';
  if (has(/(^|\/)problem\.yaml$/)) return 'kattis';
  return null;
}

const READERS: Record<
  PackageFormat,
  (zip: ZipSource, options: ZipImportOptions) => Promise<ImportedProblem[]>
> = {
  kattis: importIcpcZip,
  hoj: importHojZip,
  qduoj: importQduojZip,
  hydro: importHydroZip,
  polygon: importPolygonZip,
};

/** A zip of any format we read, detected; refused naming the file when no format fits. */
export async function importAnyZip(
  zip: ZipSource,
  options: ZipImportOptions & { onFormat?: (format: PackageFormat) => void } = {},
): Promise<{ format: PackageFormat; problems: ImportedProblem[] }> {
  const zipName = options.fileName ?? 'package.zip';
  const paths = await listZipPaths(zip, zipName, options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES);
  const format = detectFormat(paths);
  if (!format) {
    throw new ProblemImportError(
      zipName,
      null,
      'not a problem package this judge reads (Kattis/ICPC, HOJ, QDUOJ, Hydro zip, or FPS XML)',
    );
  }
  options.onFormat?.(format);
  return { format, problems: await READERS[format](zip, options) };
}
