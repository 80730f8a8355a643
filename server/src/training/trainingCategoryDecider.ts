import { type Decider, fail, trainingMessages as m, type ProductEvent } from '@oj/events';

export type TrainingCategoryCommand =
  | { type: 'SaveCategory'; id?: number; name: string; color: string }
  | { type: 'DeleteCategory'; id: number };

export interface TrainingCategoryState {
  categories: ReadonlyMap<number, { name: string; color: string }>;
  /** Ids count up in the stream, so a replay gives the same ones. */
  lastId: number;
}

/** The training categories, one stream (`training-categories`): names are unique, ids count up from 1. */
export const trainingCategoryDecider: Decider<TrainingCategoryCommand, ProductEvent, TrainingCategoryState> =
  {
    initialState: () => ({ categories: new Map(), lastId: 0 }),
    evolve(state, event) {
      switch (event.type) {
        case 'TrainingCategoryCreated':
        case 'TrainingCategoryUpdated': {
          const { id, name, color } = event.data;
          return {
            categories: new Map(state.categories).set(id, { name, color }),
            lastId: Math.max(state.lastId, id),
          };
        }
        case 'TrainingCategoryDeleted': {
          const categories = new Map(state.categories);
          categories.delete(event.data.id);
          return { ...state, categories };
        }
        default:
          return state;
      }
    },
    decide(command, state) {
      if (command.type === 'DeleteCategory') {
        if (!state.categories.has(command.id)) fail('not_found', m.categoryMissing);
        return [{ type: 'TrainingCategoryDeleted', data: { id: command.id } }];
      }
      const { id, name, color } = command;
      const holder = [...state.categories].find(([, c]) => c.name === name)?.[0];
      if (holder !== undefined && holder !== id) fail('conflict', m.categoryTaken);
      if (id === undefined)
        return [{ type: 'TrainingCategoryCreated', data: { id: state.lastId + 1, name, color } }];
      const current = state.categories.get(id) ?? fail('not_found', m.categoryMissing);
      if (current.name === name && current.color === color) return [];
      return [{ type: 'TrainingCategoryUpdated', data: { id, name, color } }];
    },
  };
