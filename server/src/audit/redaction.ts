import {
  type Catalogue,
  EACH,
  escapeLikePattern,
  REDACTED,
  redactSecrets,
  type SecretPath,
} from '@oj/events';
import { type RawBuilder, sql } from 'kysely';

export { REDACTED };

/**
 * Secrets are declared once, in the event definitions (`secret(...)` in the schema); the catalogue
 * knows their paths. Nobody reads them back through the audit, the super admin included: a password
 * hash or a contest password is a key, not a fact (the contest form shows its own password to its
 * admins). Redaction applies to today's (upcast) shape of an event.
 */

/** A copy of `data` with every secret of `type` replaced; an unknown type's data is hidden whole. */
export function redactData(catalogue: Catalogue, type: string, data: unknown): unknown {
  const paths = catalogue.secretPathsOf(type);
  return paths === undefined ? REDACTED : redactSecrets(data, paths);
}

/**
 * What the audit shows of a stored row: upcast to today's shape, then redacted. A row today's
 * definitions cannot read is shown as stored only when its type declares no secret; otherwise its
 * secrets could sit anywhere, so its data is hidden whole.
 */
export function shownData(
  catalogue: Catalogue,
  row: { type: string; schema_version: number; data: unknown },
): { type: string; data: unknown } {
  try {
    const { type, data } = catalogue.upcast(row.type, row.schema_version, row.data);
    return { type, data: redactData(catalogue, type, data) };
  } catch {
    const paths = catalogue.secretPathsOf(row.type);
    return { type: row.type, data: paths?.length === 0 ? row.data : REDACTED };
  }
}

/**
 * The event data the free-text search may look into, as SQL over `events`: the stored jsonb with every
 * secret the catalogue declares removed, so nobody can find a contest by its password or guess a hash
 * letter by letter through ILIKE. Rows stored in an older shape of a type with secrets, and rows of
 * types the catalogue does not know, are not searched at all (where their secrets sit is unknown).
 */
export function searchableData(catalogue: Catalogue): RawBuilder<unknown> {
  const branches: RawBuilder<unknown>[] = [];
  const plain: string[] = [];
  for (const type of catalogue.types) {
    const paths = catalogue.secretPathsOf(type) ?? [];
    if (paths.length === 0) {
      plain.push(type);
      continue;
    }
    const current = catalogue.versionOf(type);
    branches.push(
      sql`when type = ${type} and schema_version = ${current} then ${withoutSecrets(sql`data`, paths)}`,
      sql`when type = ${type} then '{}'::jsonb`,
    );
  }
  if (plain.length > 0) branches.push(sql`when type in (${sql.join(plain)}) then data`);
  return sql`(case ${sql.join(branches, sql` `)} else '{}'::jsonb end)`;
}

/** `json` (a jsonb expression) without the values at `paths`. */
export function withoutSecrets(json: RawBuilder<unknown>, paths: readonly SecretPath[]): RawBuilder<unknown> {
  return paths.reduce((expression, path) => removed(expression, path, 0), json);
}

/**
 * Removes one path. Plain keys are one `#-`; at an EACH step the array (or record) is rebuilt with the
 * rest of the path removed from every element (or value), or emptied when the elements themselves are
 * the secrets.
 */
function removed(json: RawBuilder<unknown>, path: SecretPath, depth: number): RawBuilder<unknown> {
  const each = path.indexOf(EACH);
  if (each === -1) return path.length === 0 ? sql`'null'::jsonb` : sql`(${json} #- ${textArray(path)})`;
  const prefix = path.slice(0, each);
  const rest = path.slice(each + 1);
  const collection = prefix.length === 0 ? json : sql`(${json} #> ${textArray(prefix)})`;
  const element = sql.raw(`e${depth}`);
  const inner = (value: RawBuilder<unknown>) => removed(value, rest, depth + 1);
  const rebuilt =
    rest.length === 0
      ? sql`(case jsonb_typeof(${collection}) when 'array' then '[]'::jsonb when 'object' then '{}'::jsonb else ${collection} end)`
      : sql`(case jsonb_typeof(${collection})
          when 'array' then (select coalesce(jsonb_agg(${inner(sql`${element}.value`)} order by ${element}.n), '[]'::jsonb)
            from jsonb_array_elements(${collection}) with ordinality as ${element}(value, n))
          when 'object' then (select coalesce(jsonb_object_agg(${element}.key, ${inner(sql`${element}.value`)}), '{}'::jsonb)
            from jsonb_each(${collection}) as ${element}(key, value))
          else ${collection} end)`;
  if (prefix.length === 0) return rebuilt;
  return sql`(case when ${collection} is null then ${json} else jsonb_set(${json}, ${textArray(prefix)}, ${rebuilt}) end)`;
}

const textArray = (path: readonly string[]) => sql`array[${sql.join(path)}]::text[]`;

/** `text` as a literal ILIKE/LIKE pattern piece: its %, _ and \ match only themselves (the store's rule). */
export const escapeLike = escapeLikePattern;
