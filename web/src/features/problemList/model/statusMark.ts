/** How the list marks a problem for the signed-in user, from their best submission's status code. */
export type StatusMark = 'solved' | 'partial' | 'judging' | 'tried' | 'none';

// Status codes of spec 01 §3: 0 accepted, 8 partially accepted, 5-7 and 9 still on their way,
// -10 not submitted; any other code is a failed try.
const judging = new Set([5, 6, 7, 9]);

export function statusMark(status: number | undefined): StatusMark {
  if (status === undefined || status === -10) return 'none';
  if (status === 0) return 'solved';
  if (status === 8) return 'partial';
  if (judging.has(status)) return 'judging';
  return 'tried';
}
