import { type CommentSource, ContestPhase, commentMessages as m } from '@oj/events';
import { type CommentReader, discussionDetail, readSiteSettings } from '@oj/projections';
import type { Kysely } from 'kysely';
import { HttpError } from '../app/httpError';
import type { ServerTables } from '../app/services';
import {
  contestStatus,
  findContest,
  isContestAdmin,
  requireContestEntry,
  type Viewer,
} from '../contest/core/contestAccess';
import { discussionReading } from '../discussion/discussionArea';

/** A comment area as one reader meets it: where, what they may see, and what they may do there. */
export interface CommentPlaceAccess {
  source: CommentSource;
  /** An admin of the place (admin roles under a discussion; root or the contest's admins in a contest). */
  isPlaceAdmin: boolean;
  /** The contest is running now (false under a discussion). */
  running: boolean;
  /** Everyone's comments, or (a contestant during the contest) only their own and the admins'. */
  reader: CommentReader;
  /** The contest's author (contest places): their comments take replies in a contest (spec 02 section 6). */
  contestAuthorUid: string | null;
}

/**
 * The comment area of a discussion (`did`) or a contest (`cid`), checked as that place's own reads are:
 * the site switch ('No Access'), the discussion readable (disabled ones for admins only) or the contest
 * entered (signed in, access, started; its admins always).
 */
export async function commentPlace(
  db: Kysely<ServerTables>,
  viewer: Viewer,
  place: { did?: number | null; cid?: number | null },
  now = Date.now(),
): Promise<CommentPlaceAccess> {
  const { switches } = await readSiteSettings(db);
  if (place.did) {
    // A group's discussion: the group discussion switch, then its group's members only (its admins moderate).
    const found = await discussionDetail(db, place.did);
    const open = found?.gid == null ? switches.openPublicDiscussion : switches.openGroupDiscussion;
    if (!open) throw new HttpError(403, m.noAccess);
    const { row: discussion, moderates } = await discussionReading(db, place.did, viewer);
    return {
      source: { type: 'Discussion', did: discussion.id, title: discussion.title, authorUid: discussion.uid },
      isPlaceAdmin: moderates,
      running: false,
      reader: { all: true },
      contestAuthorUid: null,
    };
  }
  if (place.cid) {
    if (!switches.openContestComment) throw new HttpError(403, m.noAccess);
    const contest = await findContest(db, viewer, place.cid);
    await requireContestEntry(db, viewer, contest, now);
    const isPlaceAdmin = isContestAdmin(viewer, contest);
    const running = contestStatus(contest, now) === ContestPhase.running;
    return {
      source: { type: 'Contest', cid: contest.cid, title: contest.title },
      isPlaceAdmin,
      running,
      reader: running && !isPlaceAdmin && viewer ? { all: false, uid: viewer.uid } : { all: true },
      contestAuthorUid: contest.author_uid,
    };
  }
  throw new HttpError(400, m.sourceRequired);
}
