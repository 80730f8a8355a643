import { readFile } from 'node:fs/promises';
import type { SandboxPool } from '../src/index';
import { type BenchFolder, execFileAsync } from './fixtures';
import { type Summary, summarize } from './stats';

export interface CpuFigures {
  targetMs: number;
  /** The sandbox's cpu_ms (cpuacct, setup excluded). */
  sandbox: Summary;
  /** The program's own CPU clock at its exit, inside the sandbox. */
  selfInBox: Summary;
  /** The program's own CPU clock, run bare. */
  selfBare: Summary;
}

export interface MemoryFigures {
  touchedMb: number;
  /** The sandbox's memory_kb (ru_maxrss). */
  sandboxKb: Summary;
  /** ru_maxrss of the same program run bare (GNU time's %M). */
  bareKb: Summary;
}

/** Burns targetMs of CPU, `concurrency` programs at a time (2 on 2 cores still measures each one). */
export async function measureCpu(
  pool: SandboxPool,
  folder: BenchFolder,
  targetMs: number,
  rounds: number,
  concurrency: number,
): Promise<CpuFigures> {
  const sandbox: number[] = [];
  const selfInBox: number[] = [];
  const selfBare: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const boxed = await Promise.all(
      Array.from({ length: concurrency }, (_, i) =>
        pool.run({
          argv: ['/box/probe', 'burn', String(targetMs)],
          dir: folder.dir,
          stdout: `${folder.output}.burn${i}`,
          limits: { cpu_ms: 5 * targetMs },
        }),
      ),
    );
    for (const [i, result] of boxed.entries()) {
      if (result.status !== 'OK') throw new Error(`burn: ${JSON.stringify(result)}`);
      sandbox.push(result.cpu_ms);
      selfInBox.push(Number(await readFile(`${folder.output}.burn${i}`, 'utf8')));
    }
    const bare = await Promise.all(
      Array.from({ length: concurrency }, () => execFileAsync(folder.probe, ['burn', String(targetMs)])),
    );
    for (const { stdout } of bare) selfBare.push(Number(stdout));
  }
  return {
    targetMs,
    sandbox: summarize(sandbox),
    selfInBox: summarize(selfInBox),
    selfBare: summarize(selfBare),
  };
}

export async function measureMemory(
  pool: SandboxPool,
  folder: BenchFolder,
  touchedMb: number,
  rounds: number,
): Promise<MemoryFigures> {
  const sandboxKb: number[] = [];
  const bareKb: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const result = await pool.run({
      argv: ['/box/probe', 'touch', String(touchedMb)],
      dir: folder.dir,
      limits: { memory_kb: 2 * touchedMb * 1024 + 64 * 1024 },
    });
    if (result.status !== 'OK') throw new Error(`touch: ${JSON.stringify(result)}`);
    sandboxKb.push(result.memory_kb);
    const { stderr } = await execFileAsync('/usr/bin/time', [
      '-f',
      '%M',
      folder.probe,
      'touch',
      String(touchedMb),
    ]);
    bareKb.push(Number(stderr.trim().split('\n').at(-1)));
  }
  return { touchedMb, sandboxKb: summarize(sandboxKb), bareKb: summarize(bareKb) };
}
