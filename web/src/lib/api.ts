import { z } from 'zod';
import { takeFirstScreenAnswer } from './firstScreen';
import { i18n, localiseServerMessage } from './i18n';
import { showErrorWithNotice, showMessage } from './notices';
import { type FailureCause, type FailureReaction, reactionTo, urlTypeOf } from './requestFailure';
import { readToken, storeToken } from './token';

/** The spec's time-outs: 90 s for a call, 300 s for a file download. */
export const requestTimeoutMs = 90_000;
export const downloadTimeoutMs = 300_000;

/** Every failed call ends here; `msg` is the text the reader was shown (or would have been). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly msg: string,
    /** The refusal's own data, when the server sent some (a CSV import's per-row report, say). */
    readonly data: unknown = null,
  ) {
    super(msg);
  }
}

/** What a failure may make the app do beyond showing a message; src/app wires it to the router. */
export interface RequestReactions {
  signOut(to: 'login' | 'adminLogin'): void;
  refreshRoles(): void;
  goAdminHome(): void;
}

let reactions: RequestReactions = { signOut() {}, refreshRoles() {}, goAdminHome() {} };

export function setRequestReactions(next: RequestReactions): void {
  reactions = next;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Background calls (site config, unread count) fail without a message or a redirect. */
  quiet?: boolean;
}

const envelopeSchema = z.object({ status: z.number(), msg: z.string().nullish(), data: z.unknown() });
type Envelope = z.infer<typeof envelopeSchema>;

// The login endpoints start a session, so they never carry the previous one.
const tokenlessPaths = new Set(['/api/login', '/api/admin/login']);

/**
 * Calls the judge's JSON API and returns `data` once `schema` has vouched for its shape. A failure is
 * shown to the reader as the spec's catalogue says, then thrown as an ApiError.
 * @example const config = await apiRequest('/api/get-website-config', siteConfigSchema, { quiet: true });
 */
export async function apiRequest<T>(
  path: string,
  schema: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const first =
    (options.method ?? 'GET') === 'GET' ? takeFirstScreenAnswer(withQuery(path, options.query)) : undefined;
  const filled = first ? schema.safeParse(first.data) : undefined;
  if (filled?.success) return filled.data;
  const reply = await send(path, options, requestTimeoutMs);
  const envelope = await readEnvelope(reply, options.signal);
  if (!reply.ok) {
    const cause = { kind: 'http', httpStatus: reply.status, msg: envelope?.msg ?? undefined } as const;
    return fail(path, options, cause, envelope?.data);
  }
  if (!envelope) return fail(path, options, { kind: 'malformed' });
  if (envelope.status !== 200) {
    const cause = { kind: 'envelope', status: envelope.status, msg: envelope.msg ?? '' } as const;
    return fail(path, options, cause, envelope.data);
  }
  const data = schema.safeParse(envelope.data);
  return data.success ? data.data : fail(path, options, { kind: 'malformed' });
}

/** Fetches a file. A JSON reply instead of the file is the server explaining why not. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Blob> {
  const reply = await send(path, options, downloadTimeoutMs);
  const isJson = reply.headers.get('Content-Type')?.includes('application/json') ?? false;
  const envelope = isJson ? await readEnvelope(reply, options.signal) : undefined;
  if (!reply.ok) {
    const cause = { kind: 'http', httpStatus: reply.status, msg: envelope?.msg ?? undefined } as const;
    return fail(path, options, cause, envelope?.data);
  }
  if (isJson) {
    const status = envelope?.status ?? 0;
    return fail(path, options, {
      kind: 'envelope',
      status,
      msg: envelope?.msg || i18n.t('request.invalidFile'),
    });
  }
  return reply.blob();
}

async function send(path: string, options: RequestOptions, defaultTimeoutMs: number): Promise<Response> {
  const { method = 'GET', query, body, signal } = options;
  const headers = new Headers({ Accept: 'application/json', 'Url-Type': urlTypeOf(path) });
  const token = readToken();
  if (token && !tokenlessPaths.has(path)) headers.set('Authorization', token);
  let payload: BodyInit | null = null;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs);
  try {
    const reply = await fetch(withQuery(path, query), {
      method,
      headers,
      body: payload,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    // The server renews a token by sending the new one back (with `Refresh-Token: true`).
    const renewed = reply.headers.get('Authorization');
    if (renewed) storeToken(renewed);
    return reply;
  } catch (error) {
    if (signal?.aborted) throw error; // the caller gave up: not a failure to report
    return fail(path, options, { kind: timeout.aborted ? 'timeout' : 'network' });
  }
}

/** Adds the query, leaving out empty values as the spec's list calls do. */
export function withQuery(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readEnvelope(reply: Response, signal: AbortSignal | undefined): Promise<Envelope | undefined> {
  try {
    const parsed = envelopeSchema.safeParse(await reply.json());
    return parsed.success ? parsed.data : undefined;
  } catch (error) {
    // A caller that gives up while the body is still arriving (a board refetch replacing the last
    // one) is not a broken reply: no message, just the abort.
    if (signal?.aborted) throw error;
    return undefined; // proxies and crashed servers answer with HTML or nothing
  }
}

function fail(path: string, options: RequestOptions, cause: FailureCause, data: unknown = null): never {
  const reaction = reactionTo(cause, urlTypeOf(path));
  const text = messageOf(reaction);
  if (!options.quiet) {
    if (reaction.withNotice) showErrorWithNotice(text);
    else showMessage('error', text);
    // A 401 from a login call means wrong credentials, not an expired session to leave.
    if (reaction.signOutTo && !tokenlessPaths.has(path)) reactions.signOut(reaction.signOutTo);
    if (reaction.refreshRoles) reactions.refreshRoles();
    if (reaction.goAdminHome) reactions.goAdminHome();
  }
  throw new ApiError(reaction.status, text, data);
}

function messageOf({ message }: FailureReaction): string {
  return 'key' in message ? i18n.t(`request.${message.key}`) : localiseServerMessage(message.text);
}
