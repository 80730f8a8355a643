import { randomUUID } from 'node:crypto';
import { type ContestFields, productCatalogue } from '@oj/events';
import pg from 'pg';
import { seededRandom } from '../../support/seededRandom';

export interface ContestSize {
  participants: number;
  problems: number;
  submissions: number;
}

export const CID = 1;
export const AUTHOR_UID = 'bench-author';
const MIN = 60_000;
const LABELS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const participantUid = (i: number) => `bench-u${String(i).padStart(6, '0')}`;
export const participantName = (i: number) => `team${String(i).padStart(6, '0')}`;
export const problemPid = (i: number) => 1001 + i;
export const displayIdOf = (i: number) => LABELS[i % LABELS.length] ?? 'A';

/** A running five-hour ACM contest with an open outside board (so anonymous sockets may watch it). */
export function benchContestFields(now: number): ContestFields {
  return {
    title: 'Scoreboard bench',
    description: 'Ten thousand teams',
    startTime: new Date(now - 4 * 60 * MIN).toISOString(),
    endTime: new Date(now + 60 * MIN).toISOString(),
    type: 0,
    auth: 0,
    pwd: '',
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    openRank: true,
    allowEndSubmit: false,
    openPrint: false,
    rankShowName: 'username',
    openAccountLimit: false,
    accountLimitRule: null,
    starAccount: [],
    oiRankScoreType: 'Recent',
    awardType: 1,
    awardConfigList: [
      { priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 10 },
      { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#ffffff', num: 20 },
      { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#ffffff', num: 30 },
    ],
    penaltyTime: 20,
    compileErrorPenalty: false,
    rankTimeUnit: 'second',
  };
}

interface Row {
  stream: string;
  version: number;
  type: string;
  data: unknown;
  at: number;
}

const VERDICTS = [0, 0, 0, -1, -1, -1, 1, 3, -2] as const;

/** The contest's own stream: created, problems added, everybody registered. */
function contestRows(size: ContestSize, now: number): Row[] {
  const stream = `contest-${CID}`;
  const at = now - 5 * 60 * MIN;
  const rows: Row[] = [
    {
      stream,
      version: 1,
      type: 'ContestCreated',
      data: {
        cid: CID,
        fields: benchContestFields(now),
        visible: true,
        gid: null,
        author: { uid: AUTHOR_UID, username: 'bench-author' },
      },
      at,
    },
  ];
  for (let p = 0; p < size.problems; p++) {
    const data = { pid: problemPid(p), displayId: displayIdOf(p), displayTitle: `Problem ${p}`, color: null };
    rows.push({ stream, version: rows.length + 1, type: 'ContestProblemAdded', data, at });
  }
  for (let i = 0; i < size.participants; i++) {
    const data = { uid: participantUid(i), username: participantName(i) };
    rows.push({ stream, version: rows.length + 1, type: 'ContestRegistered', data, at });
  }
  return rows;
}

/** Submission `submitId`'s stream: created at its time, judged a second later. */
export function submissionRows(
  submitId: number,
  team: number,
  problem: number,
  status: number,
  at: number,
): Row[] {
  const stream = `submission-${submitId}`;
  return [
    {
      stream,
      version: 1,
      type: 'SubmissionCreated',
      data: {
        submitId,
        pid: problemPid(problem),
        displayPid: displayIdOf(problem),
        uid: participantUid(team),
        username: participantName(team),
        language: 'C++',
        code: 'int main() { return 0; }',
        cid: CID,
        ip: '127.0.0.1',
      },
      at,
    },
    {
      stream,
      version: 2,
      type: 'SubmissionJudged',
      data: {
        round: 1,
        leaseId: `bench-${submitId}`,
        status,
        score: null,
        oiRankScore: null,
        time: 12,
        memory: 2048,
        errorMessage: '',
        systemError: null,
        judger: 'bench',
      },
      at: at + 1000,
    },
  ];
}

/**
 * Every event of the contest in time order: strong teams (low numbers) solve more and sooner.
 * Submission times are spread over the four hours the contest has run.
 */
export function* contestEvents(size: ContestSize, now: number): Generator<Row[]> {
  yield contestRows(size, now);
  const next = seededRandom(20261122);
  const start = now - 4 * 60 * MIN;
  const times = Array.from(
    { length: size.submissions },
    () => start + Math.floor(next() * (4 * 60 * MIN - MIN)),
  );
  times.sort((a, b) => a - b);
  for (let s = 0; s < size.submissions; s++) {
    const team = Math.floor(next() ** 1.5 * size.participants);
    const problem = Math.floor(next() * size.problems);
    const status = VERDICTS[Math.floor(next() * VERDICTS.length)] ?? -1;
    yield submissionRows(s + 1, team, problem, status, times[s] ?? start);
  }
}

/**
 * Loads the events with plain multi-row INSERTs, 10,000 per transaction: the store's own append is
 * measured by bench:events; here it would only make the seeding of 400,000 events slow. Each event is
 * checked against the product catalogue first, so the projector reads exactly what an append writes.
 */
export async function loadContest(databaseUrl: string, size: ContestSize, now: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let loaded = 0;
  let chunk: Row[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const checked = chunk.map((row) => ({ row, ...productCatalogue.validate(row) }));
    await client.query(
      `insert into events (transaction_id, event_id, stream_id, stream_version, type, schema_version, data, metadata)
       select pg_current_xact_id(), e.id, e.stream, e.version, e.type, e.schema, e.data, e.metadata
       from unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
         with ordinality as e(id, stream, version, type, schema, data, metadata, ord)
       order by e.ord`,
      [
        checked.map(() => randomUUID()),
        checked.map((c) => c.row.stream),
        checked.map((c) => c.row.version),
        checked.map((c) => c.row.type),
        checked.map((c) => c.version),
        checked.map((c) => JSON.stringify(c.data)),
        checked.map((c) =>
          JSON.stringify({
            actorUid: null,
            ip: null,
            correlationId: randomUUID(),
            causationId: null,
            at: new Date(c.row.at).toISOString(),
          }),
        ),
      ],
    );
    loaded += chunk.length;
    chunk = [];
  };
  try {
    for (const rows of contestEvents(size, now)) {
      chunk.push(...rows);
      if (chunk.length >= 10_000) await flush();
    }
    await flush();
    return loaded;
  } finally {
    await client.end();
  }
}
