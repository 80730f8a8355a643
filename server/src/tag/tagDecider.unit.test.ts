import { DomainError, type ProductEvent } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { type TagCommand, tagDecider } from './tagDecider';

const given = (...events: ProductEvent[]) =>
  events.reduce((state, event) => tagDecider.evolve(state, event), tagDecider.initialState());
const when = (events: ProductEvent[], command: TagCommand) => tagDecider.decide(command, given(...events));
const refusal = (events: ProductEvent[], command: TagCommand) => {
  try {
    when(events, command);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the command was accepted');
};

const dp: ProductEvent = {
  type: 'TagCreated',
  data: { id: 1, name: 'dp', oj: 'ME', color: '#3b82f6', classificationId: null },
};
const algorithms: ProductEvent = {
  type: 'TagClassificationCreated',
  data: { id: 1, name: 'Algorithms', oj: 'ME', rank: 1 },
};

describe('tags', () => {
  it('get the next id and a palette colour when none is given', () => {
    expect(
      when([dp], { type: 'CreateTag', name: 'graphs', oj: 'ME', color: null, classificationId: null }),
    ).toEqual([
      {
        type: 'TagCreated',
        data: { id: 2, name: 'graphs', oj: 'ME', color: '#10b981', classificationId: null },
      },
    ]);
  });

  it('are unique by name within an OJ, not across OJs', () => {
    expect(
      refusal([dp], { type: 'CreateTag', name: 'dp', oj: 'ME', color: null, classificationId: null }),
    ).toEqual({ code: 'conflict', message: 'The tag "dp" already exists in ME' });
    expect(
      when([dp], { type: 'CreateTag', name: 'dp', oj: 'HDU', color: null, classificationId: null }),
    ).toHaveLength(1);
    const graphs: ProductEvent = {
      type: 'TagCreated',
      data: { id: 2, name: 'graphs', oj: 'ME', color: '#10b981', classificationId: null },
    };
    expect(refusal([dp, graphs], { type: 'UpdateTag', id: 2, changes: { name: 'dp' } }).code).toBe(
      'conflict',
    );
  });

  it('take a classification of their own OJ only', () => {
    expect(
      refusal([dp], { type: 'CreateTag', name: 'x', oj: 'ME', color: null, classificationId: 7 }).message,
    ).toBe('The tag classification does not exist');
    expect(
      refusal([algorithms], { type: 'CreateTag', name: 'x', oj: 'HDU', color: null, classificationId: 1 })
        .message,
    ).toMatch(/belongs to ME, not HDU/);
  });

  it('record only the fields an update changes', () => {
    expect(when([dp], { type: 'UpdateTag', id: 1, changes: { name: 'dp', color: '#000000' } })).toEqual([
      { type: 'TagUpdated', data: { id: 1, changes: { color: '#000000' } } },
    ]);
    expect(when([dp], { type: 'UpdateTag', id: 1, changes: { name: 'dp' } })).toEqual([]);
    expect(refusal([], { type: 'UpdateTag', id: 1, changes: {} }).code).toBe('not_found');
  });

  it('that problems name are created in ME once each, after the last id', () => {
    expect(when([dp], { type: 'EnsureTags', names: ['dp', 'greedy', 'greedy', 'math'] })).toEqual([
      {
        type: 'TagCreated',
        data: { id: 2, name: 'greedy', oj: 'ME', color: '#10b981', classificationId: null },
      },
      {
        type: 'TagCreated',
        data: { id: 3, name: 'math', oj: 'ME', color: '#f59e0b', classificationId: null },
      },
    ]);
  });

  it('never reuse the id of a deleted tag', () => {
    const created = when([dp, { type: 'TagDeleted', data: { id: 1 } }], {
      type: 'EnsureTags',
      names: ['dp'],
    });
    expect(created[0]).toMatchObject({ data: { id: 2, name: 'dp' } });
  });
});

describe('tag classifications', () => {
  it('are unique by name within an OJ', () => {
    expect(
      refusal([algorithms], { type: 'CreateClassification', name: 'Algorithms', oj: 'ME', rank: 0 }),
    ).toEqual({
      code: 'conflict',
      message: 'The tag classification "Algorithms" already exists in ME',
    });
  });

  it('when deleted leave their tags unclassified', () => {
    const classified: ProductEvent = {
      type: 'TagUpdated',
      data: { id: 1, changes: { classificationId: 1 } },
    };
    const deleted: ProductEvent = { type: 'TagClassificationDeleted', data: { id: 1 } };
    expect(given(algorithms, dp, classified).tags.get(1)?.classificationId).toBe(1);
    expect(given(algorithms, dp, classified, deleted).tags.get(1)?.classificationId).toBeNull();
    expect(refusal([algorithms, dp, classified, deleted], { type: 'DeleteClassification', id: 1 }).code).toBe(
      'not_found',
    );
  });

  it('cannot move to another OJ while tags of theirs stay behind', () => {
    const classified: ProductEvent = {
      type: 'TagUpdated',
      data: { id: 1, changes: { classificationId: 1 } },
    };
    expect(
      refusal([algorithms, dp, classified], { type: 'UpdateClassification', id: 1, changes: { oj: 'HDU' } })
        .code,
    ).toBe('validation');
    expect(
      when([algorithms], { type: 'UpdateClassification', id: 1, changes: { oj: 'HDU', rank: 1 } }),
    ).toEqual([{ type: 'TagClassificationUpdated', data: { id: 1, changes: { oj: 'HDU' } } }]);
  });
});
