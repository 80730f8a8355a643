import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { SubmissionStatus } from '@oj/events';
import { defaultCheckerLanguages, defaultLanguages } from '@oj/events/judge';
import { judgeSubmission } from '../src/judging/judgeSubmission';
import { TestDataStore, testProblem } from '../src/judging/testSupport/testDataStore';
import type { SandboxPool } from '../src/sandbox/sandboxPool';
import { nowMs } from './stats';

const execFileAsync = promisify(execFile);
const CASES = 10;
const AB =
  '#include <stdio.h>\nint main(void){long long a,b;if(scanf("%lld %lld",&a,&b)!=2)return 1;printf("%lld\\n",a+b);return 0;}\n';

export interface ThroughputRound {
  /** Submissions (compile + 10 cases + comparison) per second. */
  ours: number;
  baseline: number;
}

/**
 * Judge throughput: A+B in C with 10 cases, `submissions` judged by the pipeline with two at once on a
 * 2-slot pool (one runner using both cores), against the same work done bare: gcc with the same flags,
 * then 10 execs fed and compared in Node, two submissions at once.
 */
export async function measureThroughput(pool: SandboxPool, submissions: number): Promise<ThroughputRound> {
  const store = await TestDataStore.create();
  const work = await mkdtemp('/var/tmp/oj-bench-judge-');
  const tests = Array.from({ length: CASES }, (_, i) => ({ input: `${i} ${i * 7}\n`, output: `${i * 8}\n` }));
  const problem = testProblem(await store.cases(tests));
  const language = defaultLanguages.find((l) => l.name === 'C');
  if (!language) throw new Error('no C language');
  try {
    const ours = await twoAtATime(submissions, async () => {
      const verdict = await judgeSubmission(
        pool,
        { code: AB, language, problem, checkerLanguages: defaultCheckerLanguages },
        store,
        {},
        { workDir: work },
      );
      if (verdict.status !== SubmissionStatus.accepted)
        throw new Error(`A+B judged ${verdict.status}: ${verdict.errorMessage}`);
    });
    let n = 0;
    const baseline = await twoAtATime(submissions, async () => {
      const dir = path.join(work, `bare-${n++}`);
      await mkdir(dir);
      await writeFile(path.join(dir, 'main.c'), AB);
      await execFileAsync(
        'gcc',
        ['-DONLINE_JUDGE', '-w', '-fmax-errors=1', '-std=c11', 'main.c', '-lm', '-o', 'main'],
        { cwd: dir },
      );
      for (const test of tests) {
        const stdout = await runBare(path.join(dir, 'main'), test.input);
        if (stdout.trimEnd() !== test.output.trimEnd()) throw new Error('bare A+B wrong');
      }
      await rm(dir, { recursive: true });
    });
    return { ours, baseline };
  } finally {
    await store.remove();
    await rm(work, { recursive: true, force: true });
  }
}

/** Runs `total` jobs two at a time; returns jobs per second. */
async function twoAtATime(total: number, job: () => Promise<void>): Promise<number> {
  let next = 0;
  const started = nowMs();
  const lane = async () => {
    while (next < total) {
      next += 1;
      await job();
    }
  };
  await Promise.all([lane(), lane()]);
  return total / ((nowMs() - started) / 1000);
}

/** The program run directly (no shell), its input piped in, its output read back: what a judge does bare. */
function runBare(program: string, input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, [], { stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
    child.stdin.end(input);
  });
}
