import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import type { SandboxPool } from '../src/index';
import { type BenchFolder, execFileAsync } from './fixtures';
import { nowMs, type Summary, sleep, summarize } from './stats';

export interface OverheadFigures {
  /** Round trip of pool.run (JSON line out, result line back), ms. */
  sandbox: Summary;
  /** The helper's own wall_ms for the same runs. */
  sandboxWall: Summary;
  /** Node spawn of the same program with the same stdin/stdout files, until its exit, ms. */
  bare: Summary;
  /** fork + exec + wait of the same program, timed in C around those calls only, ms. */
  bareC: Summary;
}

/** The probe's A+B, run bare: spawn, feed the input file, write the output file, wait for the exit. */
async function bareRun(folder: BenchFolder): Promise<number> {
  const stdin = openSync(folder.input, 'r');
  const stdout = openSync(folder.output, 'w');
  const started = nowMs();
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(folder.probe, ['ab'], { stdio: [stdin, stdout, 'ignore'] });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bare run exited ${code}`))));
    });
    return nowMs() - started;
  } finally {
    closeSync(stdin);
    closeSync(stdout);
  }
}

/**
 * Bare and sandboxed runs of the same trivial program, interleaved one for one so that both see the
 * same machine (these VMs are shared and noisy). gapMs > 0 leaves the machine idle between runs: that
 * is where joining a cgroup per run would cost an RCU grace period (12-17 ms).
 */
export async function measureOverhead(
  pool: SandboxPool,
  folder: BenchFolder,
  runs: number,
  gapMs: number,
): Promise<OverheadFigures> {
  const sandbox: number[] = [];
  const sandboxWall: number[] = [];
  const bare: number[] = [];
  const bareC: number[] = [];
  const request = {
    argv: ['/box/probe', 'ab'],
    dir: folder.dir,
    stdin: folder.input,
    stdout: `${folder.output}.box`,
  };
  for (let i = -10; i < runs; i++) {
    const started = nowMs();
    const result = await pool.run(request);
    const elapsed = nowMs() - started;
    if (result.status !== 'OK') throw new Error(`sandboxed run: ${JSON.stringify(result)}`);
    if (gapMs) await sleep(gapMs);
    const bareMs = await bareRun(folder);
    if (gapMs) await sleep(gapMs);
    const timed = await execFileAsync(folder.execTimer, [
      folder.input,
      `${folder.output}.c`,
      folder.probe,
      'ab',
    ]);
    if (gapMs) await sleep(gapMs);
    if (i < 0) continue; // warm-up: page cache, JIT, first-use costs
    sandbox.push(elapsed);
    sandboxWall.push(result.wall_ms);
    bare.push(bareMs);
    bareC.push(Number(timed.stdout));
  }
  return {
    sandbox: summarize(sandbox),
    sandboxWall: summarize(sandboxWall),
    bare: summarize(bare),
    bareC: summarize(bareC),
  };
}
