import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { handleCommand, RoleCode } from '@oj/events';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { judgeMetadata } from '../submission/submissionCommands';
import { text } from './import/testFixtures';
import { importJobDecider, problemImportStream } from './importJobDecider';
import { expireStalledImportJobs } from './importJobSweeper';
import { importJobDir } from './problemBatchImportRoutes';

let t: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  t = await startTestServer();
  admin = await registerAndLogin(t, RoleCode.problemAdmin);
});
afterAll(() => t.close());

interface JobView {
  state: string;
  reason: string | null;
  stalled: boolean;
  imported: number | null;
}

/**
 * A job as a node that died mid-job leaves it: queued with its upload kept in the job's folder, one
 * progress event, a lease until `aliveUntil`, and nobody running it (the node is gone).
 */
async function orphanedJob(aliveUntil: number): Promise<{ job: number; problemId: string }> {
  const services = t.server.services;
  const { rows } = await sql<{ job: string }>`select nextval('problem_import_job_seq') as job`.execute(
    services.db,
  );
  const job = Number(rows[0]?.job);
  const problemId = `restarted${job}x${Date.now() % 10_000}`;
  const zip = zipSync({
    [`${problemId}/problem.yaml`]: text(`name: Restarted ${job}\n`),
    [`${problemId}/data/secret/1.in`]: text('1\n'),
    [`${problemId}/data/secret/1.ans`]: text('1\n'),
  });
  const dir = importJobDir(services.filesDir, job);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, '0'), zip);
  const run = (command: Parameters<typeof importJobDecider.decide>[0]) =>
    handleCommand(services.store, problemImportStream(job), importJobDecider, command, {
      metadata: judgeMetadata(`orphan-${job}`),
    });
  await run({
    type: 'QueueImport',
    job,
    uid: admin.uid,
    mode: 'all',
    files: [{ name: 'orphan.zip', size: zip.length }],
    aliveUntil,
  });
  await run({ type: 'ReportProgress', run: 1, phase: 'reading', done: 0, total: 1, file: 'orphan.zip' });
  return { job, problemId };
}

const view = async (job: number) =>
  (await admin.client.get(`/api/admin/import-jobs/${job}`)).body.data as JobView;

/**
 * The leases lie ahead of the wall clock and the sweeps are called as at a later `now` (an injected
 * clock), so the server's own sweeper timer, on the real clock, never touches these jobs meanwhile.
 */
const HOUR = 3_600_000;

it('fails a job whose node stopped renewing its lease, says why, and lets the admin start it again', async () => {
  const now = Date.now() + HOUR;
  const dead = await orphanedJob(now - 1);
  const alive = await orphanedJob(now + HOUR);
  await until(async () => (await view(alive.job))?.state === 'running');
  await until(async () => (await view(dead.job))?.state === 'running');
  // Starting it again is for a job whose server stopped, not one that is still running.
  expect((await admin.client.post(`/api/admin/import-jobs/${dead.job}/restart`, {})).http).toBe(409);

  // The sweep, as at `now` (an injected clock): only the job whose lease ran out is failed.
  const expired = await expireStalledImportJobs(t.server.services, now);
  expect(expired).toEqual([dead.job]);
  // A second sweeper (another node) finds nothing more to do.
  await until(async () => (await view(dead.job)).state === 'failed');
  expect(await expireStalledImportJobs(t.server.services, now)).toEqual([]);
  const failed = await view(dead.job);
  expect(failed).toMatchObject({ state: 'failed', stalled: true });
  expect(failed.reason).toContain('The server running this import stopped');
  expect(failed.reason).toContain('start the job again');
  expect((await view(alive.job)).state).toBe('running');

  // Started again, from its kept upload, it runs to the end on this node.
  const restarted = await admin.client.post(`/api/admin/import-jobs/${dead.job}/restart`, {});
  expect(restarted.body).toMatchObject({ status: 200, data: { job: dead.job } });
  await until(async () => (await view(dead.job)).state === 'done', 30_000);
  expect(await view(dead.job)).toMatchObject({ state: 'done', imported: 1, stalled: false, reason: null });
  // Its folder went with the end: it cannot be started again.
  const again = await admin.client.post(`/api/admin/import-jobs/${dead.job}/restart`, {});
  expect(again.http).toBe(409);
  expect(again.body.msg).toBe('Only an import job whose server stopped can be started again');
});

it('says when a stalled job cannot start again because its uploads are gone', async () => {
  const now = Date.now() + HOUR;
  const dead = await orphanedJob(now - 1);
  await until(async () => (await view(dead.job))?.state === 'running');
  expect(await expireStalledImportJobs(t.server.services, now)).toContain(dead.job);
  await until(async () => (await view(dead.job)).state === 'failed');
  await rm(importJobDir(t.server.services.filesDir, dead.job), { recursive: true, force: true });
  const reply = await admin.client.post(`/api/admin/import-jobs/${dead.job}/restart`, {});
  expect(reply.http).toBe(409);
  expect(reply.body.msg).toBe('The uploaded file orphan.zip is gone: upload the files again');
  expect((await view(dead.job)).state).toBe('failed');
});
