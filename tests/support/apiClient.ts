/** A tiny HTTP client speaking the judge's envelope, keeping the token like the web app does. */
export class ApiClient {
  token: string | undefined;

  constructor(readonly baseUrl: string) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...(body instanceof FormData || body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.token ? { Authorization: this.token } : {}),
        ...headers,
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const fresh = res.headers.get('authorization');
    if (fresh) this.token = fresh;
    const json: unknown = await res.json();
    if (!isEnvelope(json)) throw new Error(`${method} ${path}: not an envelope: ${JSON.stringify(json)}`);
    return { http: res.status, body: json, headers: res.headers };
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown) => this.call('POST', path, body);
  put = (path: string, body?: unknown) => this.call('PUT', path, body);
}

export interface Envelope {
  status: number;
  msg: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && 'status' in value && 'msg' in value && 'data' in value
  );
}
