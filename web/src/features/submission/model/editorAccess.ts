/** What the submit flow needs of the problem page's editor; the route hands the editor's own in. */
export interface EditorAccess {
  language: string;
  code: string;
  /** Replaces the code, switching to `language` first when the problem offers it. */
  replaceCode(code: string, language: string): void;
}

/** Spec 01 §2.7 and §9: code must not be empty after trimming, nor longer than 65535 characters. */
export const maxCodeLength = 65535;

export type CodeProblem = 'empty' | 'tooLong' | undefined;

export function codeProblem(code: string): CodeProblem {
  if (code.trim() === '') return 'empty';
  if (code.length > maxCodeLength) return 'tooLong';
  return undefined;
}
