import type { Kysely } from 'kysely';

/**
 * What a read model's query needs of a database handle: `selectFrom` and raw `sql` execution. Both the
 * server's pool (`Kysely<ServerTables>`) and a projection's batch transaction fit, so a projection's push
 * and a route read the same rows through one function.
 *
 * @example
 * export const userBy = (db: QueryDb<UsersTables>, uid: string) =>
 *   db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
 */
export type QueryDb<Tables> = Pick<Kysely<Tables>, 'selectFrom' | 'getExecutor'>;
