import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { until } from './wait';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The environment variable that marks every process of one launcher run (inherited by its children). */
const MARKER = 'OJ_TEST_LAUNCH';

/** One process of the machine, as /proc shows it. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  cmdline: string;
}

/** The processes a launcher run is made of, found by their roles in the process table. */
export interface LaunchedProcesses {
  /** The node process running `server/src/start/main.ts`: the API, and the parent of the others. */
  launcher: ProcessEntry;
  projector: ProcessEntry;
  runner: ProcessEntry;
  /** The runner's `oj-sandbox serve` workers. */
  sandboxes: ProcessEntry[];
}

/** Every live process whose environment carries `OJ_TEST_LAUNCH=<mark>` (zombies have none). */
export function processesMarked(mark: string): ProcessEntry[] {
  const wanted = `${MARKER}=${mark}`;
  const found: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const environ = readFileSync(`/proc/${name}/environ`, 'latin1').split('\0');
      if (!environ.includes(wanted)) continue;
      // The command name in stat may hold spaces and parentheses: the fields we want follow the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'latin1').split('\0').join(' ').trim();
      found.push({ pid: Number(name), ppid: Number(ppid), cmdline });
    } catch {
      // The process ended while we looked: it is not there.
    }
  }
  return found;
}

/** The launcher's processes by role, or undefined while any of them is missing. */
export function launchedProcesses(mark: string, sandboxes: number): LaunchedProcesses | undefined {
  const all = processesMarked(mark);
  const projector = all.find((p) => p.cmdline.includes('projections/src/projector/main.ts'));
  const runner = all.find((p) => p.cmdline.includes('judge-runner/src/runner/main.ts'));
  const launcher = all.find((p) => p.pid === projector?.ppid);
  const workers = all.filter((p) => p.ppid === runner?.pid && p.cmdline.includes('oj-sandbox serve'));
  if (!projector || !runner || !launcher || runner.ppid !== launcher.pid || workers.length < sandboxes)
    return undefined;
  return { launcher, projector, runner, sandboxes: workers };
}

/** A TCP port free at the moment of asking (the launcher binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface LaunchOptions {
  /** Marks every process of this run (see `processesMarked`). */
  mark: string;
  databaseUrl: string;
  dataDir: string;
  port: number;
  /** The judge runner's slot range (JUDGE_FIRST_SLOT) and size (JUDGE_SLOTS). */
  firstSlot: number;
  slots: number;
  env?: Record<string, string>;
}

/**
 * `npm start` as a person runs it (npm, tsx, the launcher, its projector, judge runner and sandbox
 * workers), as its own process group, against DATABASE_URL. Resolves once the API answers and every
 * child is up. `output` is everything the processes printed (the demo passwords, the logs).
 */
export async function launch(options: LaunchOptions) {
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...options.env,
      // Readiness is read from the launcher's info line.
      LOG_LEVEL: 'info',
      [MARKER]: options.mark,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      JUDGE_FIRST_SLOT: String(options.firstSlot),
      JUDGE_SLOTS: String(options.slots),
    },
  });
  const launched = { npm, output: '' };
  const keep = (chunk: Buffer) => {
    launched.output += chunk.toString('utf8');
  };
  npm.stdout.on('data', keep);
  npm.stderr.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await until(async () => {
      if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}`);
      return launched.output.includes('Online Judge is running at') && (await answers(url));
    }, 120_000);
    await until(() => launchedProcesses(options.mark, options.slots) !== undefined, 60_000);
  } catch (error) {
    stopGroup(npm);
    throw new Error(`${String(error)}\n--- its output ---\n${launched.output.slice(-5000)}`);
  }
  return {
    url,
    get output() {
      return launched.output;
    },
    /** Its processes by role, when all are up (not while the launcher restarts one). */
    find(): LaunchedProcesses | undefined {
      return launchedProcesses(options.mark, options.slots);
    },
    processes(): LaunchedProcesses {
      const found = launchedProcesses(options.mark, options.slots);
      if (!found)
        throw new Error(`the launcher's processes are not all up: ${describeProcesses(options.mark)}`);
      return found;
    },
    /** Ctrl-C as a person would (SIGINT to the group), then SIGKILL for anything left. */
    async stop() {
      if (npm.exitCode === null && npm.signalCode === null) {
        const exited = new Promise((resolve) => npm.once('exit', resolve));
        signalGroup(npm, 'SIGINT');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      }
      stopGroup(npm);
    },
  };
}
export type Launched = Awaited<ReturnType<typeof launch>>;

/** The marked processes, one a line, for failure messages. */
export function describeProcesses(mark: string): string {
  return processesMarked(mark)
    .map((p) => `${p.pid} (parent ${p.ppid}): ${p.cmdline}`)
    .join('\n');
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/healthz`)).ok;
  } catch {
    return false;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

function stopGroup(child: ChildProcess): void {
  signalGroup(child, 'SIGKILL');
}
