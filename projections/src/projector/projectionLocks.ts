import pg from 'pg';
import { RESET_CHANNEL } from './rebuild';
import { type Asked, SameTurn } from './sameTurn';

/** Advisory-lock key space for projections (the second key is hashtext(name)). */
const PROJECTION_LOCK_CLASS = 7_482_019;

/** What a projection's runner is told about the lock it holds. */
export interface LockHolder {
  /** The connection holding the lock is gone: another process may take over, stop writing at once. */
  lost(): void;
  /** A rebuild reset the projection's checkpoint (NOTIFY on `RESET_CHANNEL`): reload and replay. */
  reset(): void;
}

type Attempt = Asked<{ name: string; holder: LockHolder }, boolean>;

/**
 * The advisory locks of a projector's projections (one each, so that a second projector process stays on
 * standby and takes over projection by projection), held on one connection for all of them, which also
 * listens for rebuilds' resets. The attempts made in one turn of the event loop go as one statement (a
 * projector's projections start together). A connection per projection cost a rebuild of the 23 read
 * models about a sixth of its time in connecting alone, and kept 23 backends busy in PostgreSQL for as long
 * as the projector ran. With nothing held and nothing asked (a standby between tries), the connection is
 * closed, as each projection's own used to be.
 *
 * @example
 *   const locks = new ProjectionLocks(connectionString);
 *   if (await locks.tryTake('users', { lost: stop, reset: replay })) ...; // else another process has it
 *   await locks.release('users');
 */
export class ProjectionLocks {
  private client: pg.Client | undefined;
  private readonly held = new Map<string, LockHolder>();
  private readonly attempts = new SameTurn<Attempt['request'], boolean>((asked) =>
    this.exclusive(() => this.attempt(asked)),
  );
  /** Serialises the connection's use: attempts, releases and closing never interleave. */
  private work: Promise<void> = Promise.resolve();

  constructor(private readonly connectionString: string) {}

  /**
   * Takes `name`'s lock if no other process holds it: true once held here (until `release` or `holder.lost`),
   * false if another process has it. Rejects when the database cannot be reached.
   */
  tryTake(name: string, holder: LockHolder): Promise<boolean> {
    return this.attempts.ask({ name, holder });
  }

  /** Lets another process take `name` (a stopped runner); nothing if it is not held here. */
  release(name: string): Promise<void> {
    return this.exclusive(async () => {
      const client = this.client;
      if (!client || !this.held.delete(name)) return;
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [PROJECTION_LOCK_CLASS, name]);
    });
  }

  private exclusive(step: () => Promise<void>): Promise<void> {
    const next = this.work.then(step).finally(() => this.closeIfIdle());
    this.work = next.catch(() => undefined);
    return next;
  }

  private async attempt(attempts: readonly Attempt[]): Promise<void> {
    try {
      const client = await this.connection();
      const { rows } = await client.query<{ name: string; locked: boolean }>(
        'select name, pg_try_advisory_lock($1, hashtext(name)) as locked from unnest($2::text[]) as name',
        [PROJECTION_LOCK_CLASS, attempts.map((a) => a.request.name)],
      );
      const locked = new Set(rows.filter((r) => r.locked).map((r) => r.name));
      for (const { request } of attempts)
        if (locked.has(request.name)) this.held.set(request.name, request.holder);
      for (const a of attempts) a.settle(locked.has(a.request.name));
    } catch (error) {
      for (const a of attempts) a.fail(error);
    }
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', () => this.lose(client));
    client.on('notification', (n) => {
      if (n.payload) this.held.get(n.payload)?.reset();
    });
    try {
      await client.connect();
      await client.query(`listen ${RESET_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  /** The connection broke: every lock it held is gone with it. */
  private lose(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    const holders = [...this.held.values()];
    this.held.clear();
    void client.end().catch(() => undefined);
    for (const holder of holders) holder.lost();
  }

  private async closeIfIdle(): Promise<void> {
    const client = this.client;
    if (!client || this.held.size > 0 || this.attempts.waiting > 0) return;
    this.client = undefined;
    await client.end().catch(() => undefined);
  }
}
