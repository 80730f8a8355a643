export { casePoints, oiRankScore, submissionScore, submissionStatus } from './judging/caseModes';
export { compareOutput } from './judging/compareOutput';
export { type JudgeStatus, judgeStatus } from './judging/judgeStatus';
export { judgeSubmission } from './judging/judgeSubmission';
export { runTest, type TestRunRequest, type TestRunResult } from './judging/runTest';
export type {
  CaseVerdict,
  FinalVerdict,
  JudgedProblem,
  JudgeObserver,
  JudgeOptions,
  JudgeTask,
  TestDataSource,
} from './judging/types';
export { defaultCheckerLanguages, defaultLanguages } from './languages/defaultLanguages';
export { JudgeClient, JudgeTokenRefused, LeaseLost } from './runner/judgeClient';
export { JudgeRunner, type JudgeRunnerOptions } from './runner/judgeRunner';
export { TestDataCache } from './runner/testDataCache';
export * from './runner/wire';
export { buildSandbox, sandboxBinaryPath } from './sandbox/binary';
export {
  type ReadyLine,
  type RunLimits,
  type RunRequest,
  type RunResult,
  type RunStatus,
  readyLineSchema,
  runLimitsSchema,
  runRequestSchema,
  runResultSchema,
  runStatuses,
} from './sandbox/protocol';
export {
  INTERACTIVE_PEER_GRACE_MS,
  type InteractiveRequest,
  type InteractiveResult,
  type InteractiveSide,
  SandboxPool,
  type SandboxPoolOptions,
} from './sandbox/sandboxPool';
export { SandboxWorkerError, type SlotInfo, SlotWorker, type WorkerExit } from './sandbox/slotWorker';
