import * as cheerio from 'cheerio';
import { RemoteError, type RemoteSession } from './adapter';

/** A signed-in account on a site: its HTTP client holds the session's cookies. */
export interface SiteSession extends RemoteSession {
  http: SiteHttp;
}

/**
 * A browser-like HTTP client for one site and one account: keeps the cookies the site sets, sends forms,
 * and turns the site's answers into RemoteErrors (no answer or 5xx: unreachable; 429: rate limited).
 */
export class SiteHttp {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs = 15_000,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async get(path: string): Promise<{ status: number; html: string; url: string }> {
    return this.request(path, { method: 'GET' });
  }

  async postForm(
    path: string,
    form: Record<string, string>,
  ): Promise<{ status: number; html: string; url: string }> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** Parses a page for reading with selectors. */
  static load(html: string): cheerio.CheerioAPI {
    return cheerio.load(html);
  }

  private async request(
    path: string,
    init: { method: string; headers?: Record<string, string>; body?: string },
    redirects = 0,
  ): Promise<{ status: number; html: string; url: string }> {
    const url = new URL(path, this.baseUrl).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { ...init.headers, ...this.cookieHeader() },
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new RemoteError('unreachable', `${init.method} ${path}: ${String(error)}`);
    }
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (redirects >= 5) throw new RemoteError('unreachable', `${path}: too many redirects`);
      return this.request(location, { method: 'GET' }, redirects + 1);
    }
    const html = await response.text();
    if (response.status === 429) throw new RemoteError('rate-limited', `${init.method} ${path}: HTTP 429`);
    if (response.status >= 500)
      throw new RemoteError('unreachable', `${init.method} ${path}: HTTP ${response.status}`);
    return { status: response.status, html, url };
  }

  private cookieHeader(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }
}

/** The text of a page part, its lines kept (a <br> or a block is a line break), trimmed. */
export function textOf($: cheerio.CheerioAPI, element: Parameters<cheerio.CheerioAPI>[0]): string {
  const copy = $(element).clone();
  copy.find('br').replaceWith('\n');
  return copy.text().replace(/\r\n/g, '\n').trim();
}

/** "1000MS", "1000 ms" -> 1000; "65536K" -> 65536; null when there is no number. */
export function numberIn(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)/.exec(text);
  return match ? Number(match[1]) : null;
}
