import { type RawBuilder, sql } from 'kysely';

export const REDACTED = '[redacted]';

/**
 * Secrets stored in events, by event type and JSON path. Nobody reads them back through the audit,
 * the super admin included: a password hash or a live verification code is a key, not a fact.
 * (Mail bodies carry verification codes and reset links; the root-only outbox keeps them.)
 */
const SECRET_PATHS: ReadonlyArray<{ types: readonly string[]; path: readonly string[] }> = [
  { types: ['UserRegistered', 'UserPasswordChanged'], path: ['passwordHash'] },
  { types: ['VerificationCodeIssued'], path: ['codeHash'] },
  { types: ['MailServerConfigured'], path: ['mailServer', 'password'] },
  { types: ['MailQueued'], path: ['text'] },
];

/** A safety net for event types added later: any key named like a credential is hidden too. */
const SECRET_KEY = /^(password|passwordhash|codehash|token|secret|.*token|.*secret)$/i;

/** A copy of `data` with every secret replaced by "[redacted]". */
export function redactData(type: string, data: unknown): unknown {
  let copy = redactKeys(data);
  for (const { types, path } of SECRET_PATHS) {
    if (types.includes(type)) copy = redactPath(copy, path);
  }
  return copy;
}

function redactKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactKeys);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) && inner !== null && inner !== '' ? REDACTED : redactKeys(inner),
    ]),
  );
}

function redactPath(value: unknown, path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined || !isRecord(value) || !(head in value)) return value;
  const inner = value[head];
  const replaced = rest.length === 0 ? (inner === null ? null : REDACTED) : redactPath(inner, rest);
  return { ...value, [head]: replaced };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The event data the free-text search may look into: the stored jsonb minus the secret paths, so
 * nobody can guess a hash letter by letter through ILIKE. (`#-` with an empty path changes nothing.)
 */
export function searchableData(): RawBuilder<unknown> {
  let expression: RawBuilder<unknown> = sql`data`;
  for (const { types, path } of SECRET_PATHS) {
    const pathLiteral = `{${path.join(',')}}`;
    expression = sql`(${expression} #- (case when type in (${sql.join(types)}) then ${pathLiteral} else '{}' end)::text[])`;
  }
  return expression;
}

/** `text` as a literal ILIKE/LIKE pattern piece: its %, _ and \ match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
