/**
 * Reply -> the quoted user's badge: with `clients` users connected (each its own socket in its own
 * `messages:<uid>` room, as the bell), root replies to one user's comment at a time, paced, and the
 * delay runs from sending POST /api/reply to that user's socket showing an unread reply. The API
 * server and the projector run in processes of their own, the clients in a third.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEventStore, handleCommand, type ProductEvent, productCatalogue } from '@oj/events';
import { awaitProjection, type ProjectorTables } from '@oj/projections';
import { siteDecider } from '@oj/server';
import { z } from 'zod';
import { BenchChild, cpuMs, LOAD_GENERATOR_NICENESS, START_TIMEOUT_MS } from '../events/ipc';
import { monotonicMs, paced, range, type Summary, summarize } from '../events/stats';
import { api, inPool, registerUsers } from '../verdicts/workload';

export interface Sizes {
  clients: number;
  repetitions: number;
  repliesPerRepetition: number;
  ratePerSecond: number;
}
export const FULL: Sizes = { clients: 2000, repetitions: 5, repliesPerRepetition: 20, ratePerSecond: 10 };
export const QUICK: Sizes = { clients: 20, repetitions: 2, repliesPerRepetition: 5, ratePerSecond: 10 };

/** The spec's poll of the unread counts (the bell polls only while its room is not live). */
export const SPEC_POLL_MS = 120_000;
const CONNECT_BATCH = 100;

export interface ReplyBadgeResult {
  sizes: Sizes;
  /** Per repetition: the delays' summary. */
  repetitions: Summary[];
  missing: number;
  disconnects: number;
  clientsCpuMs: number;
  setupSeconds: number;
}

const collected = z.object({ delays: z.array(z.number()), missing: z.number(), disconnects: z.number() });

/** Discussions open, and no accepted problem needed to comment. */
async function openComments(store: ReturnType<typeof createEventStore<ProductEvent>>) {
  const site = await handleCommand(store, 'site', siteDecider, {
    type: 'ChangeSwitches',
    changes: { openPublicDiscussion: true, defaultCreateCommentACInitValue: 0 },
  });
  const db = store.db.withTables<ProjectorTables>();
  await awaitProjection(db, 'site-settings', site.positions.at(-1) ?? 0, 60_000);
}

export async function measureReplyBadge(
  databaseUrl: string,
  sizes: Sizes,
  progress: (line: string) => void,
): Promise<ReplyBadgeResult> {
  const started = monotonicMs();
  const store = createEventStore<ProductEvent>({
    connectionString: databaseUrl,
    catalogue: productCatalogue,
    poolSize: 4,
  });
  const filesDir = await mkdtemp(path.join(tmpdir(), 'oj-bench-files-'));
  const processFile = new URL('../verdicts/productProcess.ts', import.meta.url);
  const projector = new BenchChild('projector', processFile);
  const server = new BenchChild('server', processFile);
  const clients = new BenchChild(
    'badge clients',
    new URL('./badgeClients.ts', import.meta.url),
    {},
    LOAD_GENERATOR_NICENESS,
  );
  try {
    const [, { url }] = await Promise.all([
      projector.request('startProjector', { databaseUrl }, z.unknown(), START_TIMEOUT_MS),
      server.request(
        'startServer',
        { databaseUrl, judgeToken: 'reply-bench-judge-token', filesDir },
        z.object({ url: z.string() }),
        START_TIMEOUT_MS,
      ),
    ]);
    const { uids, rootUid } = await registerUsers(store, sizes.clients);
    await openComments(store);
    const { tokens } = await server.request(
      'issueTokens',
      { uids: [...uids, rootUid] },
      z.object({ tokens: z.array(z.string()) }),
      60_000,
    );
    const rootToken = tokens.at(-1) ?? '';
    const users = uids.map((uid, i) => ({ uid, token: tokens[i] ?? '' }));
    const [category] = z
      .array(z.object({ id: z.number() }))
      .parse(await api(url, 'POST', '/api/discussion-category', rootToken, [{ name: 'Bench' }]));
    const discussion = z.object({ id: z.number() }).parse(
      await api(url, 'POST', '/api/discussion', rootToken, {
        title: 'Reply bench',
        description: 'Every user comments once',
        content: 'Replies go to the quoted users.',
        categoryId: category?.id,
      }),
    );
    // One comment by each quoted user (a repetition's replies go to users not replied to before).
    const quoted = range((sizes.repetitions + 1) * sizes.repliesPerRepetition).map((i) => i % sizes.clients);
    const commentIds = await inPool([...new Set(quoted)], 8, async (index) => {
      const data = await api(url, 'POST', '/api/comment', users[index]?.token ?? '', {
        did: discussion.id,
        content: `Comment ${index}`,
      });
      return { index, id: z.object({ id: z.number() }).parse(data).id };
    });
    const commentOf = new Map(commentIds.map((c) => [c.index, c.id]));
    const connected = await clients.request(
      'start',
      { url, users, batch: CONNECT_BATCH },
      z.object({ clients: z.number(), seconds: z.number() }),
      120_000,
    );
    const setupSeconds = (monotonicMs() - started) / 1000;
    progress(
      `  ${connected.clients} clients connected in ${connected.seconds.toFixed(1)} s; set up in ${setupSeconds.toFixed(1)} s`,
    );

    let next = 0;
    const repetition = async () => {
      await clients.request('quiet', { quietMs: 300, timeoutMs: 10_000 }, z.unknown(), 15_000);
      const targets = range(sizes.repliesPerRepetition).map(() => quoted[next++] ?? 0);
      const sentAt: Record<string, number> = {};
      await paced(targets.length, sizes.ratePerSecond, async (i) => {
        const target = targets[i] ?? 0;
        const uid = users[target]?.uid ?? '';
        sentAt[uid] = monotonicMs();
        await api(url, 'POST', '/api/reply', rootToken, {
          reply: { commentId: commentOf.get(target), content: `Reply to ${target}` },
        });
      });
      return clients.request('collect', { sentAt, timeoutMs: 10_000 }, collected, 20_000);
    };
    await repetition(); // warm-up (JIT, connections), measured the same way and dropped
    const before = await clients.sample();
    const repetitions: Summary[] = [];
    let missing = 0;
    let disconnects = 0;
    for (let r = 0; r < sizes.repetitions; r++) {
      const got = await repetition();
      missing += got.missing;
      disconnects = got.disconnects;
      const summary = summarize(got.delays);
      repetitions.push(summary);
      progress(
        `  #${r + 1}: median ${summary.median.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms` +
          (got.missing > 0 ? `; MISSING ${got.missing}` : ''),
      );
    }
    const after = await clients.sample();
    return { sizes, repetitions, missing, disconnects, clientsCpuMs: cpuMs(before, after), setupSeconds };
  } finally {
    await clients.stop();
    await server.stop();
    await projector.stop();
    await store.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}
