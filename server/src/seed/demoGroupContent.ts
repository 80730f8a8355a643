import { type EventMetadata, problemTitle, TrainingAuth } from '@oj/events';
import { discussionCategories, problemByProblemId, trainingCategories, userBy } from '@oj/projections';
import { sql } from 'kysely';
import type { Services } from '../app/services';
import { nextDiscussionId, runDiscussionCommand } from '../discussion/discussionCommands';
import { runGroupCommand } from '../group/groupCommands';
import { createProblem } from '../problem/problemCommands';
import { withProblemDefaults } from '../problem/problemDefaults';
import { nextTrainingId, runTrainingCommand } from '../training/trainingCommands';

const encode = (text: string) => new TextEncoder().encode(text);

/**
 * With the demo group, once: the Algorithms club's own problem (kept out of the public set), a group
 * training holding it and the public A+B, an announcement its members see beside the description, and a
 * pinned discussion of its problem in the Discussions tab.
 */
export async function seedDemoGroupContent(services: Services, metadata: EventMetadata, gid: number) {
  const root = await userBy(services.db, { username: 'root' });
  const [category] = await trainingCategories(services.db);
  if (!root || !category) return;
  const pairs = [3, 10, 1000].map((n) => [`${n}\n`, `${(n * (n + 1)) / 2}\n`] as const);
  const pid = await createProblem(
    services,
    metadata,
    withProblemDefaults({
      problemId: 'ALGOS-1',
      title: 'Sum of the first n',
      description: 'Print $1 + 2 + \\dots + n$.',
      input: 'One integer $n$ ($1 \\le n \\le 10^6$).',
      output: 'The sum.',
      examples: [{ input: '3\n', output: '6\n' }],
      source: 'Algorithms club',
      tags: ['Math'],
    }),
    pairs.map(([input, output], i) => ({
      input: encode(input),
      output: encode(output),
      inputName: `${i + 1}.in`,
      outputName: `${i + 1}.out`,
      score: 0,
      groupNum: 0,
    })),
    gid,
  );
  const aPlusB = await problemByProblemId(services.db, '1000');
  const tid = await nextTrainingId(services);
  await runTrainingCommand(services, metadata, tid, {
    type: 'CreateTraining',
    id: tid,
    fields: {
      rank: 1000,
      title: 'Club week 1',
      description: 'Warm up with two short problems before Friday.',
      auth: TrainingAuth.public,
      privatePwd: '',
      categoryId: category.id,
      status: true,
      gid,
    },
    author: { uid: root.uid, username: root.username },
  });
  const pids = aPlusB ? [pid, aPlusB.pid] : [pid];
  await runTrainingCommand(services, metadata, tid, { type: 'AddProblems', pids });
  const { rows: ids } = await sql<{ id: string }>`select nextval('group_announcement_id_seq') as id`.execute(
    services.db,
  );
  await runGroupCommand(services, metadata, gid, {
    type: 'PostAnnouncement',
    actor: { uid: root.uid, username: root.username, superAdmin: true },
    aid: Number(ids[0]?.id),
    fields: {
      title: 'Welcome to the club',
      content: 'This week: **Club week 1** under Trainings. Bring your questions on Friday.',
      visible: true,
    },
  });
  // A discussion of the club's own problem, its members' only (spec 03 §2.7).
  const [discussionCategory] = await discussionCategories(services.db);
  if (!discussionCategory) return;
  const did = await nextDiscussionId(services);
  await runDiscussionCommand(services, metadata, did, {
    type: 'CreateDiscussion',
    id: did,
    gid,
    fields: {
      title: problemTitle('ALGOS-1', 'Does the sum fit in 32 bits?'),
      description: 'n goes up to a million.',
      content: 'For $n = 10^6$ the sum is about $5 \\cdot 10^{11}$: use a 64-bit integer.',
      categoryId: discussionCategory.id,
      pid: 'ALGOS-1',
      topPriority: true,
    },
    actor: { uid: root.uid, username: root.username, isAdmin: true, mayDiscuss: true },
    // Root is a super admin: the posting limits do not apply to it.
    rules: { acceptedNeeded: 0, dailyLimit: 0 },
    acceptedCount: 0,
    postedToday: 0,
  });
}
