import type { ProductEvent } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { deriveMessages, factsNeeded } from './deriveMessages';

const liked = (uid: string): ProductEvent => ({ type: 'DiscussionLiked', data: { id: 7, uid } });
const notice = (audience: 'all' | 'users' | 'admins', recipients: string[]): ProductEvent => ({
  type: 'NoticeSent',
  data: {
    id: 3,
    title: 'Maintenance',
    content: 'Tonight',
    audience,
    recipients,
    author: { uid: 'root', username: 'root' },
  },
});
const discussion = { uid: 'author', title: 'A hint' };

describe('deriveMessages', () => {
  it('sends the discussion author a like message naming the liker and the discussion', () => {
    const { messages } = deriveMessages(liked('fan'), { discussion });
    expect(messages).toEqual([
      expect.objectContaining({
        uid: 'author',
        kind: 'like',
        senderUid: 'fan',
        action: 'Like',
        sourceType: 'Discussion',
        sourceId: 7,
        sourceTitle: 'A hint',
        url: '/discussion-detail/7',
      }),
    ]);
  });

  it('never sends the author a message about liking their own discussion', () => {
    expect(deriveMessages(liked('author'), { discussion }).messages).toEqual([]);
  });

  it('sends nothing for a like of a discussion it has not seen', () => {
    expect(deriveMessages(liked('fan'), {}).messages).toEqual([]);
  });

  it('asks for the liked discussion, and for nothing on other events', () => {
    expect(factsNeeded(liked('fan'))).toEqual({ discussionId: 7 });
    expect(factsNeeded(notice('all', []))).toEqual({});
  });

  it('makes a notice to all users one broadcast, not a message per user', () => {
    expect(deriveMessages(notice('all', []), {})).toEqual({
      messages: [],
      broadcast: { noticeId: 3, title: 'Maintenance', content: 'Tonight' },
    });
  });

  it('sends named users a mine message each, once per user', () => {
    const { messages, broadcast } = deriveMessages(notice('users', ['a', 'b', 'a']), {});
    expect(broadcast).toBeUndefined();
    expect(messages.map((m) => [m.uid, m.kind, m.title, m.content])).toEqual([
      ['a', 'mine', 'Maintenance', 'Tonight'],
      ['b', 'mine', 'Maintenance', 'Tonight'],
    ]);
  });

  it('sends admins a system message each', () => {
    const { messages } = deriveMessages(notice('admins', ['root', 'adm']), {});
    expect(messages.map((m) => [m.uid, m.kind])).toEqual([
      ['root', 'sys'],
      ['adm', 'sys'],
    ]);
  });

  it('makes no message from an unlike', () => {
    const unliked: ProductEvent = { type: 'DiscussionUnliked', data: { id: 7, uid: 'fan' } };
    expect(deriveMessages(unliked, { discussion })).toEqual({ messages: [] });
  });

  const inDiscussion = { type: 'Discussion' as const, did: 7, title: 'A hint', authorUid: 'author' };
  const inContest = { type: 'Contest' as const, cid: 4, title: 'Weekly' };
  const comment = (
    fromUid: string,
    source: typeof inDiscussion | typeof inContest = inDiscussion,
  ): ProductEvent => ({
    type: 'CommentPosted',
    data: {
      id: 11,
      content: 'x'.repeat(300),
      from: { uid: fromUid, username: fromUid },
      fromAdmin: false,
      whileRunning: false,
      source,
    },
  });
  const reply = (fromUid: string, toUid: string): ProductEvent => ({
    type: 'ReplyPosted',
    data: {
      id: 12,
      commentId: 11,
      content: 'Thanks',
      from: { uid: fromUid, username: fromUid },
      fromAdmin: false,
      whileRunning: false,
      quote: { type: 'Comment', id: 11 },
      toUid,
      quoteContent: 'Use long long',
      source: inContest,
    },
  });
  const commentLiked = (uid: string, toUid: string): ProductEvent => ({
    type: 'CommentLiked',
    data: { id: 11, uid, toUid, source: inDiscussion },
  });

  it('tells a discussion author about a comment under it, with an excerpt, but not about their own', () => {
    const [message, ...rest] = deriveMessages(comment('bob'), {}).messages;
    expect(rest).toEqual([]);
    expect(message).toMatchObject({
      uid: 'author',
      kind: 'comment',
      senderUid: 'bob',
      action: 'Discuss',
      sourceType: 'Discussion',
      sourceId: 7,
      url: '/discussion-detail/7',
    });
    expect(message?.sourceContent).toHaveLength(201);
    expect(deriveMessages(comment('author'), {}).messages).toEqual([]);
    // A contest's comment area belongs to nobody: a comment there tells no one.
    expect(deriveMessages(comment('bob', inContest), {}).messages).toEqual([]);
  });

  it('tells the quoted user about a reply, with the quote, pointing at the contest comment tab', () => {
    expect(deriveMessages(reply('admin', 'bob'), {}).messages).toEqual([
      expect.objectContaining({
        uid: 'bob',
        kind: 'reply',
        senderUid: 'admin',
        action: 'Reply',
        sourceType: 'Contest',
        sourceId: 4,
        sourceTitle: 'Weekly',
        sourceContent: 'Thanks',
        quoteContent: 'Use long long',
        url: '/contest/4/comment',
      }),
    ]);
    expect(deriveMessages(reply('bob', 'bob'), {}).messages).toEqual([]);
  });

  it("tells a comment's author about a like of it, never the liker about their own", () => {
    expect(deriveMessages(commentLiked('fan', 'bob'), {}).messages).toEqual([
      expect.objectContaining({ uid: 'bob', kind: 'like', senderUid: 'fan', action: 'Like' }),
    ]);
    expect(deriveMessages(commentLiked('bob', 'bob'), {}).messages).toEqual([]);
  });
});
