import { eventStoreMigrations, openDatabase } from '@oj/events';
import { projectionMigrations } from '@oj/projections';
import { type Migration, Migrator } from 'kysely';
import * as socketIoAdapter from '../migrations/2026-11-22T01-20_socket_io_adapter';
import * as authSecrets from '../migrations/2026-11-22T03-10_auth_secrets';
import * as problemNumbers from '../migrations/2026-11-22T04-10_problem_numbers';
import * as judging from '../migrations/2026-11-22T05-10_judging';
import * as uploadNumbers from '../migrations/2026-11-28T07-00_upload_numbers';
import * as problemImportJobs from '../migrations/2026-11-29T05-00_problem_import_jobs';
import * as remoteSubmitSlots from '../migrations/2026-11-30T03-00_remote_submit_slots';

/** Every package's migrations in one list; date-prefixed names keep them in order across packages. */
export const allMigrations: Record<string, Migration> = {
  ...eventStoreMigrations,
  ...projectionMigrations,
  '2026-11-22T01-20_socket_io_adapter': socketIoAdapter,
  '2026-11-22T03-10_auth_secrets': authSecrets,
  '2026-11-22T04-10_problem_numbers': problemNumbers,
  '2026-11-22T05-10_judging': judging,
  '2026-11-28T07-00_upload_numbers': uploadNumbers,
  '2026-11-29T05-00_problem_import_jobs': problemImportJobs,
  '2026-11-30T03-00_remote_submit_slots': remoteSubmitSlots,
};

/** Brings the database at `url` up to date; throws with the failing migration's name. */
export async function migrateToLatest(url: string): Promise<string[]> {
  const db = openDatabase<unknown>(url, { max: 1 });
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => allMigrations } });
    const { error, results = [] } = await migrator.migrateToLatest();
    const failed = results.find((r) => r.status === 'Error');
    if (error)
      throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
    return results.map((r) => r.migrationName);
  } finally {
    await db.destroy();
  }
}
