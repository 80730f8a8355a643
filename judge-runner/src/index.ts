export { judgeSubmission } from './judging/judgeSubmission';
export type {
  CaseVerdict,
  JudgedProblem,
  JudgeObserver,
  JudgeOptions,
  JudgeResult,
  JudgeTask,
  TestDataSource,
} from './judging/types';
export { type ReportPacing, unspacedReports } from './runner/caseReporter';
export { JudgeClient, LeaseLost } from './runner/judgeClient';
export { JudgeRunner, type JudgeRunnerOptions } from './runner/judgeRunner';
export { TestDataCache } from './runner/testDataCache';
export { buildSandbox } from './sandbox/binary';
export { SandboxPool, type SandboxPoolOptions } from './sandbox/sandboxPool';
