import { DEFAULT_OUTPUT_LIMIT_MB, SubmissionStatus } from '@oj/events';
import type { ProblemRow } from '@oj/projections';

/** Verdict counts of a problem's non-contest submissions, by the spec's column names. */
export type VerdictCounts = {
  total: number;
  ac: number;
  wa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  ce: number;
  se: number;
  pa: number;
};
const noVerdicts: VerdictCounts = {
  total: 0,
  ac: 0,
  wa: 0,
  tle: 0,
  mle: 0,
  re: 0,
  pe: 0,
  ce: 0,
  se: 0,
  pa: 0,
};
const COLUMN_OF_STATUS: Record<number, keyof VerdictCounts> = {
  [SubmissionStatus.accepted]: 'ac',
  [SubmissionStatus.wrongAnswer]: 'wa',
  [SubmissionStatus.timeLimitExceeded]: 'tle',
  [SubmissionStatus.memoryLimitExceeded]: 'mle',
  [SubmissionStatus.runtimeError]: 're',
  [SubmissionStatus.presentationError]: 'pe',
  [SubmissionStatus.compileError]: 'ce',
  [SubmissionStatus.systemError]: 'se',
  [SubmissionStatus.partialAccepted]: 'pa',
};

/** Folds `problem_statistics` rows (pid, status, count) into counts per problem; total counts every verdict. */
export function verdictCounts(rows: readonly { pid: number; status: number; count: number }[]) {
  const byPid = new Map<number, VerdictCounts>();
  for (const { pid, status, count } of rows) {
    const counts = byPid.get(pid) ?? { ...noVerdicts };
    counts.total += count;
    const column = COLUMN_OF_STATUS[status];
    if (column) counts[column] += count;
    byPid.set(pid, counts);
  }
  return byPid;
}

export type TagView = { id: number; name: string; color: string };

export function problemListRow(row: ProblemRow, tags: TagView[], counts: VerdictCounts = noVerdicts) {
  return {
    pid: row.pid,
    problemId: row.problem_id,
    title: row.title,
    difficulty: row.difficulty,
    type: row.type,
    tags,
    ...counts,
    score: null,
    /** The bank: ME, or the remote problem's (HDU, CF...). */
    oj: row.fields.remote?.bank ?? 'ME',
  };
}

/** The public detail: never the checker, the judge's extra files or the test data (spec 04). */
export function problemDetail(
  row: ProblemRow,
  tags: TagView[],
  languages: readonly string[],
  counts: VerdictCounts = noVerdicts,
) {
  const f = row.fields;
  return {
    problem: {
      id: row.pid,
      problemId: f.problemId,
      title: f.title,
      author: f.author,
      description: f.description,
      input: f.input,
      output: f.output,
      examples: f.examples,
      hint: f.hint,
      source: f.source,
      type: f.type,
      timeLimit: f.timeLimit,
      memoryLimit: f.memoryLimit,
      stackLimit: f.stackLimit,
      outputLimit: f.outputLimit ?? DEFAULT_OUTPUT_LIMIT_MB,
      difficulty: f.difficulty,
      judgeMode: f.judgeMode,
      isFileIO: f.isFileIO,
      ioReadFileName: f.ioReadFileName,
      ioWriteFileName: f.ioWriteFileName,
      userExtraFile: f.userExtraFile,
      codeShare: f.codeShare,
      /** Spec 01: judged on another site (`remote` names the bank, e.g. HDU, and the site's problem id). */
      isRemote: Boolean(f.remote),
      remote: f.remote ?? null,
      gmtCreate: row.created_at.toISOString(),
      gmtModified: row.updated_at.toISOString(),
    },
    tags,
    languages,
    problemCount: { pid: row.pid, ...counts },
    codeTemplate: f.codeTemplates,
  };
}
