import { type BoardRow, boardRowSchema } from '../api/boardRowSchema';

/** What a board room pushes: one contestant's changed row, or "read the board again" after a refold. */
export type BoardChange = { kind: 'row'; row: BoardRow } | { kind: 'reload' };

/**
 * Reads a board room's payload (projections/src/contests/contestsProjection.ts): `{kind:'row', row}`
 * or `{kind:'reload'}`; anything else is treated as a reload, the safe answer.
 */
export function parseBoardChange(payload: unknown): BoardChange {
  if (typeof payload === 'object' && payload !== null && 'kind' in payload && payload.kind === 'row') {
    const row = boardRowSchema.safeParse((payload as { row?: unknown }).row);
    if (row.success) return { kind: 'row', row: row.data };
  }
  return { kind: 'reload' };
}

/** The figures a live row brings; identity, rank and award stay as the page had them. */
const statFields = ['ac', 'totalScore', 'totalTime', 'total', 'submissionInfo', 'timeInfo'] as const;

/**
 * Puts a pushed row's figures into the page's rows with that uid (it may appear twice: the reader's own
 * row is repeated at the top). Other rows keep their identity, so memoised rows do not re-render.
 * @example mergeLiveRow(rows, live) // [...rows] with only ann's row replaced
 */
export function mergeLiveRow(rows: readonly BoardRow[], live: BoardRow): readonly BoardRow[] {
  if (!rows.some((row) => row.uid === live.uid)) return rows;
  return rows.map((row) => {
    if (row.uid !== live.uid) return row;
    const next: BoardRow = { ...row };
    for (const field of statFields) Object.assign(next, { [field]: live[field] });
    return next;
  });
}

/** A row's key on the page: its uid, and its place among the rows with that uid (the repeated own row). */
export function rowKeys(rows: readonly BoardRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const n = (seen.get(row.uid) ?? 0) + 1;
    seen.set(row.uid, n);
    return n === 1 ? row.uid : `${row.uid}#${n}`;
  });
}

/**
 * A freshly read page with every row that did not change replaced by the object already shown, so a
 * refresh re-renders only the rows that moved or changed.
 */
export function reuseUnchanged(
  previous: readonly BoardRow[],
  next: readonly BoardRow[],
): readonly BoardRow[] {
  const before = new Map<string, { row: BoardRow; json: string }>();
  const previousKeys = rowKeys(previous);
  for (const [i, row] of previous.entries()) {
    before.set(previousKeys[i] ?? row.uid, { row, json: JSON.stringify(row) });
  }
  const nextKeys = rowKeys(next);
  return next.map((row, i) => {
    const old = before.get(nextKeys[i] ?? row.uid);
    return old && old.json === JSON.stringify(row) ? old.row : row;
  });
}

/**
 * The rows repeated at the top of the page (the reader's own row, the followed ones) as the server sends
 * them: a row is such a copy when its uid comes again further down, where it stands in rank order.
 * @example pinnedCopies([ann, bob, ann]) // Set { 0 }
 */
export function pinnedCopies(rows: readonly BoardRow[]): ReadonlySet<number> {
  const last = new Map(rows.map((row, index) => [row.uid, index]));
  const pinned = new Set<number>();
  for (const [index, row] of rows.entries()) if ((last.get(row.uid) ?? index) > index) pinned.add(index);
  return pinned;
}

/**
 * The name a board shows for a contestant, as the contest's `rankShowName` says (spec 02): the username,
 * the nickname or the real name, the username when the chosen one is empty.
 * @example shownName(row, 'realname') // 'Ann Lee'
 */
export function shownName(
  row: Pick<BoardRow, 'username' | 'nickname' | 'realname'>,
  rankShowName: string | null | undefined,
): string {
  const chosen = rankShowName === 'nickname' ? row.nickname : rankShowName === 'realname' ? row.realname : '';
  return chosen?.trim() ? chosen : row.username;
}
