import type { RemoteBankCode } from '@oj/events';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteAdapter } from './adapter';
import { AtCoderAdapter } from './atcoder';
import { CodeforcesAdapter } from './codeforces';
import { atcoderFake, codeforcesFake, hduFake, pojFake, spojFake } from './fakes';
import { HduAdapter } from './hdu';
import { PojAdapter } from './poj';
import { SpojAdapter } from './spoj';

// `latestRun` is what a runner taking over a round reads to learn whether the dead runner's submit went
// in: the account's newest run of the problem on the site's own listing, none before its first submit.

const sites: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.stop()));
});

const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}';
interface Case {
  bank: RemoteBankCode;
  problemId: string;
  language: string;
  start(users: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
  adapter(url: string): RemoteAdapter;
}
const cases: Case[] = [
  {
    bank: 'HDU',
    problemId: '1000',
    language: 'C++ 17',
    start: (users) => hduFake({ users }).start(),
    adapter: (url) => new HduAdapter(url),
  },
  {
    bank: 'POJ',
    problemId: '1000',
    language: 'Java',
    start: (users) => pojFake({ users }).start(),
    adapter: (url) => new PojAdapter(url),
  },
  {
    bank: 'CF',
    problemId: '4A',
    language: 'C++ 17',
    start: (users) => codeforcesFake({ users }).start(),
    adapter: (url) => new CodeforcesAdapter(url),
  },
  {
    bank: 'AC',
    problemId: 'abc300_a',
    language: 'C++ 20',
    start: (users) => atcoderFake({ users }).start(),
    adapter: (url) => new AtCoderAdapter(url),
  },
  {
    bank: 'SPOJ',
    problemId: 'TEST',
    language: 'C++ 17',
    start: (users) => spojFake({ users }).start(),
    adapter: (url) => new SpojAdapter(url),
  },
];

describe('the newest run of an account and problem, read from each site', () => {
  for (const site of cases) {
    it(`${site.bank}: none before the first submit, then the run the site took`, async () => {
      const fake = await site.start({ vj: 'pw' });
      sites.push(fake);
      const adapter = site.adapter(fake.url);
      const session = await adapter.login({ username: 'vj', password: 'pw' });
      expect(await adapter.latestRun?.(session, site.bank, site.problemId)).toBeNull();
      const first = await adapter.submit(session, site.bank, site.problemId, site.language, CODE);
      expect(await adapter.latestRun?.(session, site.bank, site.problemId)).toBe(first);
      const second = await adapter.submit(session, site.bank, site.problemId, site.language, `${CODE}\n`);
      expect(second).not.toBe(first);
      expect(await adapter.latestRun?.(session, site.bank, site.problemId)).toBe(second);
    });
  }
});
