import type { ContestFields, EventMetadata } from '@oj/events';
import { sql } from 'kysely';
import { runCommand } from '../../app/runCommand';
import type { Services } from '../../app/services';
import { type ContestCommand, contestDecider, contestStreamId } from './contestDecider';

/** Runs a command on `contest-<cid>` and waits for the contests read model (read-your-writes). */
export async function runContestCommand(
  services: Services,
  metadata: EventMetadata,
  cid: number,
  command: ContestCommand,
) {
  return runCommand(services, 'contests', contestStreamId(cid), contestDecider, command, metadata);
}

/** A new contest under a fresh number from `contest_cid_seq` (a refused creation leaves a harmless gap). */
export async function createContest(
  services: Services,
  metadata: EventMetadata,
  input: {
    fields: ContestFields;
    visible: boolean;
    author: { uid: string; username: string };
    /** A group contest's group (spec 03 section 2.5); absent for the site's own. */
    gid?: number;
  },
): Promise<number> {
  const { rows } = await sql<{ cid: string }>`select nextval('contest_cid_seq') as cid`.execute(services.db);
  const cid = Number(rows[0]?.cid);
  await runContestCommand(services, metadata, cid, {
    type: 'CreateContest',
    cid,
    fields: input.fields,
    visible: input.visible,
    gid: input.gid ?? null,
    author: input.author,
  });
  return cid;
}
