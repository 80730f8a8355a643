import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS, TokenService } from './tokens';

/** A service on a clock the test moves. */
function serviceAt(startMs: number, kept?: number) {
  const clock = { now: startMs };
  const key = randomBytes(32);
  return { clock, key, tokens: TokenService.fromKey(key, () => clock.now, kept) };
}

const START = Date.UTC(2026, 10, 27, 12, 0, 0, 250);

describe('TokenService.verify', () => {
  it('answers a token verified before the same way, until the second its expiry names', async () => {
    const { clock, tokens } = serviceAt(START);
    const token = await tokens.issue('u1', START);
    const expected = { uid: 'u1', issuedAtMs: START };
    expect(await tokens.verify(token)).toEqual(expected);
    clock.now = START + TOKEN_LIFETIME_MS - 1000;
    expect(await tokens.verify(token)).toEqual(expected);
    // exp is in whole seconds, rounded down from the issue time plus the lifetime: expired from that second on.
    clock.now = Math.floor((START + TOKEN_LIFETIME_MS) / 1000) * 1000;
    expect(await tokens.verify(token)).toBeUndefined();
    // And stays expired (not taken back in by a fresh check).
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token first seen after its expiry, as jose does', async () => {
    const { clock, tokens } = serviceAt(START);
    const token = await tokens.issue('u2', START);
    clock.now = START + TOKEN_LIFETIME_MS + 1000;
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('never takes a token signed with another key or altered, even beside a verified one', async () => {
    const { tokens } = serviceAt(START);
    const other = serviceAt(START).tokens;
    const good = await tokens.issue('u3', START);
    expect(await tokens.verify(good)).toEqual({ uid: 'u3', issuedAtMs: START });
    expect(await tokens.verify(await other.issue('u3', START))).toBeUndefined();
    const [header, payload, signature = ''] = good.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'root' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeUndefined();
    expect(await tokens.verify(`${good}x`)).toBeUndefined();
  });

  it('keeps answering every token right when more tokens were verified than it keeps', async () => {
    const { clock, tokens } = serviceAt(START, 3);
    const issued = await Promise.all(Array.from({ length: 5 }, (_, i) => tokens.issue(`u${i}`, START + i)));
    for (const token of issued) await tokens.verify(token);
    // The first ones were dropped from memory and are checked again; the last ones are answered from it.
    expect(await Promise.all(issued.map((token) => tokens.verify(token)))).toEqual(
      issued.map((_, i) => ({ uid: `u${i}`, issuedAtMs: START + i })),
    );
    clock.now = START + TOKEN_LIFETIME_MS + 1000;
    expect(await Promise.all(issued.map((token) => tokens.verify(token)))).toEqual(
      issued.map(() => undefined),
    );
  });
});
