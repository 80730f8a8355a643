/**
 * The answers the server embedded in /home's index.html (server/src/web/firstScreen.ts): each API
 * answer's `data` under the URL it is asked by. Each is used once, by the page load's first call to that
 * URL, so the first screen needs no API round trips; every later call (a reload, a live change, the
 * next page) asks the server. The embedded answers were read when the page was served, so they are as
 * fresh as a call made then.
 */
import type { z } from 'zod';

const ELEMENT_ID = 'first-screen';

let answers: Map<string, unknown> | undefined;

function embedded(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  // Outside a browser page (unit tests, a worker) there is nothing embedded.
  const text = globalThis.document?.getElementById?.(ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) answers = new Map(Object.entries(parsed));
  } catch {
    // A page without usable answers only costs the calls it would have made anyway.
  }
  return answers;
}

/**
 * The answers the server renders /home's HTML with (app/firstScreenHtml.tsx): there is no document on the
 * server, so it hands them in before each render, as index.html hands them to the browser.
 */
export function setFirstScreenAnswers(given: Record<string, unknown>): void {
  answers = new Map(Object.entries(given));
}

/** The embedded answer for `url`, once; `undefined` when there is none (or it was already taken). */
export function takeFirstScreenAnswer(url: string): { data: unknown } | undefined {
  const all = embedded();
  if (!all.has(url)) return undefined;
  const data = all.get(url);
  all.delete(url);
  return { data };
}

/**
 * The embedded answer for `path` (left in place for the query's own first read, which takes it), when
 * `schema` accepts it: a query's `initialData`, so the first render already shows it instead of a
 * skeleton for one more render.
 */
export function firstScreenData<T>(
  /** With its query, if any. */ path: string,
  schema: z.ZodType<T>,
): T | undefined {
  const all = embedded();
  if (!all.has(path)) return undefined;
  const parsed = schema.safeParse(all.get(path));
  return parsed.success ? parsed.data : undefined;
}
