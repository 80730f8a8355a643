import { randomFillSync } from 'node:crypto';

/** Random bytes taken 4 KiB at a time: one system call per 256 ids instead of one per id. */
const pool = Buffer.alloc(4096);
let offset = pool.length;

/**
 * A version 7 UUID (RFC 9562): the 48-bit Unix time in milliseconds, then 74 random bits. The store
 * gives events ids of this kind, and requests correlation ids, because both are keys of b-tree
 * indexes on the events table (the `event_id` unique constraint, the audit's correlation index): a
 * random (version 4) key lands on a random leaf page, so once those indexes outgrow the buffer cache
 * every append reads and dirties a page per event per index (and writes a full page image to the WAL
 * after each checkpoint), which made appends three times slower with ten million events stored. Ids
 * made in one millisecond are not ordered among themselves; locality is all that is needed.
 */
export function timeOrderedUuid(now: number = Date.now()): string {
  if (offset + 16 > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const b = Buffer.from(pool.subarray(offset, offset + 16));
  offset += 16;
  b.writeUIntBE(Math.max(0, Math.floor(now)) % 2 ** 48, 0, 6);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x70;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
