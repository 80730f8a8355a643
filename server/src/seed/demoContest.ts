import { ContestAuth, ContestType, contestFields, type EventMetadata } from '@oj/events';
import { contestByTitle, problemsByProblemIds, userBy } from '@oj/projections';
import type { Services } from '../app/services';
import { createContest, runContestCommand } from '../contest/core/contestCommands';
import { withContestDefaults } from '../contest/core/contestDefaults';

const DEMO_CONTEST_TITLE = 'Demo Contest';
const MIN = 60_000;
/** The demo problems it holds, by problem ID (both ACM; the OI one cannot join an ACM contest). */
const PROBLEMS = [
  { problemId: '1000', displayId: 'A' },
  { problemId: '1001', displayId: 'B' },
];

/**
 * First start only: a public ACM contest by `root`, started ten minutes ago and running five hours, with
 * the ACM demo problems, so a newcomer can enter it at once and watch the board move. Left alone if a
 * contest of that title exists (a restart changes nothing) or if root or the problems are missing.
 * Returns the new contest's cid, or null.
 */
export async function seedDemoContest(
  services: Services,
  metadata: EventMetadata,
  now = Date.now(),
): Promise<number | null> {
  const existing = await contestByTitle(services.db, DEMO_CONTEST_TITLE);
  if (existing) return null;
  const root = await userBy(services.db, { username: 'root' });
  const problems = await problemsByProblemIds(
    services.db,
    PROBLEMS.map((p) => p.problemId),
  );
  if (!root || problems.length === 0) return null;
  const fields = contestFields.parse(
    withContestDefaults({
      title: DEMO_CONTEST_TITLE,
      description:
        'A practice contest to try the judge: solve A+B, submit, and watch the board move. ' +
        'It is public: open a problem and submit, no registration needed.',
      startTime: new Date(now - 10 * MIN).toISOString(),
      endTime: new Date(now + 300 * MIN).toISOString(),
      type: ContestType.acm,
      auth: ContestAuth.public,
      sealRank: false,
      openRank: true,
    }),
  );
  const cid = await createContest(services, metadata, {
    fields,
    visible: true,
    author: { uid: root.uid, username: root.username },
  });
  for (const { problemId, displayId } of PROBLEMS) {
    const problem = problems.find((p) => p.problem_id === problemId);
    if (!problem) continue;
    await runContestCommand(services, metadata, cid, {
      type: 'AddProblem',
      problem: { pid: problem.pid, displayId, displayTitle: problem.title, color: null },
      problemType: problem.type,
    });
  }
  return cid;
}
