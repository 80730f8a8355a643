// The limits a problem page shows (spec 01 §9, "Displayed limits"): C and C++ run within the limits as
// given, every other language gets twice the time and memory; problems judged on Codeforces (ids
// CF-... and GYM-...) show their limits as given, since that judge applies its own.

export interface Limits {
  timeMs: number;
  memoryMb: number;
}

/** Which languages a row of limits is for. */
export type LimitScope = 'all' | 'cFamily' | 'others';

export interface LimitRow extends Limits {
  scope: LimitScope;
}

/** C, C++ and their variants ('C With O2', 'C++ 17', 'C++17 With O2'); not C#. */
export function isCFamily(language: string): boolean {
  // A lone C, followed by anything but a letter, digit or '#': 'C ...', 'C++...'.
  return /^c(?![#\w])/i.test(language.trim());
}

export function isRemoteAsGiven(problemId: string): boolean {
  return problemId.startsWith('CF-') || problemId.startsWith('GYM-');
}

/** The limits one language runs with. */
export function limitsFor(problemId: string, language: string, limits: Limits): Limits {
  if (isRemoteAsGiven(problemId) || isCFamily(language)) return { ...limits };
  return { timeMs: limits.timeMs * 2, memoryMb: limits.memoryMb * 2 };
}

/**
 * The rows of limits to show for a problem: one row when every allowed language runs with the same
 * limits, else one for C/C++ and one for the other languages.
 * @example displayedLimits('P1000', ['C++', 'Python3'], { timeMs: 1000, memoryMb: 256 })
 * // [{ scope: 'cFamily', timeMs: 1000, memoryMb: 256 }, { scope: 'others', timeMs: 2000, memoryMb: 512 }]
 */
export function displayedLimits(problemId: string, languages: string[], limits: Limits): LimitRow[] {
  if (isRemoteAsGiven(problemId)) return [{ scope: 'all', ...limits }];
  const hasC = languages.length === 0 || languages.some(isCFamily);
  const hasOthers = languages.length === 0 || languages.some((language) => !isCFamily(language));
  const doubled = { timeMs: limits.timeMs * 2, memoryMb: limits.memoryMb * 2 };
  if (hasC && hasOthers)
    return [
      { scope: 'cFamily', ...limits },
      { scope: 'others', ...doubled },
    ];
  return [{ scope: 'all', ...(hasC ? limits : doubled) }];
}
