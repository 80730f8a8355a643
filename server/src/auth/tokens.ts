import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { AuthTables } from './tables';

/** The reference's token life: valid 24 h, swapped for a fresh one on use after 12 h. */
export const TOKEN_LIFETIME_MS = 24 * 3600_000;
export const TOKEN_REFRESH_AFTER_MS = 12 * 3600_000;

export interface VerifiedToken {
  uid: string;
  /** Millisecond issue time: a logout revokes tokens issued at or before it, even in the same second. */
  issuedAtMs: number;
}

/** Tokens verified once are kept (at most this many, the oldest dropped first) until they expire. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Signs and checks session tokens (HS256). The key is made once per database and shared by all nodes.
 * A token's signature is checked once: its subject, issue time and expiry are then kept by the token's
 * text (which the signature covers), since a page polling every few milliseconds paid about 1 ms of HMAC
 * per request. Only the expiry is time-dependent, and it is checked again on every use; bans and logouts
 * are the user read's business (`checkToken`), which still happens on every request.
 */
export class TokenService {
  private readonly verified = new Map<string, VerifiedToken & { expiresAtS: number }>();

  private constructor(
    private readonly key: Uint8Array,
    private readonly now: () => number,
    private readonly kept: number,
  ) {}

  /**
   * The service for `key` on the clock `now`, keeping `kept` verified tokens (tests inject both; `load`
   * reads the key from the database).
   */
  static fromKey(key: Uint8Array, now: () => number = Date.now, kept = VERIFIED_TOKENS_KEPT): TokenService {
    return new TokenService(key, now, kept);
  }

  static async load(db: Kysely<AuthTables>): Promise<TokenService> {
    await db
      .insertInto('server_secrets')
      .values({ name: 'jwt', value: randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'jwt')
      .executeTakeFirstOrThrow();
    return TokenService.fromKey(Buffer.from(row.value, 'base64'));
  }

  async issue(uid: string, nowMs: number): Promise<string> {
    return new SignJWT({ iatMs: nowMs })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(uid)
      .setIssuedAt(Math.floor(nowMs / 1000))
      .setExpirationTime(Math.floor((nowMs + TOKEN_LIFETIME_MS) / 1000))
      .sign(this.key);
  }

  /** The token's subject and issue time, or undefined if it is forged, malformed or expired. */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    // jose's rule: a token is expired once its `exp` (seconds) is at or before the current second.
    const nowS = Math.floor(this.now() / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (nowS < known.expiresAtS) return { uid: known.uid, issuedAtMs: known.issuedAtMs };
      this.verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(nowS * 1000),
      });
      const issuedAtMs = payload.iatMs;
      if (typeof payload.sub !== 'string' || typeof issuedAtMs !== 'number') return undefined;
      const verified = { uid: payload.sub, issuedAtMs };
      if (typeof payload.exp === 'number') this.remember(token, { ...verified, expiresAtS: payload.exp });
      return verified;
    } catch {
      return undefined;
    }
  }

  private remember(token: string, verified: VerifiedToken & { expiresAtS: number }): void {
    this.verified.set(token, verified);
    if (this.verified.size <= this.kept) return;
    const oldest = this.verified.keys().next();
    if (!oldest.done) this.verified.delete(oldest.value);
  }
}
