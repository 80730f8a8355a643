/**
 * Why an import was refused. The message names the file (a path inside the zip, or the XML file) and the
 * problem, so an admin can fix the package without guessing; `file` and `problem` stay separate for the UI.
 */
export class ProblemImportError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string | null,
    message: string,
  ) {
    super(`${file}${problem === null ? '' : ` (problem ${problem})`}: ${message}`);
    this.name = 'ProblemImportError';
  }
}
