/**
 * Where a submission's CPU goes: submits A+B (10 cases) through `npm start` one at a time, as the
 * submit -> verdict bench does, and prints the CPU milliseconds per submission of each process of the
 * product (the API, the projector, the judge runner, its sandbox workers with the boxes they reaped, and
 * the embedded PostgreSQL's backends), from /proc before and after the measured submissions.
 * Run: `npx tsx tests/bench/submitToVerdict/cpu.ts [C++|Python3] [count]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { LaunchedProcesses } from '../../support/launcher';
import { openBenchDatabase } from '../events/benchDatabase';
import { LANGUAGES, startBenchProduct, submitToVerdict } from './measureSubmitToVerdict';

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface Stat {
  ppid: number;
  /** utime + stime, and cutime + cstime (reaped children), in ms. */
  own: number;
  children: number;
}

function stat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'latin1');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const n = (i: number) => Number(f[i]) * TICK_MS;
    return { ppid: Number(f[1]), own: n(11) + n(12), children: n(13) + n(14) };
  } catch {
    return undefined;
  }
}

/** This process's embedded PostgreSQL: the postmaster (our child) and its backends. */
function postgresPids(): number[] {
  const all = readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number);
  const comm = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'latin1').trim();
    } catch {
      return '';
    }
  };
  const postmasters = all.filter((pid) => stat(pid)?.ppid === process.pid && comm(pid) === 'postgres');
  return [...postmasters, ...all.filter((pid) => postmasters.includes(stat(pid)?.ppid ?? -1))];
}

type Snapshot = Record<string, number>;

function snapshot(p: LaunchedProcesses): Snapshot {
  const cpu = (pid: number, withChildren = false) => {
    const s = stat(pid);
    return s ? s.own + (withChildren ? s.children : 0) : 0;
  };
  return {
    api: cpu(p.launcher.pid),
    projector: cpu(p.projector.pid),
    runner: cpu(p.runner.pid),
    'sandbox workers + boxes': p.sandboxes.reduce((sum, w) => sum + cpu(w.pid, true), 0),
    // Backends that ended meanwhile are missed; the product's pools keep theirs.
    postgres: postgresPids().reduce((sum, pid) => sum + cpu(pid), 0),
  };
}

async function main() {
  const [languageName = 'C++', countText = '20'] = process.argv.slice(2);
  const language = LANGUAGES.find((l) => l.name === languageName) ?? LANGUAGES[0];
  const count = Number(countText);
  const database = await openBenchDatabase();
  const product = await startBenchProduct(database.url, 'CPU');
  try {
    const submit = () => submitToVerdict(product, language.name, language.code);
    for (let i = 0; i < 3; i++) await submit(); // warm-up
    const processes = product.launched.processes();
    // A profiler preloaded through NODE_OPTIONS may start its measured window here (see docs/benchmarks.md).
    if (process.env.CPU_PROFILE_SIGNAL)
      for (const p of [processes.launcher, processes.projector, processes.runner])
        process.kill(p.pid, 'SIGUSR2');
    const before = snapshot(processes);
    const started = Date.now();
    for (let i = 0; i < count; i++) await submit();
    const wall = (Date.now() - started) / count;
    const after = snapshot(processes);
    console.log(`${language.name}, ${count} submissions, ${wall.toFixed(0)} ms wall each`);
    let total = 0;
    for (const [name, ms] of Object.entries(after)) {
      const each = (ms - (before[name] ?? 0)) / count;
      total += each;
      console.log(`  ${name.padEnd(26)} ${each.toFixed(1).padStart(7)} ms CPU per submission`);
    }
    console.log(`  ${'all'.padEnd(26)} ${total.toFixed(1).padStart(7)} ms CPU per submission`);
  } finally {
    await product.stop();
    await database.close();
  }
}

await main();
