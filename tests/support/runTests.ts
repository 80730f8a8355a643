/**
 * `npm test`: the checks (Biome, `tsc`), the web build, Vitest and the bench smoke (`npm run bench -- --quick`),
 * overlapped. On CI's two cores Vitest leaves about a third of the CPU idle (its files wait on PostgreSQL,
 * sockets and Chromium), so work that needs no quiet cores goes beside it instead of before or after it:
 * - the checks read the sources only, so they run from the start, beside everything;
 * - the web is built once, here, from the start: Vitest's global setup (`webBuild.ts`) waits for it while it
 *   starts its databases, and the smoke (whose sections run `npm start`, which would build it too) starts
 *   after it, so two builds never write `web/dist` at once;
 * - the sandbox files, which time programs, never share the cores with the smoke: each waits for the smoke's
 *   end (`tests/support/afterSmoke.ts`, by the file this script writes when the smoke ends).
 * Arguments go to Vitest. The checks' and the smoke's output are printed after Vitest's, then the failed tests and the
 * slowest files (`failureSummary.ts`: CI keeps the tail of the output); the exit code fails if any part failed.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summariseFailures, vitestJsonReport } from './failureSummary';

const marks = await mkdtemp(path.join(tmpdir(), 'oj-test-run-'));
const smokeDone = path.join(marks, 'smoke-done');
const webBuilt = path.join(marks, 'web-built');
const env = { ...process.env, OJ_SMOKE_DONE_FILE: smokeDone, OJ_WEB_BUILT_FILE: webBuilt };

function run(command: string, args: string[], capture: boolean, extraEnv: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const code = new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  return { code, output };
}

/** Runs a part, then writes its exit code to `mark` (whoever waits on the part reads it there). */
async function marked(part: ReturnType<typeof run>, mark: string): Promise<number> {
  const code = await part.code;
  await writeFile(mark, String(code));
  return code;
}

const check = run('npm', ['run', 'check', '--silent'], true);
// The production build, as `ensureWebBuild` does (started from a test runner, Vite would bundle React's dev build).
const web = run('npm', ['run', 'build:web', '--silent'], true, { NODE_ENV: 'production' });
const webCode = marked(web, webBuilt);
const smoke = webCode.then((code) =>
  code === 0 ? run('npm', ['run', 'bench', '--', '--quick'], true) : undefined,
);
const smokeCode = smoke.then(async (part) => {
  if (!part) {
    await writeFile(smokeDone, '1');
    return 1;
  }
  return marked(part, smokeDone);
});
// Arguments go to Vitest (`npm test -- tests/trust` runs those files beside the rest).
// Its JSON report, beside the usual one, feeds the failure summary printed last.
const vitestReport = path.join(marks, 'vitest.json');
async function failureSummary(): Promise<string> {
  try {
    const report = vitestJsonReport.parse(JSON.parse(await readFile(vitestReport, 'utf8')));
    return summariseFailures(report, process.cwd());
  } catch (error) {
    return `no Vitest report to summarise (${error instanceof Error ? error.message : String(error)})`;
  }
}
const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`];
const vitestCode = await run('npx', ['vitest', 'run', ...reporters, ...process.argv.slice(2)], false).code;
const parts = [
  { name: 'web build', code: await webCode, output: web.output },
  { name: 'checks (biome, tsc)', code: await check.code, output: check.output },
  { name: 'bench smoke', code: await smokeCode, output: (await smoke)?.output ?? [] },
];
for (const part of parts) {
  // The web build's log matters only when it failed; the checks' and the smoke's are read every run.
  if (part.name === 'web build' && part.code === 0) continue;
  console.log(`\n--- ${part.name} ---`);
  process.stdout.write(Buffer.concat(part.output));
}
console.log(`\n--- vitest: failures and slowest files ---\n${await failureSummary()}`);
console.log(`\nvitest exited ${vitestCode}; ${parts.map((p) => `${p.name} exited ${p.code}`).join('; ')}`);
process.exit([vitestCode, ...parts.map((p) => p.code)].find((code) => code !== 0) ?? 0);
