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
export { SandboxPool, type SandboxPoolOptions } from './sandbox/sandboxPool';
export { SandboxWorkerError, type SlotInfo, SlotWorker, type WorkerExit } from './sandbox/slotWorker';
