import type { EventMetadata, ProblemFields, TestCase } from '@oj/events';
import { sql } from 'kysely';
import { runCommand } from '../app/runCommand';
import type { Services } from '../app/services';
import { ensureProblemTags } from '../tag/tagCommands';
import { claimName } from '../user/userCommands';
import type { ImportedTestCase } from './import';
import { type ProblemCommand, problemDecider, problemStreamId } from './problemDecider';
import type { TestDataStore } from './testDataStore';

/** Test data as bytes, before storing: what the importers and the admin form produce. */
export type RawTestCase = ImportedTestCase;

/** Stores the files by hash; the events then carry only hashes and names. */
export async function storeTestCases(
  services: Services,
  cases: readonly RawTestCase[],
  onStored?: (done: number) => Promise<void>,
): Promise<TestCase[]> {
  return storeCases(services.testData, cases, onStored);
}

/**
 * The cases into the store one after another; a case read from a zip goes in as chunks (inflated
 * straight to disk), so an import holds no whole test file, whatever the archive's size.
 */
export async function storeCases(
  store: TestDataStore,
  cases: readonly RawTestCase[],
  /** Called after each case is stored, with how many are (a batch import's progress). */
  onStored?: (done: number) => Promise<void>,
): Promise<TestCase[]> {
  const stored: TestCase[] = [];
  for (const c of cases) {
    stored.push({
      input: c.inputChunks ? await store.putChunks(c.inputChunks()) : await store.put(c.input),
      output: c.outputChunks ? await store.putChunks(c.outputChunks()) : await store.put(c.output),
      inputName: c.inputName,
      outputName: c.outputName,
      score: c.score,
      groupNum: c.groupNum,
    });
    await onStored?.(stored.length);
  }
  return stored;
}

export async function runProblemCommand(
  services: Services,
  metadata: EventMetadata,
  pid: number,
  command: ProblemCommand,
) {
  return runCommand(services, 'problems', problemStreamId(pid), problemDecider, command, metadata);
}

/**
 * A new problem: a fresh pid, the problem ID claimed (unique, case-insensitive), then ProblemCreated;
 * then the tags it names that do not exist yet.
 */
export async function createProblem(
  services: Services,
  metadata: EventMetadata,
  fields: ProblemFields,
  cases: readonly RawTestCase[],
  /** A group's own problem (spec 03 section 3): kept out of the public bank. */
  gid: number | null = null,
  onStored?: (done: number) => Promise<void>,
): Promise<number> {
  const { rows } = await sql<{ pid: string }>`select nextval('problem_pid_seq') as pid`.execute(services.db);
  const pid = Number(rows[0]?.pid);
  await claimName(services, metadata, 'Claim', 'problemId', fields.problemId, String(pid));
  try {
    const testCases = await storeTestCases(services, cases, onStored);
    await runProblemCommand(services, metadata, pid, { type: 'CreateProblem', pid, fields, testCases, gid });
  } catch (error) {
    await claimName(services, metadata, 'Release', 'problemId', fields.problemId, String(pid));
    throw error;
  }
  await ensureProblemTags(services, metadata, fields.tags);
  return pid;
}

/** Undoes created problems after a later one in the same import failed: an import is all or nothing. */
export async function withdrawProblems(
  services: Services,
  metadata: EventMetadata,
  created: readonly { pid: number; problemId: string }[],
): Promise<void> {
  for (const { pid, problemId } of created) {
    await runProblemCommand(services, metadata, pid, { type: 'DeleteProblem' });
    await claimName(services, metadata, 'Release', 'problemId', problemId, String(pid));
  }
}
