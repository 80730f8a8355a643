import type { ProblemRow } from '@oj/projections';

/** Zero statistics until verdicts exist: the submission read model fills these columns. */
const noVerdicts = { total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 };

export type TagView = { id: number; name: string; color: string };

export function problemListRow(row: ProblemRow, tags: TagView[]) {
  return {
    pid: row.pid,
    problemId: row.problem_id,
    title: row.title,
    difficulty: row.difficulty,
    type: row.type,
    tags,
    ...noVerdicts,
    score: null,
  };
}

/** The public detail: never the checker, the judge's extra files or the test data (spec 04). */
export function problemDetail(row: ProblemRow, tags: TagView[], languages: readonly string[]) {
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
      difficulty: f.difficulty,
      judgeMode: f.judgeMode,
      isFileIO: f.isFileIO,
      ioReadFileName: f.ioReadFileName,
      ioWriteFileName: f.ioWriteFileName,
      userExtraFile: f.userExtraFile,
      codeShare: f.codeShare,
      gmtCreate: row.created_at.toISOString(),
      gmtModified: row.updated_at.toISOString(),
    },
    tags,
    languages,
    problemCount: { pid: row.pid, ...noVerdicts },
    codeTemplate: f.codeTemplates,
  };
}
