import type { RoleName } from '@oj/events';
import { sessionFactsOf, type UsersTables } from '@oj/projections';
import type { Kysely } from 'kysely';
import { type Permission, permissionsOf, roleListOf } from '../user/roles';
import type { TokenService } from './tokens';

/** The signed-in user behind a request or a socket. */
export interface AuthPrincipal {
  uid: string;
  username: string;
  roleCode: number;
  roles: RoleName[];
  permissions: Permission[];
  issuedAtMs: number;
}

export type TokenProblem = 'invalid' | 'revoked' | 'banned';
export type TokenCheck = { principal: AuthPrincipal } | { problem: TokenProblem };

/**
 * Checks a token against the `users` read model on every use: an unknown or banned user, or a token
 * issued before the user's last logout, is refused even though its signature is good.
 */
export async function checkToken(
  db: Kysely<UsersTables>,
  tokens: TokenService,
  token: string,
): Promise<TokenCheck> {
  const verified = await tokens.verify(token);
  if (!verified) return { problem: 'invalid' };
  const user = await sessionFactsOf(db, verified.uid);
  if (!user) return { problem: 'invalid' };
  if (user.banned) return { problem: 'banned' };
  if (user.tokens_valid_after && verified.issuedAtMs <= user.tokens_valid_after.getTime())
    return { problem: 'revoked' };
  return {
    principal: {
      uid: user.uid,
      username: user.username,
      roleCode: user.role_code,
      roles: roleListOf(user.role_code),
      permissions: permissionsOf(user.role_code),
      issuedAtMs: verified.issuedAtMs,
    },
  };
}

/** The reference sends the token raw; accept a "Bearer " prefix too. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
}
