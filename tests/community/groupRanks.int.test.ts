import { createEventStore, type EventStore, type ProductEvent, productCatalogue } from '@oj/events';
import {
  type GroupRanksTables,
  groupRankPage,
  groupRanksProjection,
  type ProjectorTables,
  projectionLag,
  resetProjection,
  startProjector,
  type UsersTables,
} from '@oj/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendRandomVerdictChange } from '../support/randomVerdicts';
import { seededRandom } from '../support/seededRandom';
import { createTestDatabase } from '../support/testDatabase';
import { until } from '../support/wait';

// Property: after any sequence of group, group contest and submission events, the group-ranks read model
// (each group's submissions and its ACM and OI ranks) equals both a rebuild from the events and a naive
// recompute from the history: members only, submissions of the group's contests and problems only.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: EventStore<ProductEvent>;
const GIDS = [1, 2];

beforeAll(async () => {
  database = await createTestDatabase();
  store = createEventStore({ connectionString: database.url, catalogue: productCatalogue });
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

interface Model {
  /** Per group: uid -> role (1 applying ... 5 root). */
  roles: Map<number, Map<string, number>>;
  /** Contest -> its group (null: a site contest) and whether its board is sealed now (sealed since its start). */
  contests: Map<number, { gid: number | null; sealed: boolean }>;
  submissions: Map<
    number,
    { uid: string; gid: number | null; cid: number; pid: number; status: number | null; score: number | null }
  >;
}

const username = (uid: string) => `name-${uid}`;

async function randomHistory(seed: number, count: number, model: Model, idBase: number) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const people = ['a', 'b', 'c', 'd', 'e', 'f'].map((p) => `${p}${seed}`);
  let submitId = idBase;
  for (const gid of GIDS) {
    if (model.roles.has(gid)) continue;
    const owner = `owner${gid}`;
    await store.append(
      `group-${gid}`,
      [
        {
          type: 'GroupCreated',
          data: {
            id: gid,
            fields: {
              name: `Group ${gid}`,
              shortName: 'short',
              brief: 'brief',
              description: 'd',
              auth: 2,
              code: '',
              visible: true,
            },
            owner: { uid: owner, username: username(owner) },
          },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    model.roles.set(gid, new Map([[owner, 5]]));
  }
  for (let i = 0; i < count; i++) {
    const roll = random();
    const gid = pick(GIDS);
    const roles = model.roles.get(gid) ?? new Map<string, number>();
    if (roll < 0.2) {
      const uid = pick(people);
      const role = roles.get(uid);
      if (role === undefined) {
        const joined = random() < 0.6;
        await store.append(
          `group-${gid}`,
          [
            {
              type: joined ? 'GroupJoined' : 'GroupApplied',
              data: { id: gid, uid, username: username(uid), reason: '' },
            },
          ],
          { expectedVersion: 'any' },
        );
        roles.set(uid, joined ? 3 : 1);
      } else if (role === 1) {
        await store.append(
          `group-${gid}`,
          [{ type: 'GroupMemberRoleChanged', data: { id: gid, uid, auth: 3, from: 1, previousOwner: null } }],
          { expectedVersion: 'any' },
        );
        roles.set(uid, 3);
      } else if (role < 5) {
        const kicked = random() < 0.5;
        await store.append(
          `group-${gid}`,
          [
            kicked
              ? { type: 'GroupMemberRemoved', data: { id: gid, uid, from: role as 3 } }
              : { type: 'GroupMemberExited', data: { id: gid, uid } },
          ],
          { expectedVersion: 'any' },
        );
        roles.delete(uid);
      }
    } else if (roll < 0.31 && model.contests.size > 0 && random() < 0.4) {
      // The seal switched on or off: what it hid counts again, or is hidden again.
      const cid = pick([...model.contests.keys()]);
      const contest = model.contests.get(cid);
      if (!contest) continue;
      contest.sealed = !contest.sealed;
      await store.append(
        `contest-${cid}`,
        [{ type: 'ContestUpdated', data: { changes: { sealRank: contest.sealed } } }],
        {
          expectedVersion: 'any',
        },
      );
    } else if (roll < 0.31) {
      const cid = idBase + i;
      const owner = random() < 0.8 ? gid : null;
      const sealed = random() < 0.4;
      await store.append(
        `contest-${cid}`,
        [
          {
            type: 'ContestCreated',
            data: {
              cid,
              fields: {
                title: 'c',
                description: 'd',
                startTime: '2026-11-20T00:00:00.000Z',
                endTime: '2026-11-21T00:00:00.000Z',
                type: 0,
                auth: 0,
                pwd: '',
                sealRank: sealed,
                sealRankTime: '2026-11-20T00:00:00.000Z',
                autoRealRank: false,
                openRank: false,
                allowEndSubmit: false,
                openPrint: false,
                rankShowName: 'username',
                openAccountLimit: false,
                accountLimitRule: null,
                starAccount: [],
                oiRankScoreType: 'Recent',
                awardType: 0,
                awardConfigList: [],
                penaltyTime: 20,
                compileErrorPenalty: false,
                rankTimeUnit: 'second',
              },
              visible: true,
              gid: owner,
              author: { uid: 'x', username: 'x' },
            },
          },
        ],
        { expectedVersion: 'no_stream' },
      );
      model.contests.set(cid, { gid: owner, sealed });
    } else if (roll < 0.6 || model.submissions.size === 0) {
      submitId += 1;
      const uid = pick([...people, `owner${gid}`]);
      const kind = pick(['contest', 'contest', 'groupProblem', 'practice', 'virtual'] as const);
      const cids = [...model.contests.keys()];
      const cid = kind === 'contest' && cids.length > 0 ? pick(cids) : 0;
      const pid = 1 + Math.floor(random() * 4);
      await store.append(
        `submission-${submitId}`,
        [
          {
            type: 'SubmissionCreated',
            data: {
              submitId,
              pid,
              displayPid: `P${pid}`,
              uid,
              username: username(uid),
              language: 'C++',
              code: 'x',
              cid,
              ...(kind === 'virtual' ? { virtual: { cid: 99 } } : {}),
              ...(kind === 'groupProblem' ? { gid } : {}),
              ip: '',
            },
          },
        ],
        { expectedVersion: 'no_stream' },
      );
      const owner = kind === 'groupProblem' ? gid : cid > 0 ? (model.contests.get(cid)?.gid ?? null) : null;
      model.submissions.set(submitId, {
        uid,
        gid: kind === 'virtual' ? null : owner,
        cid,
        pid,
        status: null,
        score: null,
      });
    } else {
      const id = pick([...model.submissions.keys()]);
      const s = model.submissions.get(id);
      if (!s) continue;
      const drawn = await appendRandomVerdictChange(store, id, random, {
        scores: [null, 0, 30, 70, 100],
        manualScore: 50,
      });
      s.status = drawn.status;
      s.score = drawn.score;
    }
  }
}

/** A group's rank as a recompute from the history gives it (members only; a problem's best score). */
function naiveRank(model: Model, gid: number) {
  const members = [...(model.roles.get(gid) ?? new Map<string, number>())].filter(([, role]) => role >= 3);
  const rows = members.map(([uid]) => {
    const mine = [...model.submissions.values()].filter((s) => s.gid === gid && s.uid === uid);
    // A verdict under its contest's seal stays out of the rank; the submission still counts as made.
    const judged = mine.filter((s) => s.status !== null && !(s.cid > 0 && model.contests.get(s.cid)?.sealed));
    const pids = new Set(judged.map((s) => s.pid));
    const best = [...pids].map((pid) =>
      Math.max(0, ...judged.filter((s) => s.pid === pid).map((s) => s.score ?? (s.status === 0 ? 100 : 0))),
    );
    return {
      username: username(uid),
      ac: new Set(judged.filter((s) => s.status === 0).map((s) => s.pid)).size,
      total: mine.length,
      score: best.reduce((a, b) => a + b, 0),
    };
  });
  const byName = (a: { username: string }, b: { username: string }) =>
    a.username < b.username ? -1 : a.username > b.username ? 1 : 0;
  const none = (r: { total: number }) => (r.total === 0 ? 1 : 0);
  return {
    acm: [...rows].sort((a, b) => none(a) - none(b) || b.ac - a.ac || a.total - b.total || byName(a, b)),
    oi: [...rows].sort(
      (a, b) => none(a) - none(b) || b.score - a.score || b.ac - a.ac || a.total - b.total || byName(a, b),
    ),
  };
}

async function caughtUp() {
  const { rows } = await sql<{ last: string }>`select max(global_position) as last from events`.execute(
    store.db,
  );
  const last = Number(rows[0]?.last ?? 0);
  await until(async () => {
    const [lag] = await projectionLag(store.db.withTables<ProjectorTables>(), [groupRanksProjection.name]);
    return (lag?.position ?? 0) >= last;
  });
}

async function snapshot() {
  const db = store.db.withTables<ProjectorTables & GroupRanksTables & UsersTables>();
  const page = { currentPage: 1, limit: 1000 };
  const strip = (r: { username: string; ac: number; total: number; score: number }) => ({
    username: r.username,
    ac: r.ac,
    total: r.total,
    score: r.score,
  });
  const ranks = await Promise.all(
    GIDS.map(async (gid) => ({
      acm: (await groupRankPage(db, gid, 'acm', page)).rows.map(strip),
      oi: (await groupRankPage(db, gid, 'oi', page)).rows.map(strip),
    })),
  );
  return {
    ranks,
    submissions: await db.selectFrom('group_submissions').selectAll().orderBy('submit_id').execute(),
    problems: await db
      .selectFrom('group_rank_user_problems')
      .selectAll()
      .where((eb) => eb.or([eb('accepted', '>', 0), eb('best_score', '>', 0)]))
      .orderBy('gid')
      .orderBy('uid')
      .orderBy('pid')
      .execute(),
  };
}

describe('the group-ranks read model', () => {
  it('equals a rebuild and a naive recompute after random event sequences', async () => {
    const projector = startProjector([groupRanksProjection], {
      store,
      connectionString: database.url,
      onError: (name, error) => console.error('PROJECTOR', name, error),
    });
    const model: Model = { roles: new Map(), contests: new Map(), submissions: new Map() };
    try {
      for (const [round, seed] of [13, 31].entries()) {
        await randomHistory(seed, 150, model, 1000 * (round + 1));
        await caughtUp();
        const live = await snapshot();
        for (const [i, gid] of GIDS.entries()) {
          const naive = naiveRank(model, gid);
          expect(live.ranks[i]?.acm).toEqual(naive.acm);
          expect(live.ranks[i]?.oi).toEqual(naive.oi);
        }
        // Not a vacuous comparison: members ranked with solved problems and scores, other submissions left out.
        expect(live.ranks.some((r) => r.acm.some((row) => row.ac > 0))).toBe(true);
        expect(live.ranks.some((r) => r.oi.some((row) => row.score > 0))).toBe(true);
        expect(live.submissions.length).toBeGreaterThan(0);
        expect(live.submissions.length).toBeLessThan(model.submissions.size);
        await resetProjection(store.db.withTables<ProjectorTables>(), groupRanksProjection);
        await caughtUp();
        expect(await snapshot()).toEqual(live);
      }
    } finally {
      await projector.stop();
    }
  });
});
