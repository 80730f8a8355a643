import { type CommentSource, type MessageKind, noticeKindOf, type ProductEvent } from '@oj/events';

/** One message to one reader, as an event makes it (numbered and dated by the projection). */
export interface MessageDraft {
  uid: string;
  kind: MessageKind;
  senderUid: string | null;
  action: string | null;
  sourceType: 'Discussion' | 'Contest' | null;
  sourceId: number | null;
  sourceTitle: string | null;
  sourceContent: string | null;
  quoteContent: string | null;
  url: string | null;
  title: string | null;
  content: string | null;
}

/** A notice to every user: stored once; each reader's state is a read position. */
export interface BroadcastDraft {
  noticeId: number;
  title: string;
  content: string;
}

export interface DerivedMessages {
  messages: MessageDraft[];
  broadcast?: BroadcastDraft;
}

/** What an event's messages depend on beyond the event: a discussion's author and title (own copy). */
export interface MessageFacts {
  discussion?: { uid: string; title: string };
}

const blank: Omit<MessageDraft, 'uid' | 'kind'> = {
  senderUid: null,
  action: null,
  sourceType: null,
  sourceId: null,
  sourceTitle: null,
  sourceContent: null,
  quoteContent: null,
  url: null,
  title: null,
  content: null,
};

/** The facts `deriveMessages` needs for `event`, so the projection loads only those. */
export function factsNeeded(event: ProductEvent): { discussionId?: number } {
  return event.type === 'DiscussionLiked' ? { discussionId: event.data.id } : {};
}

/**
 * The messages an event sends: one pure case per kind of event, so a new source (a comment, a reply, a
 * comment's like) is one more case here and one more unit test. Nobody is sent a message about their
 * own act.
 *
 * @example
 * deriveMessages(likedEvent, { discussion: { uid: 'author', title: 'Hint' } })
 * // { messages: [{ uid: 'author', kind: 'like', senderUid: 'liker', action: 'Like', ... }] }
 */
export function deriveMessages(event: ProductEvent, facts: MessageFacts): DerivedMessages {
  switch (event.type) {
    case 'DiscussionLiked': {
      const { discussion } = facts;
      if (!discussion || discussion.uid === event.data.uid) return { messages: [] };
      return {
        messages: [
          {
            ...blank,
            uid: discussion.uid,
            kind: 'like',
            senderUid: event.data.uid,
            action: 'Like',
            sourceType: 'Discussion',
            sourceId: event.data.id,
            sourceTitle: discussion.title,
            url: `/discussion-detail/${event.data.id}`,
          },
        ],
      };
    }
    case 'CommentPosted': {
      // A comment under a discussion tells its author; a contest's comment area has no author to tell.
      const { source, from } = event.data;
      if (source.type !== 'Discussion' || source.authorUid === from.uid) return { messages: [] };
      const message = { ...aboutComment(source, from.uid), sourceContent: excerpt(event.data.content) };
      return { messages: [{ ...message, uid: source.authorUid, kind: 'comment', action: 'Discuss' }] };
    }
    case 'ReplyPosted': {
      const { source, from, toUid, quoteContent } = event.data;
      if (toUid === from.uid) return { messages: [] };
      const message = { ...aboutComment(source, from.uid), sourceContent: excerpt(event.data.content) };
      return { messages: [{ ...message, uid: toUid, kind: 'reply', action: 'Reply', quoteContent }] };
    }
    case 'CommentLiked': {
      const { source, uid, toUid } = event.data;
      if (toUid === uid) return { messages: [] };
      return { messages: [{ ...aboutComment(source, uid), uid: toUid, kind: 'like', action: 'Like' }] };
    }
    case 'NoticeSent': {
      const { id, title, content, audience, recipients } = event.data;
      if (audience === 'all') return { messages: [], broadcast: { noticeId: id, title, content } };
      const kind = noticeKindOf(audience);
      return {
        messages: [...new Set(recipients)].map((uid) => ({
          ...blank,
          uid,
          kind,
          senderUid: event.data.author.uid,
          action: 'Notice',
          sourceId: id,
          title,
          content,
        })),
      };
    }
    default:
      return { messages: [] };
  }
}

/** The event types that make messages (the projection's `handles` includes them). */
export const MESSAGE_SOURCES = [
  'DiscussionLiked',
  'CommentPosted',
  'ReplyPosted',
  'CommentLiked',
  'NoticeSent',
] as const satisfies readonly ProductEvent['type'][];

/** The longest comment text a message keeps: the list shows a line of it, the link leads to the rest. */
const EXCERPT_LENGTH = 200;
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

/** Where a comment's message points: its discussion, or its contest's comment tab. */
function aboutComment(source: CommentSource, senderUid: string): Omit<MessageDraft, 'uid' | 'kind'> {
  const place =
    source.type === 'Discussion'
      ? { sourceId: source.did, url: `/discussion-detail/${source.did}` }
      : { sourceId: source.cid, url: `/contest/${source.cid}/comment` };
  return { ...blank, ...place, senderUid, sourceType: source.type, sourceTitle: source.title };
}
