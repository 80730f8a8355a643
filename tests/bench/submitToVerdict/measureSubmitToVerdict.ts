/**
 * Submit -> final verdict through the whole product, beside the physical limit on the same machine.
 * Ours: `npm start` as a person runs it (API, projector, judge runner with its sandbox), A+B with 10 cases
 * submitted through the HTTP API one at a time, each timed from the POST until the author's socket gets
 * its final status pushed (VerdictWatch), as the browser sees it.
 * Baseline: the same work done bare, with no sandbox, queue or events: g++ with the language's own flags
 * and then the binary run on the 10 inputs (C++), or python3 run on the 10 inputs (Python).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultLanguages } from '@oj/events/judge';
import { ApiClient } from '../../support/apiClient';
import { freePort, type Launched, launch } from '../../support/launcher';
import { monotonicMs, summarize } from '../events/stats';
import { VerdictWatch } from './verdictWatch';

export interface SubmitSizes {
  /** Rounds per language; each round gives one median and one p99. */
  repetitions: number;
  /** Submissions per round (and bare compile + runs per round). */
  submissions: number;
}
export const FULL: SubmitSizes = { repetitions: 5, submissions: 10 };
export const QUICK: SubmitSizes = { repetitions: 2, submissions: 2 };

/**
 * The runner's sandbox slots: no test file uses 440 or more. `BENCH_FIRST_SLOT` moves them, so that
 * engineers sharing a machine can run the bench at once without sharing boxes.
 */
export const FIRST_SLOT = Number(process.env.BENCH_FIRST_SLOT ?? 440);
const SLOTS = 2;

const AB_CPP =
  '#include <cstdio>\nint main(){long long a,b;if(scanf("%lld%lld",&a,&b)!=2)return 1;printf("%lld\\n",a+b);}\n';
const AB_PYTHON = 'a, b = map(int, input().split())\nprint(a + b)\n';

export const LANGUAGES = [
  { name: 'C++', label: 'C++', code: AB_CPP },
  { name: 'Python3', label: 'Python', code: AB_PYTHON },
] as const;

/** A+B's ten cases, with sums past 32 bits. */
export const CASES = Array.from({ length: 10 }, (_, i) => {
  const [a, b] = [1_000_000_007 * (i + 1), -(i * 37)];
  return { input: `${a} ${b}\n`, output: `${a + b}\n` };
});

export interface Round {
  median: number;
  p99: number;
}
export interface LanguageResult {
  label: string;
  ours: Round[];
  bare: Round[];
}

function round(times: number[]): Round {
  const s = summarize(times);
  return { median: s.median, p99: s.p99 };
}

/**
 * The box's environment (judge-runner/sandbox/protocol.c): `python3` is Debian's /usr/bin/python3 there,
 * not a version manager's shim that happens to come first on this shell's PATH.
 */
const BOX_ENV = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: '/tmp', TMPDIR: '/tmp', LANG: 'C.UTF-8' };

/** Runs argv with `input` on stdin; resolves with stdout, rejects on a non-zero exit. */
function bare(argv: string[], input = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = argv;
    if (!command) return reject(new Error('empty command'));
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'], env: BOX_ENV });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}`)),
    );
    child.stdin.end(input);
  });
}

/** One bare judging: the compile (C++), then the 10 runs, each output checked. */
async function bareJudging(language: (typeof LANGUAGES)[number], dir: string): Promise<number> {
  const config = defaultLanguages.find((l) => l.name === language.name);
  if (!config) throw new Error(`no language ${language.name}`);
  const src = path.join(dir, config.sourceFile);
  const exe = path.join(dir, config.exeFile);
  const fill = (argv: string[]) => argv.map((arg) => arg.replace('{src}', src).replace('{exe}', exe));
  const started = monotonicMs();
  // Python's compile step in the product is a syntax check only; its physical limit is the runs.
  if (language.name === 'C++' && config.compile) await bare(fill(config.compile.argv));
  const run = language.name === 'C++' ? [exe] : ['python3', src];
  for (const test of CASES) {
    if ((await bare(run, test.input)) !== test.output) throw new Error('bare run: wrong answer');
  }
  return monotonicMs() - started;
}

async function measureBare(language: (typeof LANGUAGES)[number], sizes: SubmitSizes): Promise<Round[]> {
  const dir = await mkdtemp('/var/tmp/oj-bench-bare-');
  try {
    const config = defaultLanguages.find((l) => l.name === language.name);
    await writeFile(path.join(dir, config?.sourceFile ?? 'main'), language.code);
    const rounds: Round[] = [];
    for (let r = 0; r < sizes.repetitions; r++) {
      const times: number[] = [];
      for (let i = 0; i < sizes.submissions; i++) times.push(await bareJudging(language, dir));
      rounds.push(round(times));
    }
    return rounds;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function data<T>(reply: Awaited<ReturnType<ApiClient['post']>>, what: string): T {
  if (reply.body.status !== 200) throw new Error(`${what}: ${JSON.stringify(reply.body)}`);
  return reply.body.data as T;
}

/** Submits and waits for the final status; returns the milliseconds from the POST to the verdict seen. */
export async function submitToVerdict(product: BenchProduct, language: string, code: string) {
  const started = monotonicMs();
  const reply = await product.root.post('/api/submit-problem-judge', { pid: product.pid, language, code });
  const { submitId } = data<{ submitId: number }>(reply, 'submit');
  const status = await product.verdicts.final(submitId);
  const elapsed = monotonicMs() - started;
  if (status !== 0) throw new Error(`submission ${submitId} in ${language} ended with status ${status}`);
  return { submitId, elapsed };
}

/** `npm start` as a person runs it, signed in as root, with an A+B of ten cases to submit to. */
export interface BenchProduct {
  launched: Launched;
  root: ApiClient;
  /** Root's own room: where a submission's verdict is seen. */
  verdicts: VerdictWatch;
  /** The A+B problem. */
  pid: number;
  /** Stops the product and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the product on `databaseUrl` (the runner's two slots from FIRST_SLOT), signs in as root, lets
 * root submit back to back and creates the A+B problem (`problemId`, CASES): what the submit bench and
 * its tools (cpu.ts, hops.ts) all measure.
 */
export async function startBenchProduct(databaseUrl: string, problemId: string): Promise<BenchProduct> {
  const password = `bench-${randomUUID()}`;
  const dataDir = await mkdtemp('/var/tmp/oj-bench-submit-');
  const launched = await launch({
    mark: randomUUID(),
    databaseUrl,
    dataDir,
    port: await freePort(),
    firstSlot: FIRST_SLOT,
    slots: SLOTS,
    env: { ADMIN_PASSWORD: password },
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await launched.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const root = new ApiClient(launched.url);
    const { uid } = data<{ uid: string }>(
      await root.post('/api/login', { username: 'root', password }),
      'sign-in',
    );
    data(await root.put('/api/admin/switch/update', { defaultSubmitInterval: 0 }), 'switches');
    const created = await root.post('/api/admin/problem', {
      problem: { problemId, title: 'A+B, 10 cases', timeLimit: 1000, checker: null },
      testCases: CASES,
    });
    const { pid } = data<{ pid: number }>(created, 'problem');
    const verdicts = await VerdictWatch.open(launched.url, root.token ?? '', uid);
    return {
      launched,
      root,
      pid,
      verdicts,
      stop: async () => {
        verdicts.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `npm start` on `databaseUrl`, A+B with 10 cases, then each language's rounds (bare first, then ours). */
export async function measureSubmitToVerdict(
  databaseUrl: string,
  sizes: SubmitSizes,
  say: (line: string) => void,
): Promise<LanguageResult[]> {
  const product = await startBenchProduct(databaseUrl, 'BENCHAB');
  try {
    const results: LanguageResult[] = [];
    for (const language of LANGUAGES) {
      // One unmeasured submission first: the runner's test data cache and the compiler's files warm up.
      await submitToVerdict(product, language.name, language.code);
      const bareRounds = await measureBare(language, sizes);
      const ours: Round[] = [];
      for (let r = 0; r < sizes.repetitions; r++) {
        const times: number[] = [];
        for (let i = 0; i < sizes.submissions; i++) {
          times.push((await submitToVerdict(product, language.name, language.code)).elapsed);
        }
        ours.push(round(times));
      }
      const median = (rounds: Round[]) => summarize(rounds.map((x) => x.median)).median.toFixed(0);
      say(`  submit -> verdict ${language.label}: ${median(ours)} ms vs bare ${median(bareRounds)} ms`);
      results.push({ label: language.label, ours, bare: bareRounds });
    }
    return results;
  } finally {
    await product.stop();
  }
}
