import { createEventStore, type ProductEvent, productCatalogue } from '@oj/events';
import {
  LIVE_CHANNEL,
  type RanksTables,
  RECENT_AC_TOPIC,
  rankListPage,
  rankListsProjection,
  rankListTopic,
  STATUS_TOPIC,
  startProjector,
  submissionsProjection,
  type UsersTables,
} from '@oj/projections';
import { sql } from 'kysely';
import pg from 'pg';
import { seededRandom } from '../../support/seededRandom';
import { monotonicMs, summarize } from '../events/stats';

export interface RankBenchSizes {
  users: number;
  submissions: number;
  problems: number;
  reads: number;
  verdicts: number;
  repetitions: number;
}
export const FULL: RankBenchSizes = {
  users: 100_000,
  submissions: 400_000,
  problems: 200,
  reads: 60,
  verdicts: 60,
  repetitions: 5,
};
export const QUICK: RankBenchSizes = {
  users: 2_000,
  submissions: 8_000,
  problems: 20,
  reads: 10,
  verdicts: 5,
  repetitions: 2,
};

type Say = (line: string) => void;

/**
 * The rank list at `users` users: a page read through the read model (an index range, places by
 * offset) against the reference's way, a recompute from every practice submission per request; and
 * verdict -> the rank rooms' change pushed (the `rank:acm` and `rank:recent-ac` NOTIFYs), against
 * the `status` room's push of the same verdict by the submissions projection in the same projector.
 */
export async function measureRanks(url: string, sizes: RankBenchSizes, say: Say) {
  const store = createEventStore({ connectionString: url, catalogue: productCatalogue });
  const db = store.db.withTables<RanksTables & UsersTables>();
  try {
    const loadStarted = monotonicMs();
    await load(store.db, sizes);
    say(
      `  loaded ${sizes.users} users, ${sizes.submissions} submissions in ${((monotonicMs() - loadStarted) / 1000).toFixed(1)} s`,
    );
    const pages = Math.ceil(sizes.users / 30);
    const random = seededRandom(7);
    const reads = { ours: [] as number[], recompute: [] as number[] };
    for (let r = 0; r < sizes.repetitions; r++) {
      const ours: number[] = [];
      const recompute: number[] = [];
      for (let i = 0; i < sizes.reads; i++) {
        const currentPage = 1 + Math.floor(random() * pages);
        let started = monotonicMs();
        await rankListPage(db, 'acm', { currentPage, limit: 30 });
        ours.push(monotonicMs() - started);
        started = monotonicMs();
        await recomputePage(store.db, currentPage);
        recompute.push(monotonicMs() - started);
      }
      reads.ours.push(summarize(ours).p99);
      reads.recompute.push(summarize(recompute).p99);
      say(
        `  page read p99 ${summarize(ours).p99.toFixed(1)} ms vs recompute ${summarize(recompute).p99.toFixed(0)} ms`,
      );
    }
    const pushes = await measurePushes(store, url, sizes, say);
    return { reads, pushes };
  } finally {
    await store.close();
  }
}

/**
 * Fills the rank tables by SQL as the projection folds them (the property test proves the fold equals
 * this recompute): submissions over the last 60 days, then the per-problem and per-user sums.
 */
async function load(db: ReturnType<typeof createEventStore>['db'], s: RankBenchSizes) {
  await sql`insert into rank_submissions (submit_id, uid, pid, status, oi_rank_score, submit_time)
    select i, 'u' || (i % ${s.users}), 1 + (i * 7919) % ${s.problems},
      case when (i * 31) % 10 < 4 then 0 else -1 end, (i * 13) % 11,
      now() - ((i % 600) * interval '2.4 hours')
    from generate_series(1::bigint, ${s.submissions}::bigint) as i`.execute(db);
  await sql`insert into rank_user_problems (uid, pid, accepted, best_score)
    select uid, pid, count(*) filter (where status = 0), coalesce(max(oi_rank_score), 0)
    from rank_submissions group by uid, pid`.execute(db);
  await sql`insert into rank_users (uid, username, ac, total, score)
    select 'u' || i, 'user' || i,
      (select count(*) from rank_user_problems p where p.uid = 'u' || i and p.accepted > 0),
      (select count(*) from rank_submissions s where s.uid = 'u' || i),
      (select coalesce(sum(best_score), 0) from rank_user_problems p where p.uid = 'u' || i)
    from generate_series(0, ${s.users - 1}) as i`.execute(db);
  await sql`analyze rank_users`.execute(db);
  await sql`analyze rank_submissions`.execute(db);
  await sql`analyze rank_user_problems`.execute(db);
}

/** The reference's way: group every practice submission by user, sort, page. */
function recomputePage(db: ReturnType<typeof createEventStore>['db'], currentPage: number) {
  return sql`select uid, count(distinct pid) filter (where status = 0) as ac, count(*) as total
    from rank_submissions group by uid
    order by ac desc, total asc, uid
    offset ${(currentPage - 1) * 30} limit 30`.execute(db);
}

/** Verdicts appended one at a time; each one's NOTIFY per topic timed from its append's commit. */
async function measurePushes(
  store: ReturnType<typeof createEventStore<ProductEvent>>,
  url: string,
  sizes: RankBenchSizes,
  say: Say,
) {
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await listener.query(`listen ${LIVE_CHANNEL}`);
  const heard = new Map<string, number>();
  listener.on('notification', (n) => {
    const notice = JSON.parse(n.payload ?? '{}') as { topic?: string; position?: number };
    if (notice.topic) heard.set(`${notice.topic}@${notice.position}`, monotonicMs());
  });
  const projector = startProjector([rankListsProjection, submissionsProjection], {
    store,
    connectionString: url,
  });
  await projector.caughtUp;
  const topics = { acm: rankListTopic('acm'), recentAc: RECENT_AC_TOPIC, status: STATUS_TOPIC };
  const names = ['acm', 'recentAc', 'status'] as const;
  const results = { acm: [] as number[], recentAc: [] as number[], status: [] as number[] };
  const random = seededRandom(11);
  try {
    for (let r = 0; r < sizes.repetitions; r++) {
      const samples = { acm: [] as number[], recentAc: [] as number[], status: [] as number[] };
      for (let i = 0; i < sizes.verdicts; i++) {
        const submitId = 10_000_000 + r * 100_000 + i;
        const user = Math.floor(random() * sizes.users);
        await store.append(
          `submission-${submitId}`,
          [
            {
              type: 'SubmissionCreated',
              data: {
                submitId,
                pid: 1 + (i % sizes.problems),
                displayPid: 'P',
                uid: `u${user}`,
                username: `user${user}`,
                language: 'C++',
                code: 'x',
                cid: 0,
                ip: '',
              },
            },
          ],
          { expectedVersion: 'no_stream' },
        );
        const started = monotonicMs();
        const judged = await store.append(
          `submission-${submitId}`,
          [
            {
              type: 'SubmissionJudged',
              data: {
                round: 1,
                leaseId: 'bench',
                status: 0,
                score: null,
                oiRankScore: null,
                time: 1,
                memory: 1,
                errorMessage: '',
                systemError: null,
                judger: 'bench',
              },
            },
          ],
          { expectedVersion: 1 },
        );
        const position = Number(judged.positions.at(-1));
        const deadline = started + 30_000;
        const heardAll = () => names.every((name) => heard.has(`${topics[name]}@${position}`));
        while (!heardAll() && monotonicMs() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 1));
        for (const name of names)
          samples[name].push((heard.get(`${topics[name]}@${position}`) ?? deadline) - started);
      }
      for (const name of names) results[name].push(summarize(samples[name]).p99);
      const last = (name: (typeof names)[number]) => results[name].at(-1)?.toFixed(1);
      say(
        `  verdict -> push p99: rank:acm ${last('acm')} ms, rank:recent-ac ${last('recentAc')} ms, status ${last('status')} ms`,
      );
    }
  } finally {
    await projector.stop();
    await listener.end();
  }
  return results;
}
