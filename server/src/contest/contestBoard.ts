import {
  type AcmRowStats,
  type BoardRowStats,
  type ContestRow,
  type ContestsTables,
  type OiRowStats,
  rankAcm,
  rankOi,
  type UsersTables,
} from '@oj/projections';
import type { Kysely } from 'kysely';

/** Which stored board to read: real, sealed, or real with after-contest submissions. */
export type BoardColumn = 'real' | 'sealed' | 'real_after';

export interface BoardQuery {
  column: BoardColumn;
  removeStar: boolean;
  keyword?: string;
  /** uids whose rows are repeated at the top of the page (the viewer's own and followed users). */
  concerned: readonly string[];
  currentPage: number;
  limit: number;
}

type Identity = {
  realname: string;
  nickname: string;
  school: string;
  gender: string;
  avatar: string;
};

/**
 * A page of the board: the stored rows (one per contestant, kept current by the projection) ranked by
 * the pure board code, identities joined from `users`. Ranks and awards depend on every row, so they
 * are given here, never stored; nothing is folded from submissions on a read.
 */
export async function readBoard(
  db: Kysely<ContestsTables & UsersTables>,
  contest: ContestRow,
  query: BoardQuery,
) {
  const stored = await db
    .selectFrom('contest_board_rows')
    .select(query.column)
    .where('cid', '=', contest.cid)
    .where('excluded', '=', false)
    .execute();
  const rows: BoardRowStats[] = stored.map((r) => r[query.column]).filter((r) => r.total > 0);
  const f = contest.fields;
  const options = {
    starUsernames: new Set(f.starAccount),
    removeStar: query.removeStar,
    awards: { awardType: f.awardType, awardConfigList: f.awardConfigList },
  };
  const ranked =
    f.type === 1
      ? rankOi(
          rows.filter((r): r is OiRowStats => 'totalScore' in r),
          options,
        )
      : rankAcm(
          rows.filter((r): r is AcmRowStats => 'ac' in r),
          options,
        );
  const identities = await identitiesOf(
    db,
    ranked.map((r) => r.uid),
  );
  const withIdentity = ranked.map((r) => ({
    ...r,
    ...(identities.get(r.uid) ?? { realname: '', nickname: '', school: '', gender: 'secrecy', avatar: '' }),
  }));
  const keyword = query.keyword?.trim().toLowerCase();
  const matching = keyword
    ? withIdentity.filter((r) =>
        [r.username, r.realname, r.nickname, r.school].some((s) => s.toLowerCase().includes(keyword)),
      )
    : withIdentity;
  const concerned = new Set(query.concerned);
  const top = withIdentity.filter((r) => concerned.has(r.uid));
  const start = (query.currentPage - 1) * query.limit;
  return {
    records: [...top, ...matching.slice(start, start + query.limit)],
    total: matching.length,
  };
}

async function identitiesOf(db: Kysely<UsersTables>, uids: string[]): Promise<Map<string, Identity>> {
  if (uids.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['uid', 'realname', 'nickname', 'school', 'gender', 'avatar'])
    .where('uid', 'in', uids)
    .execute();
  return new Map(users.map((u) => [u.uid, u]));
}
