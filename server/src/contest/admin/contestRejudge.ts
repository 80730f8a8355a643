import type { EventMetadata } from '@oj/events';
import { contestProblem, contestProblemSubmissionIds } from '@oj/projections';
import { HttpError } from '../../app/httpError';
import type { Services } from '../../app/services';
import { runSubmissionCommand } from '../../submission/submissionCommands';

/**
 * The super admin's rejudge of one contest problem: a Rejudge command (a new pending round) on every
 * submission of problem `pid` made in contest `cid`, oldest first, then one wait for the submissions
 * read model. Answers how many were rejudged.
 *
 * @example
 * await rejudgeContestProblem(services, metadata, 3, 1001) // { cid: 3, pid: 1001, rejudged: 12 }
 */
export async function rejudgeContestProblem(
  services: Services,
  metadata: EventMetadata,
  cid: number,
  pid: number,
): Promise<{ cid: number; pid: number; rejudged: number }> {
  const inContest = await contestProblem(services.db, cid, pid);
  if (!inContest) throw new HttpError(404, 'The problem is not in this contest');
  const submissions = await contestProblemSubmissionIds(services.db, cid, pid);
  let last: number | undefined;
  for (const submit_id of submissions) {
    const result = await runSubmissionCommand(
      services,
      metadata,
      submit_id,
      { type: 'Rejudge' },
      { settle: false },
    );
    last = result.positions.at(-1) ?? last;
  }
  if (last !== undefined) await services.settled('submissions', last);
  return { cid, pid, rejudged: submissions.length };
}
