import { DISCUSSION_CATEGORIES_STREAM, type EventMetadata, problemTitle } from '@oj/events';
import { discussionCategories, problemByProblemId, userBy } from '@oj/projections';
import type { Services } from '../app/services';
import { nextDiscussionId, runCategoryCommand, runDiscussionCommand } from '../discussion/discussionCommands';

const CATEGORIES = ['General', 'Problem hints', 'Contests'] as const;

const DISCUSSIONS = [
  {
    category: 'General',
    pid: null,
    topPriority: true,
    title: 'Welcome to the discussions',
    description: 'What this area is for, and the few rules that keep it useful.',
    content:
      '## Welcome!\n\nAsk about a problem, share a hint, or talk about a contest.\n\n' +
      '- Be kind: everyone here is learning.\n- Give **hints**, not full solutions.\n' +
      '- Report posts that break the rules: an admin will look.\n\nMarkdown and maths work: $\\sum_{i=1}^n i$.',
  },
  {
    category: 'Problem hints',
    pid: '1000',
    topPriority: false,
    title: 'Use 64-bit integers',
    description: 'Two large numbers can overflow a 32-bit int.',
    content:
      'If $a$ and $b$ can each be close to $10^9$, their sum does not fit in `int`.\n\n' +
      '```cpp\nlong long a, b;\nscanf("%lld%lld", &a, &b);\nprintf("%lld\\n", a + b);\n```',
  },
  {
    category: 'Contests',
    pid: null,
    topPriority: false,
    title: 'How the Demo Contest board moves',
    description: 'Submit to the running demo contest and watch your row appear live.',
    content:
      'The **Demo Contest** is public and running: open a problem, submit, and keep the Rank tab open in ' +
      'another window. Your row arrives over the live connection, no refresh needed.',
  },
] as const;

/**
 * First start only: three categories and three discussions by `root` (one pinned, one about problem
 * 1000), so a newcomer finds the discussion area alive. Left alone once any category exists (a restart
 * changes nothing), or when root is missing.
 */
export async function seedDemoDiscussions(services: Services, metadata: EventMetadata): Promise<number[]> {
  const existing = await services.store.readStream(DISCUSSION_CATEGORIES_STREAM);
  if (existing.length > 0) return [];
  const root = await userBy(services.db, { username: 'root' });
  if (!root) return [];
  await runCategoryCommand(services, metadata, {
    type: 'UpsertCategories',
    categories: CATEGORIES.map((name) => ({ name })),
  });
  const categoryIds = new Map((await discussionCategories(services.db)).map((c) => [c.name, c.id]));
  const created: number[] = [];
  for (const discussion of DISCUSSIONS) {
    const categoryId = categoryIds.get(discussion.category);
    const problem = discussion.pid ? await problemByProblemId(services.db, discussion.pid) : undefined;
    if (categoryId === undefined || (discussion.pid && !problem)) continue;
    const id = await nextDiscussionId(services);
    await runDiscussionCommand(services, metadata, id, {
      type: 'CreateDiscussion',
      id,
      fields: {
        title: problemTitle(discussion.pid, discussion.title),
        description: discussion.description,
        content: discussion.content,
        categoryId,
        pid: discussion.pid,
        topPriority: discussion.topPriority,
      },
      actor: { uid: root.uid, username: root.username, isAdmin: true, mayDiscuss: true },
      // Root is an admin: the posting limits do not apply to it.
      rules: { acceptedNeeded: 0, dailyLimit: 0 },
      acceptedCount: 0,
      postedToday: 0,
    });
    created.push(id);
  }
  return created;
}
