import { PRACTICE_CID } from '@oj/events';
import {
  type ContestsTables,
  contestAdminFacts,
  MESSAGES_BROADCAST_TOPIC,
  type ProblemsTables,
  RECENT_AC_TOPIC,
  rankListTopic,
  STATUS_TOPIC,
  type SubmissionsTables,
  SYSTEM_TOPIC,
  submissionWatchFacts,
} from '@oj/projections';
import type { Kysely } from 'kysely';
import type { ServerTables } from '../app/services';
import { auditRoomGuard } from '../audit/auditRooms';
import { commentRoomGuards } from '../comment/commentRooms';
import { contestRoomGuards } from '../contest';
import { isContestAdmin } from '../contest/core/contestAccess';
import { discussionListRoomGuard } from '../discussion/discussionRooms';
import { groupRoomGuards } from '../group/groupRooms';
import { problemImportRoomGuard } from '../problem/importRooms';
import { remoteUsageRoomGuard } from '../remote/remoteRooms';
import { runnerStatusRoomGuard } from '../submission/runnerStatusRoom';
import { canWatchSubmission } from '../submission/submissionAccess';
import { trainingRankRoomGuard } from '../training/trainingRooms';
import { type RoomGuard, roomPolicy } from './roomPolicy';

/** The site heartbeat (newest event position): public, like GET /api/healthz. */
const systemRoom = roomPolicy({
  family: 'system',
  match: (room) => (room === SYSTEM_TOPIC ? {} : undefined),
  authorize: () => 'ok',
});

/** A user's private feed (own submissions): only that user. */
const userRoom = roomPolicy({
  family: 'user:<uid>',
  match: (room) => /^user:([0-9a-f]{1,64})$/.exec(room)?.[1],
  authorize: (principal, uid) =>
    !principal ? 'unauthenticated' : principal.uid === uid ? 'ok' : 'forbidden',
});

/** A reader's message centre: their unread counts, pushed after every change. Only that user. */
const messagesRoom = roomPolicy({
  family: 'messages:<uid>',
  match: (room) => /^messages:([0-9a-f]{1,64})$/.exec(room)?.[1],
  authorize: (principal, uid) =>
    !principal ? 'unauthenticated' : principal.uid === uid ? 'ok' : 'forbidden',
});

/** "A notice to all users was sent" (no content): every signed-in user, who then reads their own counts. */
const messagesBroadcastRoom = roomPolicy({
  family: 'messages:broadcast',
  match: (room) => (room === MESSAGES_BROADCAST_TOPIC ? {} : undefined),
  authorize: (principal) => (principal ? 'ok' : 'unauthenticated'),
});

/** The public status list: only non-contest submissions are published to it, like GET /api/get-submission-list. */
const statusRoom = roomPolicy({
  family: 'status',
  match: (room) => (room === STATUS_TOPIC ? {} : undefined),
  authorize: () => 'ok',
});

/** The rank lists and the home page's 7-day AC rank: public, like GET /api/get-rank-list. */
const RANK_ROOMS = new Set([rankListTopic('acm'), rankListTopic('oi'), RECENT_AC_TOPIC]);
const rankRoom = roomPolicy({
  family: 'rank:<list>',
  match: (room) => (RANK_ROOMS.has(room) ? {} : undefined),
  authorize: () => 'ok',
});

/**
 * One submission's progress, case by case: whoever may read its case results over REST. A contest
 * submission's: its author (when the problem opens case results) and the contest's admins, never other
 * site admins, since the projection publishes there what its author may see through the seal.
 */
function submissionRoom(db: Kysely<SubmissionsTables & ProblemsTables & ContestsTables>) {
  return roomPolicy({
    family: 'submission:<id>',
    match: (room) => {
      const id = /^submission:(\d{1,10})$/.exec(room)?.[1];
      return id === undefined ? undefined : Number(id);
    },
    async authorize(principal, submitId) {
      if (!principal) return 'unauthenticated';
      const facts = await submissionWatchFacts(db, submitId);
      if (!facts) return 'forbidden';
      if (facts.cid === PRACTICE_CID)
        return canWatchSubmission(principal, facts, facts.openCaseResult) ? 'ok' : 'forbidden';
      const contest = await contestAdminFacts(db, facts.cid);
      if (contest && isContestAdmin(principal, contest)) return 'ok';
      return principal.uid === facts.uid && facts.openCaseResult ? 'ok' : 'forbidden';
    },
  });
}

/** Every room family the product serves; a room matching none is refused with 404. */
export function productRoomGuards(db: Kysely<ServerTables>): readonly RoomGuard[] {
  return [
    systemRoom,
    userRoom,
    messagesRoom,
    messagesBroadcastRoom,
    statusRoom,
    rankRoom,
    submissionRoom(db),
    ...contestRoomGuards(db),
    auditRoomGuard,
    discussionListRoomGuard(db),
    ...commentRoomGuards(db),
    trainingRankRoomGuard(db),
    ...groupRoomGuards(db),
    problemImportRoomGuard,
    runnerStatusRoomGuard,
    remoteUsageRoomGuard,
  ];
}
