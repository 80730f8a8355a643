import {
  type Decider,
  type DiscussionFields,
  DiscussionStatus,
  fail,
  discussionMessages as m,
  type ProductEvent,
} from '@oj/events';

/** Who asks, as the handler read it from the principal (deciders never read the session). */
export interface DiscussionActor {
  uid: string;
  username: string;
  /** root, admin or problem admin: moderates, and is exempt from the posting limits. */
  isAdmin: boolean;
  /** Role codes 1004-1007 forbid discussing (spec 03 section 3). */
  mayDiscuss: boolean;
}

/** The site's posting rules (spec 03 "Discussion config"), read by the handler from the site settings. */
export interface PostingRules {
  /** Accepted problems needed to post; 0: none. */
  acceptedNeeded: number;
  /** Discussions a user may start per day; 0: no limit. */
  dailyLimit: number;
}

type Editable = Omit<DiscussionFields, 'pid'>;

/** What admins set on a discussion: pinned, disabled, picked as its problem's explanation. */
export interface Moderation {
  topPriority?: boolean;
  status?: 0 | 1;
  explanation?: boolean;
}

export type DiscussionCommand =
  | {
      type: 'CreateDiscussion';
      id: number;
      fields: DiscussionFields;
      /** The group it is posted in (its members alone read it), or null in the public area. */
      gid?: number | null;
      actor: DiscussionActor;
      rules: PostingRules;
      /** The author's accepted problems and discussions started today, read by the handler. */
      acceptedCount: number;
      postedToday: number;
    }
  | { type: 'UpdateDiscussion'; actor: DiscussionActor; changes: Partial<Editable> }
  | { type: 'ModerateDiscussion'; changes: Moderation }
  | { type: 'DeleteDiscussion'; actor: DiscussionActor }
  | { type: 'LikeDiscussion'; actor: DiscussionActor; toLike: boolean }
  | { type: 'ReportDiscussion'; actor: DiscussionActor; content: string }
  | { type: 'HandleReport'; reportNo: number; handled: boolean };

export interface LiveDiscussion {
  status: 'live';
  id: number;
  authorUid: string;
  fields: DiscussionFields;
  moderation: 0 | 1;
  explanation: boolean;
  likers: ReadonlySet<string>;
  reports: Reports;
}
/** How many reports the discussion has had, and which of them an admin has handled. */
interface Reports {
  count: number;
  handled: ReadonlySet<number>;
}
/** A deleted discussion keeps its reports: admins still mark them handled. */
export type DiscussionState =
  | { status: 'none' }
  | { status: 'deleted'; id: number; reports: Reports }
  | LiveDiscussion;

const withLiker = (likers: ReadonlySet<string>, uid: string, liked: boolean) => {
  const next = new Set(likers);
  if (liked) next.add(uid);
  else next.delete(uid);
  return next;
};

/**
 * One discussion (spec 02 sections 4-6): the author edits it, the author or an admin deletes it, admins
 * pin and disable it, each user likes it at most once, and anyone signed in may report it. A disabled
 * discussion is closed to everyone but admins.
 */
export const discussionDecider: Decider<DiscussionCommand, ProductEvent, DiscussionState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'DiscussionCreated')
      return {
        status: 'live',
        id: event.data.id,
        authorUid: event.data.author.uid,
        fields: event.data.fields,
        moderation: DiscussionStatus.normal,
        explanation: false,
        likers: new Set(),
        reports: { count: 0, handled: new Set() },
      };
    if (event.type === 'DiscussionReportHandled' && state.status !== 'none')
      return { ...state, reports: withHandled(state.reports, event.data.reportNo, event.data.handled) };
    if (state.status !== 'live') return state;
    switch (event.type) {
      case 'DiscussionUpdated':
        return { ...state, fields: { ...state.fields, ...event.data.changes } };
      case 'DiscussionModerated': {
        const {
          topPriority = state.fields.topPriority,
          status = state.moderation,
          explanation = state.explanation,
        } = event.data.changes;
        return { ...state, fields: { ...state.fields, topPriority }, moderation: status, explanation };
      }
      case 'DiscussionDeleted':
        return { status: 'deleted', id: state.id, reports: state.reports };
      case 'DiscussionLiked':
        return { ...state, likers: withLiker(state.likers, event.data.uid, true) };
      case 'DiscussionUnliked':
        return { ...state, likers: withLiker(state.likers, event.data.uid, false) };
      case 'DiscussionReported':
        return { ...state, reports: { ...state.reports, count: event.data.reportNo } };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateDiscussion') return create(command, state);
    if (command.type === 'HandleReport') return handleReport(command, state);
    const live = state.status === 'live' ? state : fail('not_found', m.notFound);
    const { id } = live;
    switch (command.type) {
      case 'UpdateDiscussion': {
        const { actor } = command;
        if (live.authorUid !== actor.uid) fail('forbidden', m.onlyAuthorEdits);
        if (!actor.mayDiscuss) fail('forbidden', m.notAllowed);
        refuseDisabled(live, actor);
        const changes = changed(live.fields, command.changes);
        if (changes.topPriority !== undefined && !actor.isAdmin) fail('forbidden', m.onlyAdminsPin);
        return Object.keys(changes).length > 0 ? [{ type: 'DiscussionUpdated', data: { id, changes } }] : [];
      }
      case 'ModerateDiscussion': {
        const changes: Moderation = {};
        const { topPriority, status, explanation } = command.changes;
        if (topPriority !== undefined && topPriority !== live.fields.topPriority)
          changes.topPriority = topPriority;
        if (status !== undefined && status !== live.moderation) changes.status = status;
        if (explanation !== undefined && explanation !== live.explanation) {
          if (explanation && live.fields.pid === null) fail('validation', m.explanationNeedsProblem);
          changes.explanation = explanation;
        }
        return Object.keys(changes).length > 0
          ? [{ type: 'DiscussionModerated', data: { id, changes } }]
          : [];
      }
      case 'DeleteDiscussion':
        if (live.authorUid !== command.actor.uid && !command.actor.isAdmin)
          fail('forbidden', m.onlyAuthorOrAdminDeletes);
        return [{ type: 'DiscussionDeleted', data: { id } }];
      case 'LikeDiscussion': {
        const { actor, toLike } = command;
        refuseDisabled(live, actor);
        // Liking twice (or taking back a like never given) changes nothing: the web toggles by hasLike.
        if (live.likers.has(actor.uid) === toLike) return [];
        return [{ type: toLike ? 'DiscussionLiked' : 'DiscussionUnliked', data: { id, uid: actor.uid } }];
      }
      case 'ReportDiscussion': {
        const { actor, content } = command;
        refuseDisabled(live, actor);
        return [
          {
            type: 'DiscussionReported',
            data: {
              id,
              reportNo: live.reports.count + 1,
              reporter: { uid: actor.uid, username: actor.username },
              content,
            },
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

function create(command: Extract<DiscussionCommand, { type: 'CreateDiscussion' }>, state: DiscussionState) {
  const { actor, rules, fields } = command;
  if (state.status !== 'none') fail('conflict', 'The discussion already exists');
  if (!actor.mayDiscuss) fail('forbidden', m.notAllowed);
  if (fields.topPriority && !actor.isAdmin) fail('forbidden', m.onlyAdminsPin);
  if (!actor.isAdmin) {
    if (command.acceptedCount < rules.acceptedNeeded) fail('forbidden', m.needAccepted(rules.acceptedNeeded));
    if (rules.dailyLimit > 0 && command.postedToday >= rules.dailyLimit)
      fail('rate_limited', m.dailyLimit(rules.dailyLimit));
  }
  const event: ProductEvent = {
    type: 'DiscussionCreated',
    data: {
      id: command.id,
      fields,
      author: { uid: actor.uid, username: actor.username },
      ...(command.gid == null ? {} : { gid: command.gid }),
    },
  };
  return [event];
}

/** Marks one report handled or not; setting it to what it is appends nothing. */
function handleReport(command: Extract<DiscussionCommand, { type: 'HandleReport' }>, state: DiscussionState) {
  if (state.status === 'none') fail('not_found', m.notFound);
  const { reportNo, handled } = command;
  if (reportNo > state.reports.count) fail('not_found', m.reportNotFound);
  if (state.reports.handled.has(reportNo) === handled) return [];
  const event: ProductEvent = {
    type: 'DiscussionReportHandled',
    data: { id: state.id, reportNo, handled },
  };
  return [event];
}

function withHandled(reports: Reports, reportNo: number, handled: boolean): Reports {
  const next = new Set(reports.handled);
  if (handled) next.add(reportNo);
  else next.delete(reportNo);
  return { ...reports, handled: next };
}

function refuseDisabled(live: LiveDiscussion, actor: DiscussionActor): void {
  if (live.moderation === DiscussionStatus.disabled && !actor.isAdmin) fail('forbidden', m.disabled);
}

function changed<T extends object>(current: T, wanted: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T)[]) {
    if (wanted[key] !== undefined && wanted[key] !== current[key]) changes[key] = wanted[key];
  }
  return changes;
}
