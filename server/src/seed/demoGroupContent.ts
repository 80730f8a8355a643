import { type EventMetadata, TrainingAuth } from '@oj/events';
import { problemByProblemId, trainingCategories, userBy } from '@oj/projections';
import { sql } from 'kysely';
import type { Services } from '../app/services';
import { runGroupCommand } from '../group/groupCommands';
import { createProblem } from '../problem/problemCommands';
import { withProblemDefaults } from '../problem/problemDefaults';
import { nextTrainingId, runTrainingCommand } from '../training/trainingCommands';

const encode = (text: string) => new TextEncoder().encode(text);

/**
 * With the demo group, once: the Algorithms club's own problem (kept out of the public set), a group
 * training holding it and the public A+B, and an announcement its members see beside the description.
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
}
