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
});
