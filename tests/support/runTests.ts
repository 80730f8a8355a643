/**
 * `npm test` after the checks: Vitest and the bench smoke (`npm run bench -- --quick`) side by side. On CI's
 * two cores Vitest leaves about a third of the CPU idle (its files wait on PostgreSQL, sockets and Chromium)
 * and the smoke's sections mostly start processes and wait, so together they take less time than one after
 * the other. The sandbox files, which time programs, never share the cores with the smoke: each waits for
 * the smoke's end (`tests/support/afterSmoke.ts`, by the file this script writes when the smoke ends).
 * The smoke's output is printed whole after Vitest's; the exit code fails if either failed.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const smokeDone = path.join(await mkdtemp(path.join(tmpdir(), 'oj-smoke-')), 'done');
const env = { ...process.env, OJ_SMOKE_DONE_FILE: smokeDone };

function run(command: string, args: string[], capture: boolean) {
  const child = spawn(command, args, {
    env,
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const code = new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  return { code, output };
}

const smoke = run('npm', ['run', 'bench', '--', '--quick'], true);
const smokeCode = smoke.code.then(async (code) => {
  await writeFile(smokeDone, String(code));
  return code;
});
const vitestCode = await run('npx', ['vitest', 'run'], false).code;
const benchCode = await smokeCode;
process.stdout.write(Buffer.concat(smoke.output));
console.log(`\nvitest exited ${vitestCode}; bench smoke exited ${benchCode}`);
process.exit(vitestCode !== 0 ? vitestCode : benchCode);
