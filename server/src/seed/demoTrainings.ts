import { randomBytes } from 'node:crypto';
import {
  type EventMetadata,
  TRAINING_CATEGORIES_STREAM,
  TrainingAuth,
  type TrainingAuthCode,
} from '@oj/events';
import { problemByProblemId, trainingCategories, userBy } from '@oj/projections';
import type { Services } from '../app/services';
import { nextTrainingId, runTrainingCategoryCommand, runTrainingCommand } from '../training/trainingCommands';

const CATEGORIES = [
  { name: 'Classic', color: '#e6a23c' },
  { name: 'Basics', color: '#1e90ff' },
  { name: 'Contest prep', color: '#8e44ad' },
] as const;

const TRAININGS: readonly {
  title: string;
  category: (typeof CATEGORIES)[number]['name'];
  auth: TrainingAuthCode;
  rank: number;
  description: string;
  problems: readonly string[];
}[] = [
  {
    title: 'Classic 90',
    category: 'Classic',
    auth: TrainingAuth.public,
    rank: 1,
    description:
      '## Classic 90\n\nThe problems every competitive programmer meets first, in the order we suggest. ' +
      'Solve them in any order: your progress column fills in as your submissions are accepted, and the ' +
      'Rank tab shows everyone who has tried.',
    problems: ['1000', '1001', '1002'],
  },
  {
    title: 'Getting started',
    category: 'Basics',
    auth: TrainingAuth.public,
    rank: 2,
    description: 'Read input, compute, print: one problem to learn how the judge reads your program.',
    problems: ['1000'],
  },
  {
    title: 'Weekly set (protected)',
    category: 'Contest prep',
    auth: TrainingAuth.protected,
    rank: 3,
    description: 'Register to take part: this week the OI problem and a classic.',
    problems: ['1002', '1001'],
  },
  {
    title: 'Team practice (private)',
    category: 'Contest prep',
    auth: TrainingAuth.private,
    rank: 4,
    description: 'For the team only: the password is in the back office (Trainings, edit).',
    problems: ['1001', '1002'],
  },
];

/**
 * First start only: three training categories and four trainings by `root` (the spec's "classic 90"
 * training among them, one protected and one private with a random password an admin reads in the
 * back office) over the demo problems. Left alone once any category exists, or when root is missing.
 */
export async function seedDemoTrainings(services: Services, metadata: EventMetadata): Promise<number[]> {
  const existing = await services.store.readStream(TRAINING_CATEGORIES_STREAM);
  if (existing.length > 0) return [];
  const root = await userBy(services.db, { username: 'root' });
  if (!root) return [];
  for (const category of CATEGORIES)
    await runTrainingCategoryCommand(services, metadata, { type: 'SaveCategory', ...category });
  const categoryIds = new Map((await trainingCategories(services.db)).map((c) => [c.name, c.id]));
  const created: number[] = [];
  for (const training of TRAININGS) {
    const categoryId = categoryIds.get(training.category);
    if (categoryId === undefined) continue;
    const id = await nextTrainingId(services);
    await runTrainingCommand(services, metadata, id, {
      type: 'CreateTraining',
      id,
      fields: {
        rank: training.rank,
        title: training.title,
        description: training.description,
        auth: training.auth,
        privatePwd: training.auth === TrainingAuth.private ? randomBytes(6).toString('hex') : '',
        categoryId,
        status: true,
        gid: null,
      },
      author: { uid: root.uid, username: root.username },
    });
    const pids: number[] = [];
    for (const problemId of training.problems) {
      const problem = await problemByProblemId(services.db, problemId);
      if (problem) pids.push(problem.pid);
    }
    if (pids.length > 0) await runTrainingCommand(services, metadata, id, { type: 'AddProblems', pids });
    created.push(id);
  }
  return created;
}
