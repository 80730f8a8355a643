import type { ZipImportOptions } from './importIcpcZip';
import { readProblemYaml } from './kattisProblemYaml';
import { findPackages } from './packageLayout';
import { idFromTitle, slugify } from './problemIds';
import { decodeText } from './text';
import { DEFAULT_MAX_UNPACKED_BYTES, readZipEntries, type ZipSource } from './zipReader';

/** One file of a package's submissions/ folder, for the judge's own tests. */
export interface PackageSubmission {
  problemId: string;
  /** The file inside the zip. */
  path: string;
  /** The submission it belongs to: the file itself, or the folder of a multi-file submission. */
  submission: string;
  /** The folder under submissions/: accepted, wrong_answer, time_limit_exceeded, run_time_error... */
  expectedVerdict: string;
  /** Our language name where we have one, else the common name; null for files that are not code. */
  language: string | null;
  source: string;
}

const LANGUAGES: Record<string, string> = {
  c: 'C',
  cc: 'C++',
  cpp: 'C++',
  cxx: 'C++',
  'c++': 'C++',
  java: 'Java',
  py: 'Python3',
  kt: 'Kotlin',
  rs: 'Rust',
  go: 'Go',
  cs: 'C#',
  js: 'JavaScript',
  hs: 'Haskell',
  ml: 'OCaml',
  php: 'PHP',
  rb: 'Ruby',
  scala: 'Scala',
  lisp: 'Lisp',
  pl: 'Prolog',
  pas: 'Pascal',
};

/**
 * The example submissions of every package in the zip with the verdict their folder expects. Pure, like
 * the importer; they are not problem data, so importIcpcZip ignores them.
 */
export async function listPackageSubmissions(
  zip: ZipSource,
  options: ZipImportOptions = {},
): Promise<PackageSubmission[]> {
  const zipName = options.fileName ?? 'package.zip';
  const entries = await readZipEntries(zip, zipName, options.maxUnpackedBytes ?? DEFAULT_MAX_UNPACKED_BYTES);
  return findPackages(entries, zipName).flatMap((pkg) => {
    const rootId = options.fileName ? slugify(options.fileName.replace(/\.(zip|kpp)$/i, '')) : '';
    const problemId = pkg.folder ?? (rootId || titleId(pkg.files.get('problem.yaml')?.read(), zipName));
    return [...pkg.files]
      .filter(([path]) => /^submissions\/[^/]+\/./.test(path))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([path, entry]) => {
        const [, expectedVerdict = '', first = ''] = path.split('/');
        return {
          problemId,
          path: entry.path,
          submission: `${pkg.prefix}submissions/${expectedVerdict}/${first}`,
          expectedVerdict,
          language: languageOf(path, entry.read()),
          source: decodeText(entry.read()),
        };
      });
  });
}

/** By extension; a `.py` file whose first line asks for python2 is Python 2 (Kattis tells them apart so). */
function languageOf(path: string, bytes: Uint8Array): string | null {
  const language = LANGUAGES[path.split('.').pop()?.toLowerCase() ?? ''] ?? null;
  if (language === 'Python3' && /^#!.*python2/.test(decodeText(bytes.subarray(0, 200)))) return 'Python2';
  return language;
}

function titleId(problemYaml: Uint8Array | undefined, zipName: string): string {
  const meta = readProblemYaml(problemYaml ?? new Uint8Array(), `${zipName}: problem.yaml`, null);
  return idFromTitle(meta.title ?? '', 'kattis');
}
