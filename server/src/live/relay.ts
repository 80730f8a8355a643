import { LIVE_CHANNEL, type ProjectorTables } from '@oj/projections';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { z } from 'zod';

export interface LiveChangeMessage {
  id: number;
  topic: string;
  position: number;
  payload: unknown;
}

/** The projector's NOTIFY: the payload is left out when the whole notice would not fit in NOTIFY. */
const notice = z.object({
  id: z.number(),
  topic: z.string(),
  position: z.number(),
  payload: z.unknown().optional(),
});

/** After a lost LISTEN connection, changes this much older than the drop are sent again (clients dedup). */
const REPLAY_MARGIN_MS = 5000;

/**
 * Listens for projection changes and hands them, in commit order, to `deliver`. All deliveries and
 * every task passed to `serial` run one after another, which is what lets a join replay the room's
 * history and then go live without a gap: no change is delivered while a join is catching up.
 */
export class LiveRelay {
  private queue: Promise<unknown> = Promise.resolve();
  private client: pg.Client | undefined;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly db: Kysely<ProjectorTables>,
    /** May return a promise: the next change waits for it (a session re-check before later changes). */
    private readonly deliver: (change: LiveChangeMessage) => void | Promise<void>,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    await client.connect();
    client.on('notification', (n) => {
      if (n.payload) this.serial(() => this.relay(n.payload ?? '')).catch(() => undefined);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    await client.query(`listen ${LIVE_CHANNEL}`);
    this.client = client;
  }

  /** Runs `task` after every change already received has been delivered, and before the next one. */
  serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async stop(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
    await this.queue;
  }

  private async relay(raw: string): Promise<void> {
    try {
      const parsed: unknown = JSON.parse(raw);
      const change = notice.safeParse(parsed);
      if (!change.success) throw new Error(`malformed live change notice: ${raw.slice(0, 200)}`);
      if (typeof parsed === 'object' && parsed !== null && 'payload' in parsed) {
        await this.deliver({ ...change.data, payload: change.data.payload });
        return;
      }
      // Too big for NOTIFY: the projector left only the id.
      const row = await this.db
        .selectFrom('live_changes')
        .select(['id', 'topic', 'position', 'payload'])
        .where('id', '=', change.data.id)
        .executeTakeFirst();
      if (!row) throw new Error(`live change ${change.data.id} is announced but not stored`);
      await this.deliver(row);
    } catch (error) {
      this.log.error({ err: error }, 'could not relay a live change');
    }
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    const droppedAt = Date.now();
    this.log.warn({ err: error }, 'live relay lost its LISTEN connection; reconnecting');
    client.end().catch(() => undefined);
    const retry = () => {
      if (this.closed) return;
      this.start()
        .then(() => this.serial(() => this.replaySince(droppedAt - REPLAY_MARGIN_MS)))
        .catch(() => setTimeout(retry, 1000));
    };
    setTimeout(retry, 250);
  }

  private async replaySince(since: number): Promise<void> {
    const rows = await this.db
      .selectFrom('live_changes')
      .select(['id', 'topic', 'position', 'payload'])
      .where('created_at', '>=', new Date(since))
      .orderBy('id')
      .execute();
    for (const row of rows) await this.deliver(row);
  }
}
