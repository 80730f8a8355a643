import { type Kysely, sql } from 'kysely';
import { type Asked, SameTurn } from './sameTurn';
import type { ProjectorTables } from './tables';

interface Move {
  name: string;
  from: number;
  to: number;
}

/**
 * Writes the trailing checkpoints of skipped batches (see runProjection's makeBatchHandler) for every
 * projection of one projector together: the moves asked for in the same turn of the event loop go as one
 * compare-and-set statement. Every append wakes all the projections, most of which skip it, and their
 * checkpoints were written one statement each (about twenty a submission event, each a commit for
 * PostgreSQL and a round trip for the projector, on the cores the judge needs).
 *
 * @example
 *   const checkpoints = new SkippedCheckpoints(db);
 *   const moved = await checkpoints.move('audit-feed', 41, 57); // false: someone else moved it (a rebuild)
 */
export class SkippedCheckpoints {
  private readonly moves = new SameTurn<Move, boolean>((asked) => this.write(asked));

  constructor(private readonly db: Kysely<ProjectorTables>) {}

  /**
   * Moves `name`'s checkpoint from `from` to `to` if it still holds `from`; resolves whether it did.
   * Rejects if the statement failed (nothing was moved then). One move per name at a time.
   */
  move(name: string, from: number, to: number): Promise<boolean> {
    return this.moves.ask({ name, from, to });
  }

  private async write(asked: Asked<Move, boolean>[]): Promise<void> {
    const moves = asked.map((a) => a.request);
    try {
      const values = sql.join(moves.map((m) => sql`(${m.name}::text, ${m.from}::bigint, ${m.to}::bigint)`));
      const { rows } = await sql<{ name: string }>`
        update projection_checkpoints as c set position = v.target, updated_at = now()
        from (values ${values}) as v(name, expected, target)
        where c.name = v.name and c.position = v.expected
        returning c.name`.execute(this.db);
      const moved = new Set(rows.map((r) => r.name));
      for (const a of asked) a.settle(moved.has(a.request.name));
    } catch (error) {
      for (const a of asked) a.fail(error);
    }
  }
}
