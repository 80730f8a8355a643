import { z } from 'zod';

/**
 * Secrets in event data, declared once where the field is defined: `secret(z.string())`. The event
 * definition collects the paths of its secret fields (`definition.secretPaths`), and everything that
 * shows stored event data (the audit's reads, diffs and free-text search) hides them from there.
 *
 * @example
 * const schema = z.object({ name: z.string(), pwd: secret(z.string().max(100)) });
 * secretPathsOf(schema); // [['pwd']]
 * redactSecrets({ name: 'Cup', pwd: 'tulip' }, [['pwd']]); // { name: 'Cup', pwd: '[redacted]' }
 */
const secrets = z.registry<{ secret: true }>();

/** What a secret reads as. */
export const REDACTED = '[redacted]';

/** A path step that stands for every element of an array or every value of a record. */
export const EACH = '*';

/** Keys from the data's root to a secret; `EACH` steps into every element or value. */
export type SecretPath = readonly string[];

/**
 * Marks a schema secret. The mark is the schema's metadata (a zod registry), which zod carries over to
 * schemas refined from it (`secret(z.string()).max(9)` stays secret); wrapping in optional, nullable or
 * an array keeps the marked schema inside, where the walker finds it.
 */
export function secret<S extends z.ZodType>(schema: S): S {
  const marked = schema.clone();
  secrets.add(marked, { secret: true });
  return marked;
}

export function isSecret(schema: z.core.$ZodType): boolean {
  return secrets.get(schema)?.secret === true;
}

/**
 * The paths of every secret in `schema`, walked once: objects, optional/nullable/default wrappers,
 * arrays, records, tuples, unions and pipes. A secret inside a secret is covered by the outer one.
 */
export function secretPathsOf(schema: z.core.$ZodType): SecretPath[] {
  return fieldsOf(schema).flatMap((field) => (field.secret ? [field.path] : []));
}

/** Every named field of `schema` (object keys, at any depth) and whether it is secret; none below a secret. */
export function fieldsOf(schema: z.core.$ZodType): Array<{ path: SecretPath; secret: boolean }> {
  const found = new Map<string, { path: SecretPath; secret: boolean }>();
  walk(schema, [], found);
  return [...found.values()];
}

function walk(
  schema: z.core.$ZodType,
  path: readonly string[],
  found: Map<string, { path: SecretPath; secret: boolean }>,
): void {
  const secret = isSecret(schema);
  const key = JSON.stringify(path);
  // A field several union options declare is secret if any of them says so.
  if ((path.length > 0 || secret) && !found.get(key)?.secret) found.set(key, { path, secret });
  if (secret) return;
  for (const [step, inner] of children(schema)) walk(inner, step === null ? path : [...path, step], found);
}

/** The schemas inside `schema`, each with the key it sits under (null: the same place in the data). */
function children(schema: z.core.$ZodType): Array<[string | null, z.core.$ZodType]> {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.core.$ZodType> = schema.shape;
    return Object.entries(shape).map(([key, inner]) => {
      if (key === EACH) throw new Error(`a field may not be named "${EACH}"`);
      return [key, inner];
    });
  }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodCatch
  ) {
    const inner: z.core.$ZodType = schema.unwrap();
    return [[null, inner]];
  }
  if (schema instanceof z.ZodArray) return [[EACH, schema.element]];
  if (schema instanceof z.ZodRecord) return [[EACH, schema.valueType]];
  if (schema instanceof z.ZodTuple) {
    const items: readonly z.core.$ZodType[] = schema.def.items;
    return items.map((item, index) => [String(index), item]);
  }
  if (schema instanceof z.ZodUnion) {
    const options: readonly z.core.$ZodType[] = schema.options;
    return options.map((option) => [null, option]);
  }
  if (schema instanceof z.ZodIntersection)
    return [
      [null, schema.def.left],
      [null, schema.def.right],
    ];
  if (schema instanceof z.ZodPipe)
    return [
      [null, schema.in],
      [null, schema.out],
    ];
  if (schema instanceof z.ZodLazy) throw new Error('secretPathsOf does not walk lazy (recursive) schemas');
  return [];
}

/**
 * A copy of `data` with the value at every path replaced by "[redacted]". Null and the empty string
 * stay as they are: that a contest has no password is not a secret.
 */
export function redactSecrets(data: unknown, paths: readonly SecretPath[]): unknown {
  return paths.reduce<unknown>((copy, path) => redactAt(copy, path), data);
}

function redactAt(value: unknown, path: SecretPath): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value === null || value === '' ? value : REDACTED;
  if (head === EACH) {
    if (Array.isArray(value)) return value.map((inner) => redactAt(inner, rest));
    if (isRecord(value))
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactAt(inner, rest)]));
    return value;
  }
  if (Array.isArray(value) && /^\d+$/.test(head)) {
    const index = Number(head);
    return value.map((inner, i) => (i === index ? redactAt(inner, rest) : inner));
  }
  if (!isRecord(value) || !(head in value)) return value;
  return { ...value, [head]: redactAt(value[head], rest) };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
