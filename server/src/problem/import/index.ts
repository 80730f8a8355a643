/**
 * Problem importers: ICPC / Kattis problem packages (zip) and FPS XML files, as the fields of the
 * problem form plus test data and statement images. Pure (no database, no disk) and all or nothing.
 *
 * @example
 * const problems = importIcpcZip(bytes, { fileName: 'hello.zip' }); // [{ fields: { problemId: 'hello', ... } }]
 * const more = importFpsXml(xmlText, { fileName: 'fps-a+b.xml' });
 */
export { ProblemImportError } from './errors';
export { importFpsXml } from './fps';
export { importIcpcZip, type ZipImportOptions } from './importIcpcZip';
export { listPackageSubmissions, type PackageSubmission } from './submissions';
export type { ImportedProblem, ImportedTestCase } from './types';
