import { type DiscussionFields, DomainError, type ProductEvent } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { categoryDecider } from './categoryDecider';
import { type DiscussionActor, type DiscussionCommand, discussionDecider } from './discussionDecider';

const given = (...events: ProductEvent[]) =>
  events.reduce((state, event) => discussionDecider.evolve(state, event), discussionDecider.initialState());
const when = (events: ProductEvent[], command: DiscussionCommand) =>
  discussionDecider.decide(command, given(...events));
const refusal = (events: ProductEvent[], command: DiscussionCommand) => {
  try {
    when(events, command);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the command was accepted');
};

const ann: DiscussionActor = { uid: 'ann', username: 'ann', isAdmin: false, mayDiscuss: true };
const bob: DiscussionActor = { uid: 'bob', username: 'bob', isAdmin: false, mayDiscuss: true };
const admin: DiscussionActor = { uid: 'root', username: 'root', isAdmin: true, mayDiscuss: true };
const fields: DiscussionFields = {
  title: 'Why WA?',
  description: 'WA on test 3',
  content: 'My **code**',
  categoryId: 1,
  pid: null,
  topPriority: false,
};
const rules = { acceptedNeeded: 2, dailyLimit: 3 };
const create = (
  actor: DiscussionActor,
  extra: Partial<Extract<DiscussionCommand, { type: 'CreateDiscussion' }>> = {},
): DiscussionCommand => ({
  type: 'CreateDiscussion',
  id: 7,
  fields,
  actor,
  rules,
  acceptedCount: 5,
  postedToday: 0,
  ...extra,
});
const created: ProductEvent = {
  type: 'DiscussionCreated',
  data: { id: 7, fields, author: { uid: 'ann', username: 'ann' } },
};
const disabled: ProductEvent = { type: 'DiscussionModerated', data: { id: 7, changes: { status: 1 } } };

describe('posting', () => {
  it('creates the discussion under the given number, by its author', () => {
    expect(when([], create(ann))).toEqual([created]);
  });

  it('needs the accepted problems the site asks for, except from admins', () => {
    expect(refusal([], create(ann, { acceptedCount: 1 }))).toEqual({
      code: 'forbidden',
      message: 'You need 2 accepted problems before posting a discussion',
    });
    expect(when([], create(admin, { acceptedCount: 0 }))).toHaveLength(1);
  });

  it('stops at the daily limit (0: none), except for admins', () => {
    expect(refusal([], create(ann, { postedToday: 3 }))).toEqual({
      code: 'rate_limited',
      message: 'You can post at most 3 discussions a day',
    });
    expect(when([], create(ann, { postedToday: 2 }))).toHaveLength(1);
    expect(
      when([], create(ann, { postedToday: 99, rules: { acceptedNeeded: 0, dailyLimit: 0 } })),
    ).toHaveLength(1);
    expect(when([], create(admin, { postedToday: 3 }))).toHaveLength(1);
  });

  it('refuses role codes that forbid discussing, and pinning by non-admins', () => {
    expect(refusal([], create({ ...ann, mayDiscuss: false })).message).toBe(
      'Your account is not allowed to post discussions',
    );
    expect(refusal([], create(ann, { fields: { ...fields, topPriority: true } })).message).toBe(
      'Only admins may set the top priority',
    );
    expect(when([], create(admin, { fields: { ...fields, topPriority: true } }))).toHaveLength(1);
  });

  it('never creates the same number twice', () => {
    expect(refusal([created], create(ann)).code).toBe('conflict');
  });
});

describe('editing and deleting', () => {
  it('lets only the author edit, recording only what changed', () => {
    expect(
      when([created], { type: 'UpdateDiscussion', actor: ann, changes: { title: 'Why WA?', content: 'x' } }),
    ).toEqual([{ type: 'DiscussionUpdated', data: { id: 7, changes: { content: 'x' } } }]);
    expect(
      refusal([created], { type: 'UpdateDiscussion', actor: bob, changes: { content: 'x' } }).message,
    ).toBe('Only the author may edit this discussion');
    expect(
      refusal([created], { type: 'UpdateDiscussion', actor: admin, changes: { content: 'x' } }).code,
    ).toBe('forbidden');
  });

  it('lets the author or an admin delete, and then nothing else', () => {
    expect(refusal([created], { type: 'DeleteDiscussion', actor: bob }).message).toBe(
      'Only the author or an admin may delete this discussion',
    );
    expect(when([created], { type: 'DeleteDiscussion', actor: admin })).toEqual([
      { type: 'DiscussionDeleted', data: { id: 7 } },
    ]);
    const deleted: ProductEvent = { type: 'DiscussionDeleted', data: { id: 7 } };
    expect(refusal([created, deleted], { type: 'LikeDiscussion', actor: bob, toLike: true }).code).toBe(
      'not_found',
    );
  });
});

describe('moderation', () => {
  it('pins and disables, recording only changes', () => {
    expect(
      when([created], { type: 'ModerateDiscussion', changes: { topPriority: true, status: 0 } }),
    ).toEqual([{ type: 'DiscussionModerated', data: { id: 7, changes: { topPriority: true } } }]);
    expect(when([created, disabled], { type: 'ModerateDiscussion', changes: { status: 1 } })).toEqual([]);
  });

  it('closes a disabled discussion to everyone but admins', () => {
    expect(refusal([created, disabled], { type: 'LikeDiscussion', actor: bob, toLike: true }).message).toBe(
      'The discussion has been disabled',
    );
    expect(
      refusal([created, disabled], { type: 'UpdateDiscussion', actor: ann, changes: { content: 'y' } }).code,
    ).toBe('forbidden');
    expect(when([created, disabled], { type: 'LikeDiscussion', actor: admin, toLike: true })).toHaveLength(1);
  });
});

describe('likes and reports', () => {
  it('counts one like per user: liking twice or unliking unliked changes nothing', () => {
    const liked: ProductEvent = { type: 'DiscussionLiked', data: { id: 7, uid: 'bob' } };
    expect(when([created], { type: 'LikeDiscussion', actor: bob, toLike: true })).toEqual([liked]);
    expect(when([created, liked], { type: 'LikeDiscussion', actor: bob, toLike: true })).toEqual([]);
    expect(when([created], { type: 'LikeDiscussion', actor: bob, toLike: false })).toEqual([]);
    expect(when([created, liked], { type: 'LikeDiscussion', actor: bob, toLike: false })).toEqual([
      { type: 'DiscussionUnliked', data: { id: 7, uid: 'bob' } },
    ]);
  });

  it('numbers reports within the discussion and names the signed-in reporter', () => {
    const first: ProductEvent = {
      type: 'DiscussionReported',
      data: { id: 7, reportNo: 1, reporter: { uid: 'bob', username: 'bob' }, content: '#Spam ads#' },
    };
    expect(when([created], { type: 'ReportDiscussion', actor: bob, content: '#Spam ads#' })).toEqual([first]);
    expect(when([created, first], { type: 'ReportDiscussion', actor: ann, content: 'rude' })).toMatchObject([
      { data: { reportNo: 2, reporter: { uid: 'ann' } } },
    ]);
  });
});

describe('categories', () => {
  const run = (events: ProductEvent[], categories: { id?: number; name: string }[]) =>
    categoryDecider.decide(
      { type: 'UpsertCategories', categories },
      events.reduce(categoryDecider.evolve, categoryDecider.initialState()),
    );
  const general: ProductEvent = { type: 'DiscussionCategoryCreated', data: { id: 1, name: 'General' } };

  it('creates new names with the next ids and renames by id, leaving unchanged ones alone', () => {
    expect(run([general], [{ id: 1, name: 'General' }, { name: 'Hints' }, { name: 'Contests' }])).toEqual([
      { type: 'DiscussionCategoryCreated', data: { id: 2, name: 'Hints' } },
      { type: 'DiscussionCategoryCreated', data: { id: 3, name: 'Contests' } },
    ]);
    expect(run([general], [{ id: 1, name: 'Chat' }])).toEqual([
      { type: 'DiscussionCategoryRenamed', data: { id: 1, name: 'Chat' } },
    ]);
  });

  it('refuses a taken name and an unknown id', () => {
    expect(() => run([general], [{ name: 'General' }])).toThrow('The category "General" already exists');
    expect(() => run([general], [{ id: 9, name: 'X' }])).toThrow('The category does not exist');
  });
});

describe('explanations', () => {
  const aboutProblem: ProductEvent = {
    type: 'DiscussionCreated',
    data: { id: 7, fields: { ...fields, pid: 'P1000' }, author: { uid: 'ann', username: 'ann' } },
  };
  const pick: DiscussionCommand = { type: 'ModerateDiscussion', changes: { explanation: true } };

  it('picks a problem discussion once; picking it again changes nothing', () => {
    const picked: ProductEvent = {
      type: 'DiscussionModerated',
      data: { id: 7, changes: { explanation: true } },
    };
    expect(when([aboutProblem], pick)).toEqual([picked]);
    expect(when([aboutProblem, picked], pick)).toEqual([]);
    expect(
      when([aboutProblem, picked], { type: 'ModerateDiscussion', changes: { explanation: false } }),
    ).toEqual([{ type: 'DiscussionModerated', data: { id: 7, changes: { explanation: false } } }]);
  });

  it('refuses a discussion about no problem', () => {
    expect(refusal([created], pick)).toEqual({
      code: 'validation',
      message: 'Only a discussion about a problem can be its explanation',
    });
  });
});

describe('handling reports', () => {
  const reported: ProductEvent = {
    type: 'DiscussionReported',
    data: { id: 7, reportNo: 1, reporter: { uid: 'bob', username: 'bob' }, content: '#Spam# ads' },
  };
  const handled: ProductEvent = {
    type: 'DiscussionReportHandled',
    data: { id: 7, reportNo: 1, handled: true },
  };
  const handle = (reportNo: number, on: boolean): DiscussionCommand => ({
    type: 'HandleReport',
    reportNo,
    handled: on,
  });

  it('marks a report handled once, and back to unhandled', () => {
    expect(when([created, reported], handle(1, true))).toEqual([handled]);
    expect(when([created, reported, handled], handle(1, true))).toEqual([]);
    expect(when([created, reported, handled], handle(1, false))).toEqual([
      { type: 'DiscussionReportHandled', data: { id: 7, reportNo: 1, handled: false } },
    ]);
  });

  it('still handles the reports of a deleted discussion', () => {
    const deleted: ProductEvent = { type: 'DiscussionDeleted', data: { id: 7 } };
    expect(when([created, reported, deleted], handle(1, true))).toEqual([handled]);
  });

  it('refuses a report that was never made, or a discussion that never was', () => {
    expect(refusal([created, reported], handle(2, true))).toEqual({
      code: 'not_found',
      message: 'The report does not exist',
    });
    expect(refusal([], handle(1, true))).toMatchObject({ code: 'not_found' });
  });
});
