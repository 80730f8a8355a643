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

/** Signs and checks session tokens (HS256). The key is made once per database and shared by all nodes. */
export class TokenService {
  private constructor(private readonly key: Uint8Array) {}

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
    return new TokenService(Buffer.from(row.value, 'base64'));
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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const issuedAtMs = payload.iatMs;
      if (typeof payload.sub !== 'string' || typeof issuedAtMs !== 'number') return undefined;
      return { uid: payload.sub, issuedAtMs };
    } catch {
      return undefined;
    }
  }
}
