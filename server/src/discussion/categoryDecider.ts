import { type Decider, fail, discussionMessages as m, type ProductEvent } from '@oj/events';

export type CategoryCommand = {
  type: 'UpsertCategories';
  /** With an id: rename that category; without: a new one. Categories left out stay (see decisions.md). */
  categories: readonly { id?: number; name: string }[];
};

export interface CategoryState {
  names: ReadonlyMap<number, string>;
  /** Ids count up in the stream, so a replay gives the same ones. */
  lastId: number;
}

/** The discussion categories, one stream: names are unique, ids count up from 1. */
export const categoryDecider: Decider<CategoryCommand, ProductEvent, CategoryState> = {
  initialState: () => ({ names: new Map(), lastId: 0 }),
  evolve(state, event) {
    if (event.type === 'DiscussionCategoryCreated' || event.type === 'DiscussionCategoryRenamed') {
      const names = new Map(state.names).set(event.data.id, event.data.name);
      return { names, lastId: Math.max(state.lastId, event.data.id) };
    }
    return state;
  },
  decide(command, state) {
    const names = new Map(state.names);
    let lastId = state.lastId;
    const events: ProductEvent[] = [];
    for (const { id, name } of command.categories) {
      const holder = [...names].find(([, taken]) => taken === name)?.[0];
      if (holder !== undefined && holder !== id) fail('conflict', `The category "${name}" already exists`);
      if (id === undefined) {
        lastId += 1;
        names.set(lastId, name);
        events.push({ type: 'DiscussionCategoryCreated', data: { id: lastId, name } });
      } else {
        if (!names.has(id)) fail('not_found', m.categoryMissing);
        if (names.get(id) === name) continue;
        names.set(id, name);
        events.push({ type: 'DiscussionCategoryRenamed', data: { id, name } });
      }
    }
    return events;
  },
};
