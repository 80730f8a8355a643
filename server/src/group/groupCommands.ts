import { type EventMetadata, groupStreamId } from '@oj/events';
import { sql } from 'kysely';
import { runCommand } from '../app/runCommand';
import type { Services } from '../app/services';
import type { AuthPrincipal } from '../auth/principal';
import { isSuperAdmin } from '../user/roles';
import { type GroupActor, type GroupCommand, groupDecider } from './groupDecider';

/** Runs a command on `group-<gid>` and waits for the groups read model (read-your-writes). */
export function runGroupCommand(
  services: Services,
  metadata: EventMetadata,
  gid: number,
  command: GroupCommand,
) {
  return runCommand(services, 'groups', groupStreamId(gid), groupDecider, command, metadata);
}

export const groupActorOf = (principal: AuthPrincipal): GroupActor => ({
  uid: principal.uid,
  username: principal.username,
  superAdmin: isSuperAdmin(principal.roles),
});

/** A fresh group number from `group_id_seq` (a refused creation leaves a harmless gap). */
export async function nextGroupId(services: Services): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval('group_id_seq') as id`.execute(services.db);
  return Number(rows[0]?.id);
}
