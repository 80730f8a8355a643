import type { UsersTables } from '@oj/projections';
import type { Kysely } from 'kysely';

export interface Identity {
  realname: string;
  nickname: string;
  school: string;
  gender: string;
  avatar: string;
}

/** How the board shows each contestant (the users read model): name, school, avatar. */
export async function identitiesOf(
  db: Kysely<UsersTables>,
  uids: readonly string[],
): Promise<Map<string, Identity>> {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['uid', 'realname', 'nickname', 'school', 'gender', 'avatar'])
    .where('uid', 'in', unique)
    .execute();
  return new Map(users.map(({ uid, ...identity }) => [uid, identity]));
}
