import {
  type CommentSource,
  type Decider,
  fail,
  commentMessages as m,
  type ProductEvent,
  quoteOf,
} from '@oj/events';

/** Who asks, as the handler read it from the principal and the place (deciders never read the session). */
export interface CommentActor {
  uid: string;
  username: string;
  /**
   * An admin of the place: an admin role under a discussion, root or the contest's admins in a contest.
   * Deletes anyone's comment there, is exempt from the accepted-problems rule, and is "admin" to contestants.
   */
  isPlaceAdmin: boolean;
  /** Role codes 1006 and 1007 forbid commenting (spec 03 section 3). */
  mayComment: boolean;
}

/** The site's commenting rule (spec 03 "Discussion config": accepted problems needed; 0 none). */
export interface CommentRules {
  acceptedNeeded: number;
}

interface Posting {
  actor: CommentActor;
  content: string;
  rules: CommentRules;
  /** The author's accepted problems, read by the handler. */
  acceptedCount: number;
  /** The contest is running now (always false under a discussion). */
  contestRunning: boolean;
}

export type CommentCommand =
  | ({ type: 'PostComment'; id: number; source: CommentSource } & Posting)
  | ({ type: 'PostReply'; replyId: number; quote: { type: 'Comment' | 'Reply'; id: number } } & Posting)
  | { type: 'DeleteComment'; actor: CommentActor }
  | { type: 'DeleteReply'; replyId: number; actor: CommentActor }
  | { type: 'LikeComment'; actor: CommentActor; toLike: boolean };

interface ReplyState {
  authorUid: string;
  fromAdmin: boolean;
  content: string;
}

export interface LiveComment {
  status: 'live';
  id: number;
  source: CommentSource;
  authorUid: string;
  fromAdmin: boolean;
  content: string;
  likers: ReadonlySet<string>;
  /** Live replies by id (deleted ones are removed). */
  replies: ReadonlyMap<number, ReplyState>;
}
export type CommentState = { status: 'none' } | { status: 'deleted' } | LiveComment;

/**
 * One comment and its replies (spec 02 sections 4-6): the author or an admin of the place deletes a
 * comment or a reply, each user likes a comment at most once, and during a running contest a contestant
 * may not reply to an admin's comment. Visibility (who may read the comment at all) is the route's check.
 */
export const commentDecider: Decider<CommentCommand, ProductEvent, CommentState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'CommentPosted')
      return {
        status: 'live',
        id: event.data.id,
        source: event.data.source,
        authorUid: event.data.from.uid,
        fromAdmin: event.data.fromAdmin,
        content: event.data.content,
        likers: new Set(),
        replies: new Map(),
      };
    if (state.status !== 'live') return state;
    switch (event.type) {
      case 'CommentDeleted':
        return { status: 'deleted' };
      case 'ReplyPosted': {
        const replies = new Map(state.replies);
        replies.set(event.data.id, {
          authorUid: event.data.from.uid,
          fromAdmin: event.data.fromAdmin,
          content: event.data.content,
        });
        return { ...state, replies };
      }
      case 'ReplyDeleted': {
        const replies = new Map(state.replies);
        replies.delete(event.data.id);
        return { ...state, replies };
      }
      case 'CommentLiked':
      case 'CommentUnliked': {
        const likers = new Set(state.likers);
        if (event.type === 'CommentLiked') likers.add(event.data.uid);
        else likers.delete(event.data.uid);
        return { ...state, likers };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'PostComment') {
      if (state.status !== 'none') fail('conflict', 'The comment already exists');
      mayPost(command);
      const { actor, id, content, source, contestRunning } = command;
      return [
        {
          type: 'CommentPosted',
          data: {
            id,
            content,
            from: { uid: actor.uid, username: actor.username },
            fromAdmin: actor.isPlaceAdmin,
            whileRunning: contestRunning,
            source,
          },
        },
      ];
    }
    const live = state.status === 'live' ? state : fail('not_found', m.notFound);
    const { id, source } = live;
    switch (command.type) {
      case 'PostReply': {
        mayPost(command);
        const { actor, quote, replyId, content, contestRunning } = command;
        const quoted = quote.type === 'Comment' ? live : live.replies.get(quote.id);
        if (!quoted || (quote.type === 'Comment' && quote.id !== id)) fail('not_found', m.replyNotFound);
        const quotedAdmin = quote.type === 'Comment' ? live.fromAdmin : quoted.fromAdmin;
        if (contestRunning && quotedAdmin && !actor.isPlaceAdmin) fail('forbidden', m.noReplyToAdmin);
        return [
          {
            type: 'ReplyPosted',
            data: {
              id: replyId,
              commentId: id,
              content,
              from: { uid: actor.uid, username: actor.username },
              fromAdmin: actor.isPlaceAdmin,
              whileRunning: contestRunning,
              quote,
              toUid: quoted.authorUid,
              quoteContent: quoteOf(quoted.content),
              source,
            },
          },
        ];
      }
      case 'DeleteComment':
        if (live.authorUid !== command.actor.uid && !command.actor.isPlaceAdmin)
          fail('forbidden', m.onlyAuthorOrAdminDeletes);
        return [{ type: 'CommentDeleted', data: { id, source, by: command.actor.uid } }];
      case 'DeleteReply': {
        const reply = live.replies.get(command.replyId) ?? fail('not_found', m.replyNotFound);
        if (reply.authorUid !== command.actor.uid && !command.actor.isPlaceAdmin)
          fail('forbidden', m.onlyAuthorOrAdminDeletesReply);
        return [
          {
            type: 'ReplyDeleted',
            data: { id: command.replyId, commentId: id, source, by: command.actor.uid },
          },
        ];
      }
      case 'LikeComment': {
        const { actor, toLike } = command;
        // Liking twice (or taking back a like never given) changes nothing: the web toggles by the map.
        if (live.likers.has(actor.uid) === toLike) return [];
        return [
          {
            type: toLike ? 'CommentLiked' : 'CommentUnliked',
            data: { id, uid: actor.uid, toUid: live.authorUid, source },
          },
        ];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};

/** Role codes that forbid commenting, then the accepted-problems rule (place admins exempt). */
function mayPost({ actor, rules, acceptedCount }: Posting): void {
  if (!actor.mayComment) fail('forbidden', m.notAllowed);
  if (!actor.isPlaceAdmin && acceptedCount < rules.acceptedNeeded)
    fail('forbidden', m.needAccepted(rules.acceptedNeeded));
}
