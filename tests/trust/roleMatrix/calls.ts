import { JUDGE_TOKEN } from './judging';
import { SEES_ANY_CODE, SEES_EVERY_EMAIL, SEES_MAIL } from './principals';
import type { Caller, Reply, RouteRequest } from './types';
import type { World } from './world';

/**
 * Sends `request` to `METHOD path` as `caller`: its session token, or the judge token for the runner.
 * `requestId` becomes the correlation id of any event the request appends.
 */
export async function send(
  w: World,
  route: { method: string; path: string },
  caller: Caller,
  request: RouteRequest,
  requestId?: string,
): Promise<Reply> {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) query.set(name, String(value));
  const headers: Record<string, string> = requestId ? { 'X-Request-Id': requestId } : {};
  const token = caller.account?.client.token;
  if (token) headers.Authorization = token;
  if (caller.who === 'judge') headers['x-judge-token'] = JUDGE_TOKEN;
  let body: FormData | string | undefined;
  if (request.form) body = request.form;
  else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const res = await fetch(`${w.t.url}${path}${query.size > 0 ? `?${query}` : ''}`, {
    method: route.method,
    headers,
    body,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  const text = bytes.toString(/json|text|ndjson|xml/.test(type) ? 'utf8' : 'latin1');
  // A session older than 12 h is renewed in the reply, as the web app would keep it.
  if (caller.account && res.headers.get('refresh-token') === 'true') {
    caller.account.client.token = res.headers.get('authorization') ?? caller.account.client.token;
  }
  return { status: res.status, headers: res.headers, text };
}

/** The envelope's status and message, when the reply is one. */
export function envelopeOf(reply: Reply): { status: number; msg: string } | null {
  try {
    const parsed: unknown = JSON.parse(reply.text);
    if (typeof parsed === 'object' && parsed !== null && 'status' in parsed && 'msg' in parsed) {
      return { status: Number(parsed.status), msg: String(parsed.msg) };
    }
  } catch {
    // Not JSON: a file, the metrics, a feed.
  }
  return null;
}

/** The password of the remote judging accounts the matrix adds. */
export const REMOTE_ACCOUNT_PASSWORD = 'site-pass-7f3a9';

const HASH_FIELD = /"(passwordHash|password_hash|codeHash|code_hash)"\s*:\s*(?!"\[redacted\]"|null)/;

export type FieldKind =
  | 'password hash'
  | 'judge token'
  | 'session token'
  | 'e-mail'
  | 'contest password'
  | 'print request'
  | 'discussion report'
  | 'training password'
  | 'group code'
  | 'hidden code'
  | 'reset code'
  | 'remote account password';

/** A private field a reply shows, and whether this reader may see it. */
export interface PrivateField {
  kind: FieldKind;
  what: string;
  readable: boolean;
}

/**
 * The private fields `text` shows, each judged for `caller`: password hashes (nobody), the judge token
 * (nobody), session tokens (only one's own), e-mails (one's own, or `SEES_EVERY_EMAIL`), contest
 * passwords and print requests (the contest's admins; a print also its author), the other user's
 * code (admin roles) and reset codes (the outbox's). `about` is the account a reply speaks for (a sign-in): its e-mail is the reader's.
 */
export function privateFieldsIn(
  text: string,
  caller: Caller,
  w: World,
  about?: { email: string },
): PrivateField[] {
  const found: PrivateField[] = [];
  const add = (kind: FieldKind, what: string, readable: boolean) => found.push({ kind, what, readable });
  if (text.includes('$argon2')) add('password hash', 'an argon2 password hash', false);
  const hashField = HASH_FIELD.exec(text);
  if (hashField) add('password hash', `the field ${hashField[1]}`, false);
  if (text.includes(JUDGE_TOKEN)) add('judge token', 'the judge token', false);
  // The remote judging accounts the matrix adds (routes/submissions.ts): no reply, to anyone, shows one.
  if (text.includes(REMOTE_ACCOUNT_PASSWORD))
    add('remote account password', 'a remote site account password', false);
  for (const [token, uid] of w.secrets.tokens) {
    if (text.includes(token))
      add('session token', `the session token of ${uid}`, uid === caller.account?.uid);
  }
  for (const email of w.secrets.emails.keys()) {
    if (!text.includes(email)) continue;
    const own = caller.emails.has(email) || about?.email === email;
    add('e-mail', `the e-mail ${email}`, own || SEES_EVERY_EMAIL.has(caller.who));
  }
  for (const secret of w.secrets.contestSecrets) {
    if (text.includes(secret.text))
      add(secret.kind, `the ${secret.kind} ${secret.text}`, secret.readers.has(caller.who));
  }
  for (const marker of w.secrets.hiddenCode) {
    if (text.includes(marker)) add('hidden code', `hidden code (${marker})`, SEES_ANY_CODE.has(caller.who));
  }
  for (const code of w.secrets.resetCodes) {
    if (text.includes(code)) add('reset code', `the reset code ${code}`, SEES_MAIL.has(caller.who));
  }
  return found;
}
