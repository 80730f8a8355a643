import { RemoteBank, type RemoteBankCode, remoteBankSchema } from '@oj/events';
import type { RemoteAdapter } from './adapter';
import { AtCoderAdapter } from './atcoder';
import { CodeforcesAdapter } from './codeforces';
import { HduAdapter } from './hdu';
import { PojAdapter } from './poj';
import { SpojAdapter } from './spoj';

export * from './adapter';
export * from './clock';
export * from './remoteJudge';
export * from './retry';
export * from './submitGate';

/** Where each site is (REMOTE_SITE_URLS overrides, e.g. for a test's fake site). */
export const defaultSiteUrls: Readonly<Record<RemoteBankCode, string>> = {
  HDU: 'https://acm.hdu.edu.cn',
  POJ: 'http://poj.org',
  CF: 'https://codeforces.com',
  GYM: 'https://codeforces.com',
  AC: 'https://atcoder.jp',
  SPOJ: 'https://www.spoj.com',
};

/** `HDU=http://127.0.0.1:8001,POJ=...` -> the URLs it names, over the defaults. */
export function siteUrlsFromEnv(value: string | undefined): Record<RemoteBankCode, string> {
  const urls = { ...defaultSiteUrls };
  for (const pair of (value ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const bank = remoteBankSchema.safeParse(pair.slice(0, at).trim());
    if (bank.success) urls[bank.data] = pair.slice(at + 1).trim();
  }
  return urls;
}

/** An adapter for every bank that has one, reaching its site at `urls`. */
export function createAdapters(
  urls: Readonly<Record<RemoteBankCode, string>> = defaultSiteUrls,
): Map<RemoteBankCode, RemoteAdapter> {
  const adapters = new Map<RemoteBankCode, RemoteAdapter>();
  adapters.set(RemoteBank.hdu, new HduAdapter(urls.HDU));
  adapters.set(RemoteBank.poj, new PojAdapter(urls.POJ));
  adapters.set(RemoteBank.codeforces, new CodeforcesAdapter(urls.CF));
  adapters.set(RemoteBank.gym, new CodeforcesAdapter(urls.GYM));
  adapters.set(RemoteBank.atcoder, new AtCoderAdapter(urls.AC));
  adapters.set(RemoteBank.spoj, new SpojAdapter(urls.SPOJ));
  return adapters;
}
