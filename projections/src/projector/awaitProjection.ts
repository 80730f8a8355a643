import type { Kysely } from 'kysely';
import type { ProjectorTables } from './tables';

/**
 * The projector is too far behind for a read-your-writes wait: the command is stored, but its reply
 * cannot show it yet. The API answers 503 so the client retries instead of reporting a failure.
 */
export class ProjectionBehindError extends Error {
  constructor(
    readonly projection: string,
    readonly position: number,
  ) {
    super(`projection ${projection} did not reach position ${position} in time`);
    this.name = 'ProjectionBehindError';
  }
}

/**
 * Read-your-writes for a command handler: wait until projection `name` has applied `position`, so
 * the reply (and the user's next request) sees the change. Throws ProjectionBehindError after `timeoutMs`.
 */
export async function awaitProjection(
  db: Kysely<ProjectorTables>,
  name: string,
  position: number,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    const row = await db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', name)
      .executeTakeFirst();
    if ((row?.position ?? 0) >= position) return;
    if (Date.now() > deadline) throw new ProjectionBehindError(name, position);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
