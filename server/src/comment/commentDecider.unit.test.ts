import { type CommentSource, DomainError, type ProductEvent } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { type CommentActor, type CommentCommand, commentDecider } from './commentDecider';

const given = (...events: ProductEvent[]) =>
  events.reduce((state, event) => commentDecider.evolve(state, event), commentDecider.initialState());
const when = (events: ProductEvent[], command: CommentCommand) =>
  commentDecider.decide(command, given(...events));
const refusal = (events: ProductEvent[], command: CommentCommand) => {
  try {
    when(events, command);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the command was accepted');
};

const ann: CommentActor = { uid: 'ann', username: 'ann', isPlaceAdmin: false, mayComment: true };
const bob: CommentActor = { uid: 'bob', username: 'bob', isPlaceAdmin: false, mayComment: true };
const judge: CommentActor = { uid: 'root', username: 'root', isPlaceAdmin: true, mayComment: true };
const discussion: CommentSource = { type: 'Discussion', did: 3, title: 'Why WA?', authorUid: 'carl' };
const contest: CommentSource = { type: 'Contest', cid: 9, title: 'Cup' };
const posting = { rules: { acceptedNeeded: 2 }, acceptedCount: 5, contestRunning: false };
const post = (
  actor: CommentActor,
  source: CommentSource = discussion,
  extra: Partial<CommentCommand> = {},
): CommentCommand =>
  ({
    type: 'PostComment',
    id: 4,
    source,
    content: 'Use long long',
    actor,
    ...posting,
    ...extra,
  }) as CommentCommand;
const posted = (actor: CommentActor, source: CommentSource = discussion, running = false) =>
  when([], post(actor, source, { contestRunning: running })) as ProductEvent[];
const reply = (
  actor: CommentActor,
  quote: { type: 'Comment' | 'Reply'; id: number },
  extra = {},
): CommentCommand => ({
  type: 'PostReply',
  replyId: 11,
  quote,
  content: 'Thanks',
  actor,
  ...posting,
  ...extra,
});

describe('commentDecider', () => {
  it('posts a comment carrying its source, author and whether an admin of the place wrote it', () => {
    expect(posted(ann)).toEqual([
      {
        type: 'CommentPosted',
        data: {
          id: 4,
          content: 'Use long long',
          from: { uid: 'ann', username: 'ann' },
          fromAdmin: false,
          whileRunning: false,
          source: discussion,
        },
      },
    ]);
    expect(posted(judge, contest, true)[0]?.data).toMatchObject({ fromAdmin: true, whileRunning: true });
  });

  it('refuses muted accounts and too few accepted problems; admins of the place are exempt from the count', () => {
    expect(refusal([], post({ ...ann, mayComment: false }))).toEqual({
      code: 'forbidden',
      message: 'Your account is not allowed to comment',
    });
    expect(refusal([], post(ann, discussion, { acceptedCount: 1 }))).toEqual({
      code: 'forbidden',
      message: 'You need 2 accepted problems before commenting',
    });
    expect(when([], post(judge, discussion, { acceptedCount: 0 }))).toHaveLength(1);
  });

  it('replies to the comment or to a reply, telling the quoted author and carrying a short quote', () => {
    const history = posted(ann);
    const first = when(history, reply(bob, { type: 'Comment', id: 4 }));
    expect(first[0]?.data).toMatchObject({
      commentId: 4,
      toUid: 'ann',
      quoteContent: 'Use long long',
      source: discussion,
    });
    const second = when([...history, ...first], {
      ...reply(ann, { type: 'Reply', id: 11 }),
      replyId: 12,
    } as CommentCommand);
    expect(second[0]?.data).toMatchObject({
      id: 12,
      toUid: 'bob',
      quoteContent: 'Thanks',
      quote: { type: 'Reply', id: 11 },
    });
    expect(refusal(history, reply(bob, { type: 'Reply', id: 99 })).code).toBe('not_found');
  });

  it("refuses a contestant's reply to an admin comment while the contest runs, not after", () => {
    const history = posted(judge, contest, true);
    expect(refusal(history, reply(ann, { type: 'Comment', id: 4 }, { contestRunning: true }))).toEqual({
      code: 'forbidden',
      message: 'Admin comments cannot be replied to during the contest',
    });
    expect(when(history, reply(ann, { type: 'Comment', id: 4 }, { contestRunning: false }))).toHaveLength(1);
    expect(when(history, reply(judge, { type: 'Comment', id: 4 }, { contestRunning: true }))).toHaveLength(1);
  });

  it('lets the author or an admin of the place delete a comment or a reply', () => {
    const history = [...posted(ann), ...when(posted(ann), reply(bob, { type: 'Comment', id: 4 }))];
    expect(refusal(history, { type: 'DeleteComment', actor: bob }).message).toBe(
      'Only the author or an admin may delete this comment',
    );
    expect(refusal(history, { type: 'DeleteReply', replyId: 11, actor: ann }).message).toBe(
      'Only the author or an admin may delete this reply',
    );
    expect(when(history, { type: 'DeleteReply', replyId: 11, actor: bob })[0]?.type).toBe('ReplyDeleted');
    expect(when(history, { type: 'DeleteComment', actor: judge })[0]).toMatchObject({
      type: 'CommentDeleted',
      data: { id: 4, by: 'root', source: discussion },
    });
    const deleted = [...history, ...when(history, { type: 'DeleteComment', actor: ann })];
    expect(refusal(deleted, { type: 'LikeComment', actor: bob, toLike: true }).code).toBe('not_found');
  });

  it("likes once per user, telling the comment's author; a repeated like or unlike appends nothing", () => {
    const history = posted(ann);
    const liked = when(history, { type: 'LikeComment', actor: bob, toLike: true });
    expect(liked).toEqual([
      { type: 'CommentLiked', data: { id: 4, uid: 'bob', toUid: 'ann', source: discussion } },
    ]);
    expect(when([...history, ...liked], { type: 'LikeComment', actor: bob, toLike: true })).toEqual([]);
    expect(when(history, { type: 'LikeComment', actor: bob, toLike: false })).toEqual([]);
    expect(when([...history, ...liked], { type: 'LikeComment', actor: bob, toLike: false })[0]?.type).toBe(
      'CommentUnliked',
    );
  });
});
