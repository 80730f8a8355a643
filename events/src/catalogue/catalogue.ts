import { InvalidEventData, UnknownEventType } from '../store/errors';
import type { EventDefinition, EventOfDefinition } from './defineEvent';
import type { SecretPath } from './secrets';

/**
 * The set of event types a store accepts. Appending a type outside it, or data failing its schema,
 * is rejected before anything touches the database.
 *
 * @example
 * const catalogue = createCatalogue([ProblemCreated, ProblemRenamed]);
 * catalogue.validate({ type: 'ProblemRenamed', data: { title: 'A+B' } }); // -> { version: 2, data }
 */
export interface Catalogue<E extends { type: string; data: unknown } = { type: string; data: unknown }> {
  readonly types: readonly string[];
  /** Checks an event for appending; returns its current schema version and the parsed data. */
  validate(event: { type: string; data: unknown }): { version: number; data: E['data'] };
  /** Brings stored data of an older schema version up to the current shape. */
  upcast(type: string, storedVersion: number, data: unknown): E;
  has(type: string): boolean;
  /** The current schema version of a type (throws for an unknown type). */
  versionOf(type: string): number;
  /** Where a type's current (upcast) shape holds secrets; undefined for an unknown type. */
  secretPathsOf(type: string): readonly SecretPath[] | undefined;
}

/** The union of `{ type, data }` events a catalogue accepts. */
export type EventOf<C> = C extends Catalogue<infer E> ? E : never;

export function createCatalogue<const D extends readonly EventDefinition[]>(
  definitions: D,
): Catalogue<EventOfDefinition<D[number]>> {
  const byType = new Map<string, EventDefinition>();
  for (const d of definitions) {
    if (byType.has(d.type)) throw new Error(`event type ${d.type} is declared twice`);
    byType.set(d.type, d);
  }
  const definitionOf = (type: string) => {
    const d = byType.get(type);
    if (!d) throw new UnknownEventType(type);
    return d;
  };
  const parse = (d: EventDefinition, data: unknown) => {
    const result = d.schema.safeParse(data);
    if (!result.success) {
      const issues = result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      throw new InvalidEventData(d.type, issues.join('; '));
    }
    return result.data;
  };
  type E = EventOfDefinition<D[number]>;
  return {
    types: [...byType.keys()],
    has: (type) => byType.has(type),
    versionOf: (type) => definitionOf(type).version,
    secretPathsOf: (type) => byType.get(type)?.secretPaths,
    validate(event) {
      const d = definitionOf(event.type);
      return { version: d.version, data: parse(d, event.data) as E['data'] };
    },
    upcast(type, storedVersion, data) {
      const d = definitionOf(type);
      if (storedVersion === d.version) return { type, data } as E;
      let shaped = data;
      for (let v = storedVersion; v < d.version; v++) {
        const up = d.upcasters[v];
        if (!up) throw new Error(`${type}: no upcaster from version ${v}`);
        shaped = up(shaped);
      }
      return { type, data: parse(d, shaped) } as E;
    },
  };
}
