import { isRecord } from './guards';
import { readToken, storeToken } from './token';

/**
 * Every failed call ends here: `status` is the envelope's status (or the HTTP status when the reply
 * has no envelope); 0 means the reply never arrived or could not be understood.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly msg: string,
  ) {
    super(msg);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

interface Envelope {
  status: number;
  msg: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return isRecord(value) && typeof value.status === 'number' && typeof value.msg === 'string';
}

/**
 * Calls the judge's JSON API and returns `data` once `isData` has vouched for its shape.
 * @example const health = await apiRequest('/api/healthz', isHealth);
 */
export async function apiRequest<T>(
  path: string,
  isData: (data: unknown) => data is T,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  const reply = await send(path, method, body, signal);
  // The server rotates tokens by answering with a fresh one; keep it for the next call.
  const renewed = reply.headers.get('Authorization');
  if (renewed) storeToken(renewed);

  const envelope = await readEnvelope(reply);
  if (!envelope) {
    throw reply.ok
      ? new ApiError(0, `Unexpected reply from ${path}`)
      : new ApiError(reply.status, httpMessage(reply));
  }
  if (!reply.ok || envelope.status !== 200) {
    throw new ApiError(envelope.status === 200 ? reply.status : envelope.status, envelope.msg);
  }
  if (!isData(envelope.data)) throw new ApiError(0, `Unexpected reply from ${path}`);
  return envelope.data;
}

async function send(path: string, method: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', 'Url-Type': 'general' });
  const token = readToken();
  if (token) headers.set('Authorization', token);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  try {
    const payload = body === undefined ? null : JSON.stringify(body);
    return await fetch(path, { method, headers, body: payload, signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error; // a cancelled call is not a failure to report
    throw new ApiError(0, 'Network error');
  }
}

async function readEnvelope(reply: Response): Promise<Envelope | undefined> {
  try {
    const parsed: unknown = await reply.json();
    return isEnvelope(parsed) ? parsed : undefined;
  } catch {
    return undefined; // proxies and crashed servers answer with HTML or nothing
  }
}

function httpMessage(reply: Response): string {
  return reply.statusText ? `${reply.status} ${reply.statusText}` : `HTTP ${reply.status}`;
}
