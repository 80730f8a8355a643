import { type ContestFields, openDatabase } from '@oj/events';
import { type AcmRowStats, type ContestsTables, emptyAcmRow } from '@oj/projections';
import { BoardCache } from '@oj/server';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/testDatabase';

const CID = 7;
const fields = {
  type: 0,
  starAccount: ['star'],
  awardType: 0,
  awardConfigList: [],
} as unknown as ContestFields;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<ContestsTables>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = openDatabase<ContestsTables>(database.url, { max: 2 });
  const at = new Date('2026-03-01T09:00:00Z');
  await db
    .insertInto('contests')
    .values({
      cid: CID,
      title: 'Board index',
      type: 0,
      auth: 0,
      visible: true,
      gid: null,
      author_uid: 'author',
      author_username: 'author',
      start_time: at,
      end_time: at,
      fields: JSON.stringify(fields),
      created_at: at,
      updated_at: at,
    })
    .execute();
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const solved = (uid: string, ac: number, totalTime: number): AcmRowStats => ({
  ...emptyAcmRow(uid, uid),
  ac,
  totalTime,
  total: ac + 1,
});

async function write(row: AcmRowStats, position: number, excluded = false): Promise<void> {
  const json = JSON.stringify(row);
  const values = { username: row.username, excluded, real: json, sealed: json, real_after: json, position };
  await db
    .insertInto('contest_board_rows')
    .values({ cid: CID, uid: row.uid, ...values })
    .onConflict((oc) => oc.columns(['cid', 'uid']).doUpdateSet(values))
    .execute();
}

const contest = () => db.selectFrom('contests').selectAll().where('cid', '=', CID).executeTakeFirstOrThrow();
const order = (rows: readonly { uid: string; rank: number }[]) => rows.map((r) => `${r.rank}:${r.uid}`);

describe('the ranked copy of a board', () => {
  it('catches up on rows written after its last read, and starts over when the board was rebuilt', async () => {
    const index = new BoardCache(db);
    await write(solved('ann', 2, 100), 10);
    await write(solved('bob', 1, 50), 11);
    await write(solved('star', 3, 10), 12);
    await write(solved('author', 5, 1), 13, true);
    expect(order(await index.ranked(await contest(), 'real', false))).toEqual(['-1:star', '1:ann', '2:bob']);
    expect(order(await index.ranked(await contest(), 'real', true))).toEqual(['1:ann', '2:bob']);

    // A verdict for bob (a later position) overtakes ann; an older position is never read again.
    await write(solved('bob', 3, 60), 20);
    expect(order(await index.ranked(await contest(), 'real', true))).toEqual(['1:bob', '2:ann']);

    // A rebuild empties the table and writes the rows again from lower positions.
    await db.deleteFrom('contest_board_rows').execute();
    await write(solved('ann', 1, 10), 5);
    expect(order(await index.ranked(await contest(), 'real', false))).toEqual(['1:ann']);
  });

  it('answers concurrent readers with the same caught-up board', async () => {
    const index = new BoardCache(db);
    await write(solved('cat', 4, 40), 30);
    const reads = await Promise.all(
      Array.from({ length: 5 }, async () => order(await index.ranked(await contest(), 'real', true))),
    );
    expect(new Set(reads.map((r) => r.join()))).toEqual(new Set(['1:cat,2:ann']));
  });
});
