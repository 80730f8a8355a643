import { handleCommand } from '@oj/events';
import { contestProblem, problemByPid, readSiteSettings, submittedDuring } from '@oj/projections';
import type { Context } from 'koa';
import { commandMetadata } from '../../app/commandMetadata';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { findContest, isContestAdmin, requireContestEntry } from '../core/contestAccess';
import { type VirtualState, virtualDecider, virtualStreamId, virtualWindowOpen } from './virtualDecider';

type Principal = { uid: string; username: string; roles: readonly string[] };

/** The user's participation in the contest, folded from its own stream (no read model needed). */
export async function loadVirtualState(services: Services, cid: number, uid: string): Promise<VirtualState> {
  const events = await services.store.readStream(virtualStreamId(cid, uid));
  return events.reduce(virtualDecider.evolve, virtualDecider.initialState());
}

/**
 * Who may take part virtually: whoever may enter the contest (the replay's rule), once it has ended,
 * unless they were one of its real contestants (their ghost is already on the board). A contest
 * admin's own submissions never put them on the board, so they may.
 */
export async function startVirtual(services: Services, ctx: Context, principal: Principal, cid: number) {
  const { db } = services;
  const contest = await findContest(db, principal, cid);
  await requireContestEntry(db, principal, contest);
  if (!isContestAdmin(principal, contest) && (await submittedDuring(db, contest, principal.uid)))
    throw new HttpError(409, 'You took part in this contest: virtual participation is for those who did not');
  const now = Date.now();
  await handleCommand(
    services.store,
    virtualStreamId(cid, principal.uid),
    virtualDecider,
    {
      type: 'StartVirtual',
      cid,
      uid: principal.uid,
      username: principal.username,
      now,
      contest: { startTime: contest.start_time.getTime(), endTime: contest.end_time.getTime() },
    },
    { metadata: commandMetadata(ctx, new Date(now)) },
  );
  return loadVirtualState(services, cid, principal.uid);
}

/**
 * The rules of a virtual submission (`POST /api/submit-problem-judge` with `virtual: true`): the
 * contest judge switch, entry to the contest, a participation whose window is open at `now`, and a
 * problem of the contest. Returns what SubmissionCreated records (its display id) and the problem.
 */
export async function checkVirtualSubmit(
  services: Services,
  principal: Principal,
  cid: number,
  pid: number,
  now: number,
) {
  const { db } = services;
  const contest = await findContest(db, principal, cid);
  await requireContestEntry(db, principal, contest);
  const { switches } = await readSiteSettings(db);
  if (!switches.openContestJudge)
    throw new HttpError(403, 'Contest judging is switched off on this site for now');
  const state = await loadVirtualState(services, cid, principal.uid);
  if (!state.started) throw new HttpError(403, 'Start a virtual participation in this contest first');
  if (!virtualWindowOpen(state, now)) throw new HttpError(400, 'Your virtual participation has ended');
  const entry = await contestProblem(db, cid, pid);
  const problem = await problemByPid(db, pid);
  if (!entry || !problem) throw new HttpError(404, 'The problem is not in this contest');
  return { displayId: entry.display_id, problem };
}
