import { ContestType } from '@oj/events';
import type { ContestHelpersTables, ContestRow } from '@oj/projections';
import type { Kysely } from 'kysely';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { findContest, isContestAdmin, type Viewer } from './contestAccess';

/** The server's tables with the helpers' read model (owned by the `contest-helpers` projection). */
export const helperDb = (services: Services) => services.db.withTables<ContestHelpersTables>();

/** The contest, for its admins only (author, super admins): 401 signed out, 403 anyone else, 404 missing. */
export async function adminContest(services: Services, viewer: Viewer, cid: number): Promise<ContestRow> {
  if (!viewer) throw new HttpError(401, 'Please login first');
  const contest = await findContest(services.db, viewer, cid);
  if (!isContestAdmin(viewer, contest)) {
    throw new HttpError(403, 'Only the contest author or a super admin may do this');
  }
  return contest;
}

/** The AC helper exists for ACM contests only (spec 02 section 2). */
export function requireAcm(contest: ContestRow): void {
  if (contest.type !== ContestType.acm) throw new HttpError(400, 'AC info is kept for ACM contests only');
}

/** Reads and pages: newest first, `limit` rows from page `currentPage`. */
export const offsetOf = (q: { currentPage: number; limit: number }) => (q.currentPage - 1) * q.limit;

export type HelperDb = Kysely<ContestHelpersTables>;
