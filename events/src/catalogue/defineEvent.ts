import type { z } from 'zod';
import { type SecretPath, secretPathsOf } from './secrets';

/** Turns the stored data of schema version `n` into the shape of version `n + 1`. */
export type Upcaster = (data: unknown) => unknown;

/**
 * One event type: its name, its current schema version and zod schema, and the upcasters that bring
 * older stored shapes up to date on read (stored rows are never rewritten). Fields the schema marks
 * `secret(...)` are listed in `secretPaths`; they describe the current (upcast) shape.
 *
 * @example
 * const ProblemRenamed = defineEvent('ProblemRenamed', {
 *   version: 2,
 *   schema: z.object({ title: z.string().min(1) }),
 *   upcasters: { 1: (old) => ({ title: (old as { name: string }).name }) },
 * });
 */
export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  readonly type: T;
  readonly version: number;
  readonly schema: S;
  readonly upcasters: Readonly<Record<number, Upcaster>>;
  /** Where the current shape holds secrets (fields marked `secret(...)`), collected once from the schema. */
  readonly secretPaths: readonly SecretPath[];
}

export function defineEvent<const T extends string, S extends z.ZodType>(
  type: T,
  options: { version?: number; schema: S; upcasters?: Record<number, Upcaster> },
): EventDefinition<T, S> {
  const version = options.version ?? 1;
  for (let v = 1; v < version; v++) {
    if (!options.upcasters?.[v]) throw new Error(`${type}: version ${version} needs an upcaster from ${v}`);
  }
  return {
    type,
    version,
    schema: options.schema,
    upcasters: options.upcasters ?? {},
    secretPaths: secretPathsOf(options.schema),
  };
}

/** The `{ type, data }` pair an event definition describes. */
export type EventOfDefinition<D> =
  D extends EventDefinition<infer T, infer S> ? { type: T; data: z.infer<S> } : never;
