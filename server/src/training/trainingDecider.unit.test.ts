import { DomainError, type ProductEvent, type TrainingFields } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { trainingCategoryDecider } from './trainingCategoryDecider';
import { type TrainingCommand, trainingDecider } from './trainingDecider';

const given = (...events: ProductEvent[]) =>
  events.reduce((state, event) => trainingDecider.evolve(state, event), trainingDecider.initialState());
const when = (events: ProductEvent[], command: TrainingCommand) =>
  trainingDecider.decide(command, given(...events));
const refusal = (events: ProductEvent[], command: TrainingCommand) => {
  try {
    when(events, command);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the command was accepted');
};

const fields: TrainingFields = {
  rank: 1000,
  title: 'Basics',
  description: 'Start here',
  auth: 'Private',
  privatePwd: 'sesame',
  categoryId: 1,
  status: true,
  gid: null,
};
const created: ProductEvent = {
  type: 'TrainingCreated',
  data: { id: 3, fields, author: { uid: 'root', username: 'root' } },
};
const added = (pid: number): ProductEvent => ({ type: 'TrainingProblemAdded', data: { id: 3, pid } });
const ann = { uid: 'ann', username: 'ann' };

describe('trainingDecider', () => {
  it('registers with the right password once, with the spec messages otherwise', () => {
    expect(refusal([created], { type: 'Register', actor: ann, password: '' })).toEqual({
      code: 'validation',
      message: 'Enter the training password',
    });
    expect(refusal([created], { type: 'Register', actor: ann, password: 'open' }).message).toBe(
      'The training password is wrong',
    );
    const registered = when([created], { type: 'Register', actor: ann, password: 'sesame' });
    expect(registered).toEqual([
      { type: 'TrainingRegistered', data: { id: 3, uid: 'ann', username: 'ann' } },
    ]);
    expect(refusal([created, ...registered], { type: 'Register', actor: ann, password: 'sesame' }).code).toBe(
      'conflict',
    );
  });

  it('registers a protected training without a password and refuses to register a public one', () => {
    const protectedOne: ProductEvent = {
      type: 'TrainingUpdated',
      data: { id: 3, changes: { auth: 'Protected' } },
    };
    expect(when([created, protectedOne], { type: 'Register', actor: ann, password: '' })).toHaveLength(1);
    const publicOne: ProductEvent = { type: 'TrainingUpdated', data: { id: 3, changes: { auth: 'Public' } } };
    expect(refusal([created, publicOne], { type: 'Register', actor: ann, password: '' }).message).toBe(
      'This training is public: no registration is needed',
    );
  });

  it('needs a password for a private training, on creation and on edits', () => {
    expect(
      refusal([], {
        type: 'CreateTraining',
        id: 3,
        fields: { ...fields, privatePwd: ' ' },
        author: ann,
      }).message,
    ).toBe('The password is required for a private training');
    expect(refusal([created], { type: 'UpdateTraining', changes: { privatePwd: '' } }).code).toBe(
      'validation',
    );
    expect(when([created], { type: 'UpdateTraining', changes: { title: 'Basics' } })).toEqual([]);
  });

  it('adds new problems only, orders the whole list, hides and removes', () => {
    expect(when([created, added(1)], { type: 'AddProblems', pids: [1, 2, 2] })).toEqual([added(2)]);
    expect(refusal([created, added(1)], { type: 'AddProblems', pids: [1] }).code).toBe('conflict');
    const both = [created, added(1), added(2)];
    expect(refusal(both, { type: 'ReorderProblems', pids: [2] }).code).toBe('validation');
    expect(refusal(both, { type: 'ReorderProblems', pids: [2, 2] }).code).toBe('validation');
    const reordered = when(both, { type: 'ReorderProblems', pids: [2, 1] });
    expect(reordered).toEqual([{ type: 'TrainingProblemsReordered', data: { id: 3, pids: [2, 1] } }]);
    const state = given(...both, ...reordered);
    expect(state.status === 'live' && state.problems.map((p) => p.pid)).toEqual([2, 1]);
    expect(when(both, { type: 'SetProblemVisibility', pid: 1, visible: true })).toEqual([]);
    expect(when(both, { type: 'SetProblemVisibility', pid: 1, visible: false })).toHaveLength(1);
    expect(refusal(both, { type: 'RemoveProblem', pid: 9 }).code).toBe('not_found');
  });

  it('refuses everything on a deleted training', () => {
    const deleted: ProductEvent = { type: 'TrainingDeleted', data: { id: 3 } };
    expect(refusal([created, deleted], { type: 'AddProblems', pids: [1] }).message).toBe(
      'The training does not exist',
    );
  });
});

describe('trainingCategoryDecider', () => {
  const decide = (events: ProductEvent[], command: Parameters<typeof trainingCategoryDecider.decide>[0]) =>
    trainingCategoryDecider.decide(
      command,
      events.reduce(trainingCategoryDecider.evolve, trainingCategoryDecider.initialState()),
    );
  const basics: ProductEvent = {
    type: 'TrainingCategoryCreated',
    data: { id: 1, name: 'Basics', color: '#000000' },
  };

  it('counts ids up, keeps names unique, and changes nothing for an unchanged save', () => {
    expect(decide([basics], { type: 'SaveCategory', name: 'Graphs', color: '#111111' })).toEqual([
      { type: 'TrainingCategoryCreated', data: { id: 2, name: 'Graphs', color: '#111111' } },
    ]);
    expect(() => decide([basics], { type: 'SaveCategory', name: 'Basics', color: '#111111' })).toThrow(
      'A training category with this name already exists',
    );
    expect(decide([basics], { type: 'SaveCategory', id: 1, name: 'Basics', color: '#000000' })).toEqual([]);
    expect(() => decide([], { type: 'DeleteCategory', id: 1 })).toThrow('The category does not exist');
  });
});
