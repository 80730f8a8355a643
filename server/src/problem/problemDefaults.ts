import { DEFAULT_OUTPUT_LIMIT_MB, ProblemAuth, type ProblemFields, ProblemType } from '@oj/events';

/** What a new problem starts as where the admin's form (or an import) leaves a field out. */
export function withProblemDefaults(
  given: Partial<ProblemFields> & Pick<ProblemFields, 'problemId' | 'title'>,
): ProblemFields {
  return {
    author: '',
    description: '',
    input: '',
    output: '',
    examples: [],
    hint: '',
    source: '',
    type: ProblemType.acm,
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    outputLimit: DEFAULT_OUTPUT_LIMIT_MB,
    difficulty: 0,
    auth: ProblemAuth.public,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    checker: null,
    isRemoveEndBlank: true,
    openCaseResult: true,
    codeShare: true,
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    userExtraFile: {},
    judgeExtraFile: {},
    languages: [],
    codeTemplates: {},
    tags: [],
    ...given,
  };
}

/**
 * Spec 03 section 4: switching a problem to OI spreads 100 points over the cases, the remainder going
 * one extra point each to the last ones.
 */
export function spreadOiScores(count: number, total = 100): number[] {
  if (count === 0) return [];
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i >= count - extra ? 1 : 0));
}
