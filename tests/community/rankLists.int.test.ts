import { createEventStore, type EventStore, type ProductEvent, productCatalogue } from '@oj/events';
import {
  type HomeTables,
  homeProjection,
  type ProjectorTables,
  projectionLag,
  type RanksTables,
  rankListPage,
  rankListsProjection,
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

// Property: after any sequence of account, submission and home events, the rank lists and the home
// read models equal both a rebuild from the events and a naive recompute from every submission.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: EventStore<ProductEvent>;
const projections = [rankListsProjection, homeProjection];

beforeAll(async () => {
  database = await createTestDatabase();
  store = createEventStore({ connectionString: database.url, catalogue: productCatalogue });
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

interface Model {
  users: Map<string, { username: string; nickname: string; banned: boolean }>;
  submissions: Map<
    number,
    { uid: string; pid: number; practice: boolean; status: number | null; score: number | null; day: string }
  >;
  carousel: Set<number>;
  lastImage: number;
}

/** Appends `count` random events and keeps the naive model of what they mean. */
async function randomHistory(seed: number, count: number, model: Model, idBase: number) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const uids = () => [...model.users.keys()];
  const day = Date.parse('2026-11-20T12:00:00Z');
  let submitId = idBase;
  for (let i = 0; i < count; i++) {
    const roll = random();
    const at = new Date(day + Math.floor(random() * 7) * 86_400_000).toISOString();
    if (model.users.size < 3 || roll < 0.08) {
      const uid = `u${seed}x${model.users.size}`;
      const username = `user${seed}x${model.users.size}`;
      await store.append(
        `user-${uid}`,
        [
          {
            type: 'UserRegistered',
            data: { uid, username, email: `${username}@example.com`, passwordHash: 'h', roleCode: 1002 },
          },
        ],
        { expectedVersion: 'no_stream' },
      );
      model.users.set(uid, { username, nickname: '', banned: false });
    } else if (roll < 0.12) {
      const uid = pick(uids());
      const user = model.users.get(uid);
      if (!user) continue;
      const banned = !user.banned;
      await store.append(
        `user-${uid}`,
        [banned ? { type: 'UserBanned', data: { reason: 'x' } } : { type: 'UserUnbanned', data: {} }],
        {
          expectedVersion: 'any',
        },
      );
      user.banned = banned;
    } else if (roll < 0.15) {
      const uid = pick(uids());
      const nickname = pick(['Ace', 'Bee', 'Cat', '']);
      await store.append(`user-${uid}`, [{ type: 'UserProfileChanged', data: { changes: { nickname } } }], {
        expectedVersion: 'any',
      });
      const user = model.users.get(uid);
      if (user) user.nickname = nickname;
    } else if (roll < 0.5 || model.submissions.size === 0) {
      submitId += 1;
      const uid = pick(uids());
      const kind = pick(['practice', 'practice', 'practice', 'contest', 'virtual'] as const);
      const pid = 1 + Math.floor(random() * 5);
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
              username: model.users.get(uid)?.username ?? uid,
              language: 'C++',
              code: 'x',
              cid: kind === 'contest' ? 7 : 0,
              ...(kind === 'virtual' ? { virtual: { cid: 7 } } : {}),
              ip: '',
            },
          },
        ],
        { expectedVersion: 'no_stream', metadata: { at } },
      );
      model.submissions.set(submitId, {
        uid,
        pid,
        practice: kind === 'practice',
        status: null,
        score: null,
        day: at.slice(0, 10),
      });
    } else if (roll < 0.9) {
      const id = pick([...model.submissions.keys()]);
      const s = model.submissions.get(id);
      if (!s) continue;
      const drawn = await appendRandomVerdictChange(store, id, random, {
        scores: [null, 0, 3, 7, 10],
        manualScore: 5,
      });
      s.status = drawn.status;
      // A manual judgement gives no rank score (that needs the problem's difficulty).
      s.score = drawn.manual ? null : drawn.score;
    } else if (roll < 0.96) {
      model.lastImage += 1;
      const file = `${model.lastImage.toString(16).padStart(64, '0')}.webp`;
      await store.append('home', [{ type: 'HomeCarouselImageAdded', data: { id: model.lastImage, file } }], {
        expectedVersion: 'any',
      });
      model.carousel.add(model.lastImage);
    } else if (model.carousel.size > 0) {
      const id = pick([...model.carousel]);
      await store.append('home', [{ type: 'HomeCarouselImageRemoved', data: { id } }], {
        expectedVersion: 'any',
      });
      model.carousel.delete(id);
    } else {
      await store.append(
        'home',
        [{ type: 'HomeExamsSet', data: { exams: [{ name: `E${i}`, date: at.slice(0, 10) }] } }],
        {
          expectedVersion: 'any',
        },
      );
    }
  }
}

/** The lists as a recompute from every submission gives them: what the read model must equal. */
function naiveLists(model: Model) {
  const rows = [...model.users].map(([uid, user]) => {
    const mine = [...model.submissions.values()].filter((s) => s.practice && s.uid === uid);
    const pids = new Set(mine.map((s) => s.pid));
    const best = [...pids].map((pid) =>
      Math.max(0, ...mine.filter((s) => s.pid === pid).map((s) => s.score ?? 0)),
    );
    return {
      uid,
      username: user.username,
      nickname: user.nickname,
      banned: user.banned,
      ac: new Set(mine.filter((s) => s.status === 0).map((s) => s.pid)).size,
      total: mine.length,
      score: best.reduce((a, b) => a + b, 0),
    };
  });
  const listed = rows.filter((r) => !r.banned && r.total > 0);
  const byName = (a: { username: string }, b: { username: string }) =>
    a.username < b.username ? -1 : a.username > b.username ? 1 : 0;
  const acm = [...listed].sort((a, b) => b.ac - a.ac || a.total - b.total || byName(a, b));
  const oi = [...listed].sort(
    (a, b) => b.score - a.score || b.ac - a.ac || a.total - b.total || byName(a, b),
  );
  const days = new Map<string, number>();
  for (const s of model.submissions.values())
    if (s.practice) days.set(`${s.day}/${s.status ?? 5}`, (days.get(`${s.day}/${s.status ?? 5}`) ?? 0) + 1);
  return { acm, oi, days };
}

/** Every appended event folded: the checkpoints at the last stored position (nothing else appends). */
async function caughtUp() {
  const { rows } = await sql<{ last: string }>`select max(global_position) as last from events`.execute(
    store.db,
  );
  const last = Number(rows[0]?.last ?? 0);
  await until(async () => {
    const lags = await projectionLag(
      store.db.withTables<ProjectorTables>(),
      projections.map((p) => p.name),
    );
    return lags.every((lag) => lag.position >= last);
  });
}

async function snapshot() {
  const db = store.db.withTables<ProjectorTables & RanksTables & HomeTables & UsersTables>();
  const read = (kind: 'acm' | 'oi') =>
    rankListPage(db, kind, { currentPage: 1, limit: 1000 }).then((p) =>
      p.rows.map((r) => ({
        rank: r.rank,
        username: r.username,
        nickname: r.nickname,
        ac: r.ac,
        total: r.total,
        score: r.score,
      })),
    );
  return {
    acm: await read('acm'),
    oi: await read('oi'),
    users: await db.selectFrom('rank_users').selectAll().orderBy('uid').execute(),
    problems: await db.selectFrom('rank_user_problems').selectAll().orderBy('uid').orderBy('pid').execute(),
    days: await db
      .selectFrom('daily_submission_counts')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'status', 'count'])
      .where('count', '>', 0)
      .orderBy('day')
      .orderBy('status')
      .execute(),
    carousel: await db.selectFrom('home_carousel').select(['id', 'file']).orderBy('id').execute(),
    exams: await db.selectFrom('home_exams').select(['seq', 'name']).orderBy('seq').execute(),
  };
}

describe('the rank lists and home read models', () => {
  it('equal a rebuild and a naive recompute after random event sequences', async () => {
    // The users read model is joined for avatars; the lists need no other projection.
    const projector = startProjector([...projections], {
      store,
      connectionString: database.url,
      onError: (name, error) => console.error('PROJECTOR', name, error),
    });
    const model: Model = { users: new Map(), submissions: new Map(), carousel: new Set(), lastImage: 0 };
    try {
      for (const [round, seed] of [11, 29, 47].entries()) {
        await randomHistory(seed, 120, model, 1000 * (round + 1));
        await caughtUp();
        const live = await snapshot();
        const naive = naiveLists(model);
        const strip = (r: {
          username: string;
          nickname: string;
          ac: number;
          total: number;
          score: number;
        }) => ({
          username: r.username,
          nickname: r.nickname,
          ac: r.ac,
          total: r.total,
          score: r.score,
        });
        // Not a vacuous comparison: listed users, a banned one left off, solved problems and scores.
        expect(live.acm.length).toBeGreaterThan(3);
        expect(live.users.length).toBeGreaterThan(live.acm.length);
        expect(live.acm.some((r) => r.ac > 0) && live.oi.some((r) => r.score > 0)).toBe(true);
        expect(live.acm.map(strip)).toEqual(naive.acm.map(strip));
        expect(live.oi.map(strip)).toEqual(naive.oi.map(strip));
        expect(live.acm.map((r) => r.rank)).toEqual(live.acm.map((_, i) => i + 1));
        expect(Object.fromEntries(live.days.map((d) => [`${d.day}/${d.status}`, d.count]))).toEqual(
          Object.fromEntries(naive.days),
        );
        expect(live.carousel.map((c) => c.id)).toEqual([...model.carousel].sort((a, b) => a - b));
        for (const projection of projections)
          await resetProjection(store.db.withTables<ProjectorTables>(), projection);
        await caughtUp();
        expect(await snapshot()).toEqual(live);
      }
    } finally {
      await projector.stop();
    }
  });
});
