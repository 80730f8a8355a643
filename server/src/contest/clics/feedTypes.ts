import { createHash } from 'node:crypto';

/** One line of the event feed (the CLICS 2022-07+ notification format). */
export interface FeedLine {
  type: string;
  /** The object's id; null for the contest and state singletons. */
  id: string | null;
  /** The whole object, or null when it was deleted. */
  data: unknown;
  /** Resume point: `<global position>-<line index within that event>`, increasing along the feed. */
  token: string;
}

/** What the export needs to know of a contest's problems besides the contest's own events. */
export interface ProblemFacts {
  problemId: string;
  /** Milliseconds. */
  timeLimit: number;
  testDataCount: number;
}

/** CLICS ids: letters, digits, `_.-`, at most 36, no leading `-`/`.`, no trailing `.`. */
export const CLICS_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,35}$/;
export const isClicsId = (id: string) => CLICS_ID.test(id) && !id.endsWith('.');

/** A stable CLICS id for one of our ids that may not fit (a hash, so it never changes). */
export function clicsIdOf(ours: string, prefix: string): string {
  return isClicsId(ours) ? ours : `${prefix}${createHash('sha256').update(ours).digest('hex').slice(0, 32)}`;
}

/** A language name as a CLICS language id: `C++` -> `cpp`, `C#` -> `csharp`, `Python3` -> `python3`. */
export function languageIdOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/\+/g, 'p')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9_.-]/g, '');
  return clicsIdOf(slug || 'unknown', 'l');
}

/** Tokens compare as (position, index); a malformed one is undefined (the route answers 400). */
export function parseToken(token: string): [number, number] | undefined {
  const m = /^(\d+)-(\d+)$/.exec(token);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

export function isAfter(token: string, since: [number, number]): boolean {
  const t = parseToken(token);
  return t !== undefined && (t[0] > since[0] || (t[0] === since[0] && t[1] > since[1]));
}
