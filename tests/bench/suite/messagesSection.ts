import { randomUUID } from 'node:crypto';
import { createEventStore, productCatalogue } from '@oj/events';
import {
  awaitProjection,
  messagesProjection,
  type ProjectorTables,
  resetProjection,
  startProjector,
} from '@oj/projections';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { seededRandom } from '../../support/seededRandom';
import { openBenchDatabase } from '../events/benchDatabase';
import { monotonicMs, summarize } from '../events/stats';
import type { Say, SectionResult } from './sections';

// One rebuild of 200,000 events takes minutes (as the board line, one repetition); the notice runs three.
const FULL = { users: 20_000, discussions: 2_000, messageEvents: 200_000, repetitions: 1 };
const QUICK = { users: 200, discussions: 20, messageEvents: 2_000, repetitions: 2 };

interface Row {
  stream: string;
  version: number;
  type: string;
  data: unknown;
}

const uidOf = (n: number) => `bench${n.toString(16).padStart(8, '0')}`;

/**
 * A message centre's log: users, discussions, then `messageEvents` events that make or read messages
 * (likes, notices to a few named users, notices to all, lists read, cleans), seeded so every run is alike.
 */
function* messageLog(size: typeof FULL): Generator<Row> {
  const next = seededRandom(19);
  const pick = (n: number) => Math.floor(next() * n);
  for (let u = 0; u < size.users; u++)
    yield {
      stream: `user-${uidOf(u)}`,
      version: 1,
      type: 'UserRegistered',
      data: {
        uid: uidOf(u),
        username: `b${u}`,
        email: `b${u}@example.com`,
        passwordHash: 'x',
        roleCode: u === 0 ? 1000 : 1002,
      },
    };
  for (let d = 1; d <= size.discussions; d++)
    yield {
      stream: `discussion-${d}`,
      version: 1,
      type: 'DiscussionCreated',
      data: {
        id: d,
        fields: {
          title: `D${d}`,
          description: 'd',
          content: 'c',
          categoryId: 1,
          pid: null,
          topPriority: false,
        },
        author: { uid: uidOf(pick(size.users)), username: 'x' },
      },
    };
  const versions = new Map<string, number>();
  const version = (stream: string) => {
    const v = (versions.get(stream) ?? 1) + 1;
    versions.set(stream, v);
    return v;
  };
  let notice = 0;
  for (let e = 0; e < size.messageEvents; e++) {
    const roll = next();
    const uid = uidOf(pick(size.users));
    if (roll < 0.6) {
      const did = 1 + pick(size.discussions);
      const stream = `discussion-${did}`;
      yield { stream, version: version(stream), type: 'DiscussionLiked', data: { id: did, uid } };
    } else if (roll < 0.7) {
      notice += 1;
      const all = next() < 0.05;
      const recipients = all ? [] : Array.from({ length: 1 + pick(5) }, () => uidOf(pick(size.users)));
      yield {
        stream: `notice-${notice}`,
        version: 1,
        type: 'NoticeSent',
        data: {
          id: notice,
          title: `Notice ${notice}`,
          content: 'Bench',
          audience: all ? 'all' : 'users',
          recipients,
          author: { uid: uidOf(0), username: 'b0' },
        },
      };
    } else {
      const stream = `messages-${uid}`;
      const kind = next() < 0.7 ? 'like' : 'sys';
      const cleaning = roll > 0.97;
      yield {
        stream,
        version: version(stream),
        type: cleaning ? 'MessagesCleaned' : 'MessagesRead',
        data: cleaning ? { uid, kind, id: null, upTo: 1 + e } : { uid, kind, upTo: 1 + e },
      };
    }
  }
}

async function load(url: string, size: typeof FULL): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let loaded = 0;
  let chunk: Row[] = [];
  const at = new Date().toISOString();
  const flush = async () => {
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
        checked.map(() =>
          JSON.stringify({ actorUid: null, ip: null, correlationId: randomUUID(), causationId: null, at }),
        ),
      ],
    );
    loaded += chunk.length;
    chunk = [];
  };
  try {
    for (const row of messageLog(size)) {
      chunk.push(row);
      if (chunk.length >= 10_000) await flush();
    }
    if (chunk.length > 0) await flush();
    return loaded;
  } finally {
    await client.end();
  }
}

/**
 * The unread projection (`messages`) rebuilt from position 0 over a log of message events, beside
 * reading and decoding the same events only (as the other rebuild lines).
 */
export async function messagesSection(quick: boolean, say: Say): Promise<SectionResult> {
  const size = quick ? QUICK : FULL;
  const database = await openBenchDatabase();
  const store = createEventStore({
    connectionString: database.url,
    catalogue: productCatalogue,
    poolSize: 4,
  });
  try {
    const events = await load(database.url, size);
    say(`  loaded ${events.toLocaleString('en')} events`);
    const rebuilds: number[] = [];
    const decodes: number[] = [];
    for (let i = 0; i < size.repetitions; i++) {
      decodes.push(events / (await decodeOnly(store)));
      rebuilds.push(events / (await rebuild(store, database.url)));
      say(`  rebuild ${i + 1}: ${Math.round(rebuilds.at(-1) ?? 0)} events/s`);
    }
    const { broadcast, perUser } = await noticeToAll(store, database.url, size);
    say(
      `  notice to all ${size.users} users: ${Math.round(summarize(broadcast).median)} ms broadcast, ${Math.round(summarize(perUser).median)} ms a row per user`,
    );
    const spread = (values: number[]) => {
      const s = summarize(values);
      return { min: s.min, median: s.median, max: s.max };
    };
    return {
      figures: [
        {
          measure: `unread projection rebuild, ${size.messageEvents.toLocaleString('en')} message events`,
          unit: 'events/s',
          ours: spread(rebuilds),
          baseline: spread(decodes),
          baselineIs: 'read + decode only',
          better: 'higher',
        },
        {
          measure: `notice to all ${size.users.toLocaleString('en')} users, append -> folded`,
          unit: 'ms',
          ours: spread(broadcast),
          baseline: spread(perUser),
          baselineIs: 'the same notice as a row per user',
          better: 'lower',
        },
      ],
      loadGeneratorCpu: [],
    };
  } finally {
    await store.close();
    await database.close();
  }
}

async function decodeOnly(store: ReturnType<typeof createEventStore>): Promise<number> {
  const started = monotonicMs();
  let after = 0;
  for (;;) {
    const page = await store.readAll({ after: after as never, limit: 1000 });
    const last = page.at(-1);
    if (!last) break;
    after = last.position;
  }
  return (monotonicMs() - started) / 1000;
}

async function rebuild(store: ReturnType<typeof createEventStore>, url: string): Promise<number> {
  const db = store.db.withTables<ProjectorTables>() as Kysely<ProjectorTables>;
  await resetProjection(db, messagesProjection);
  const started = monotonicMs();
  const projector = startProjector([messagesProjection], { store, connectionString: url, batchSize: 1000 });
  try {
    await projector.caughtUp;
    return (monotonicMs() - started) / 1000;
  } finally {
    await projector.stop();
  }
}

/**
 * A notice to every user, appended while the projector runs, until the read model shows it: as one
 * broadcast row (ours) against naming every user, which writes a message row and a count per user.
 */
async function noticeToAll(store: ReturnType<typeof createEventStore>, url: string, size: typeof FULL) {
  const db = store.db.withTables<ProjectorTables>() as Kysely<ProjectorTables>;
  const projector = startProjector([messagesProjection], { store, connectionString: url, batchSize: 1000 });
  const everyone = Array.from({ length: size.users }, (_, u) => uidOf(u));
  const broadcast: number[] = [];
  const perUser: number[] = [];
  try {
    await projector.caughtUp;
    for (let i = 0; i < 3; i++) {
      for (const [audience, times] of [
        ['all', broadcast],
        ['users', perUser],
      ] as const) {
        const id = 1_000_000 + i * 2 + (audience === 'all' ? 0 : 1);
        const started = monotonicMs();
        const { positions } = await store.append(
          `notice-${id}`,
          [
            {
              type: 'NoticeSent',
              data: {
                id,
                title: 'To everyone',
                content: 'Bench',
                audience,
                recipients: audience === 'all' ? [] : everyone,
                author: { uid: uidOf(0), username: 'b0' },
              },
            },
          ],
          { expectedVersion: 'no_stream' },
        );
        await awaitProjection(db, 'messages', positions.at(-1) ?? 0, 600_000);
        times.push(monotonicMs() - started);
      }
    }
    return { broadcast, perUser };
  } finally {
    await projector.stop();
  }
}
