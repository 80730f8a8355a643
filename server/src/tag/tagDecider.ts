import { type Decider, fail, type ProductEvent, TAG_HOME_OJ } from '@oj/events';

export interface TagFields {
  name: string;
  oj: string;
  color: string;
  classificationId: number | null;
}
export interface ClassificationFields {
  name: string;
  oj: string;
  rank: number;
}

export type TagCommand =
  | { type: 'CreateTag'; name: string; oj: string; color: string | null; classificationId: number | null }
  | { type: 'UpdateTag'; id: number; changes: Partial<TagFields> }
  | { type: 'DeleteTag'; id: number }
  /** Tags of our own bank (ME) for the names a problem uses, created where missing. */
  | { type: 'EnsureTags'; names: readonly string[] }
  | { type: 'CreateClassification'; name: string; oj: string; rank: number }
  | { type: 'UpdateClassification'; id: number; changes: Partial<ClassificationFields> }
  | { type: 'DeleteClassification'; id: number };

export interface TagState {
  tags: ReadonlyMap<number, TagFields>;
  classifications: ReadonlyMap<number, ClassificationFields>;
  /** Ids count up from 1 in the stream, so a replay gives the same ones. */
  lastTagId: number;
  lastClassificationId: number;
}

export const TAGS_STREAM = 'tags';

/** Colours given to tags created without one, in turn by id. */
const TAG_PALETTE = [
  '#3b82f6',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#06b6d4',
  '#ec4899',
  '#84cc16',
] as const;
const paletteColor = (id: number) => TAG_PALETTE[(id - 1) % TAG_PALETTE.length] ?? TAG_PALETTE[0];

const withEntry = <V>(map: ReadonlyMap<number, V>, id: number, value: V | undefined) => {
  const next = new Map(map);
  if (value === undefined) next.delete(id);
  else next.set(id, value);
  return next;
};

/**
 * Every tag and classification in one stream: one name per OJ for tags and for classifications, a
 * tag's classification in the tag's own OJ, and a deleted classification leaves its tags unclassified.
 */
export const tagDecider: Decider<TagCommand, ProductEvent, TagState> = {
  initialState: () => ({
    tags: new Map(),
    classifications: new Map(),
    lastTagId: 0,
    lastClassificationId: 0,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'TagCreated': {
        const { id, ...fields } = event.data;
        return {
          ...state,
          tags: withEntry(state.tags, id, fields),
          lastTagId: Math.max(state.lastTagId, id),
        };
      }
      case 'TagUpdated': {
        const tag = state.tags.get(event.data.id);
        return tag
          ? { ...state, tags: withEntry(state.tags, event.data.id, { ...tag, ...event.data.changes }) }
          : state;
      }
      case 'TagDeleted':
        return { ...state, tags: withEntry(state.tags, event.data.id, undefined) };
      case 'TagClassificationCreated': {
        const { id, ...fields } = event.data;
        return {
          ...state,
          classifications: withEntry(state.classifications, id, fields),
          lastClassificationId: Math.max(state.lastClassificationId, id),
        };
      }
      case 'TagClassificationUpdated': {
        const found = state.classifications.get(event.data.id);
        if (!found) return state;
        const classifications = withEntry(state.classifications, event.data.id, {
          ...found,
          ...event.data.changes,
        });
        return { ...state, classifications };
      }
      case 'TagClassificationDeleted': {
        const tags = new Map(
          [...state.tags].map(([id, tag]) => [
            id,
            tag.classificationId === event.data.id ? { ...tag, classificationId: null } : tag,
          ]),
        );
        return {
          ...state,
          tags,
          classifications: withEntry(state.classifications, event.data.id, undefined),
        };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateTag': {
        const { name, oj, classificationId } = command;
        refuseTakenTagName(state, name, oj);
        checkClassification(state, classificationId, oj);
        const id = state.lastTagId + 1;
        const color = command.color ?? paletteColor(id);
        return [{ type: 'TagCreated', data: { id, name, oj, color, classificationId } }];
      }
      case 'UpdateTag': {
        const tag = state.tags.get(command.id) ?? fail('not_found', 'The tag does not exist');
        const changes = changedFields(tag, command.changes);
        const next = { ...tag, ...changes };
        if (changes.name !== undefined || changes.oj !== undefined)
          refuseTakenTagName(state, next.name, next.oj, command.id);
        if (changes.classificationId !== undefined || changes.oj !== undefined)
          checkClassification(state, next.classificationId, next.oj);
        return Object.keys(changes).length > 0
          ? [{ type: 'TagUpdated', data: { id: command.id, changes } }]
          : [];
      }
      case 'DeleteTag':
        if (!state.tags.has(command.id)) fail('not_found', 'The tag does not exist');
        return [{ type: 'TagDeleted', data: { id: command.id } }];
      case 'EnsureTags': {
        const known = new Set(
          [...state.tags.values()].filter((t) => t.oj === TAG_HOME_OJ).map((t) => t.name),
        );
        const missing = [...new Set(command.names)].filter((name) => !known.has(name));
        return missing.map((name, i) => {
          const id = state.lastTagId + 1 + i;
          return {
            type: 'TagCreated' as const,
            data: { id, name, oj: TAG_HOME_OJ, color: paletteColor(id), classificationId: null },
          };
        });
      }
      case 'CreateClassification': {
        const { name, oj, rank } = command;
        refuseTakenClassificationName(state, name, oj);
        const id = state.lastClassificationId + 1;
        return [{ type: 'TagClassificationCreated', data: { id, name, oj, rank } }];
      }
      case 'UpdateClassification': {
        const found =
          state.classifications.get(command.id) ?? fail('not_found', 'The tag classification does not exist');
        const changes = changedFields(found, command.changes);
        const next = { ...found, ...changes };
        if (changes.name !== undefined || changes.oj !== undefined)
          refuseTakenClassificationName(state, next.name, next.oj, command.id);
        if (
          changes.oj !== undefined &&
          [...state.tags.values()].some((t) => t.classificationId === command.id)
        )
          fail('validation', 'Move or unclassify its tags before moving the classification to another OJ');
        return Object.keys(changes).length > 0
          ? [{ type: 'TagClassificationUpdated', data: { id: command.id, changes } }]
          : [];
      }
      case 'DeleteClassification':
        if (!state.classifications.has(command.id))
          fail('not_found', 'The tag classification does not exist');
        return [{ type: 'TagClassificationDeleted', data: { id: command.id } }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};

function changedFields<T extends object>(current: T, changes: Partial<T>): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(changes) as (keyof T)[]) {
    const value = changes[key];
    if (value !== undefined && value !== current[key]) changed[key] = value;
  }
  return changed;
}

function refuseTakenTagName(state: TagState, name: string, oj: string, except?: number): void {
  for (const [id, tag] of state.tags) {
    if (id !== except && tag.oj === oj && tag.name === name)
      fail('conflict', `The tag "${name}" already exists in ${oj}`);
  }
}

function refuseTakenClassificationName(state: TagState, name: string, oj: string, except?: number): void {
  for (const [id, found] of state.classifications) {
    if (id !== except && found.oj === oj && found.name === name)
      fail('conflict', `The tag classification "${name}" already exists in ${oj}`);
  }
}

function checkClassification(state: TagState, classificationId: number | null, oj: string): void {
  if (classificationId === null) return;
  const found = state.classifications.get(classificationId);
  if (!found) fail('validation', 'The tag classification does not exist');
  if (found.oj !== oj)
    fail('validation', `The classification "${found.name}" belongs to ${found.oj}, not ${oj}`);
}
