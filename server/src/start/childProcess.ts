import { type ChildProcess, spawn } from 'node:child_process';
import type { Logger } from 'pino';

export interface SupervisedProcess {
  /** Resolves at the child's first `{ ready: true }` message on its IPC channel (a child that never sends it never resolves). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry point as a child process and restarts it if it dies (a projector or judge
 * runner must keep going); `stop` sends SIGTERM and waits, then SIGKILL after 10 s.
 * The child gets an IPC channel, used for one message (`{ ready: true }`, see `ready`); the kernel closes it when this process dies,
 * even by SIGKILL, and the child exits on its `disconnect` (Node has no parent-death signal), so no
 * projector or runner outlives the launcher that started it. The child has its own process group, so
 * Ctrl-C reaches only the launcher, which stops its children in order (the runner's last heartbeat
 * still needs the projector, for one).
 */
export function supervise(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  log: Logger,
): SupervisedProcess {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const launch = () => {
    child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, ...env },
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    child.on('message', (message) => {
      if (typeof message === 'object' && message !== null && 'ready' in message) markReady();
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      const delay = Math.min(30_000, 500 * 2 ** restarts++);
      log.error({ process: name, code, signal, restartInMs: delay }, 'child process died; restarting');
      setTimeout(launch, delay);
    });
  };
  launch();
  return {
    ready,
    async stop() {
      stopping = true;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
