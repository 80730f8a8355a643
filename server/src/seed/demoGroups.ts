import {
  ContestAuth,
  ContestType,
  contestFields,
  type EventMetadata,
  GroupAuth,
  GroupRole,
} from '@oj/events';
import { groupPage, problemsByProblemIds, userBy } from '@oj/projections';
import type { Services } from '../app/services';
import { createContest, runContestCommand } from '../contest/core/contestCommands';
import { withContestDefaults } from '../contest/core/contestDefaults';
import { nextGroupId, runGroupCommand } from '../group/groupCommands';
import type { GroupActor } from '../group/groupDecider';

/**
 * First start only: the "Algorithms club", a protected group owned by `root` with alice as its group
 * admin, bob as a member and carol's application waiting, so the member select and the application list
 * have something to show, and alice's group contest "Club round 1" (running for a week, with the demo A+B),
 * so the group's Contests, Submissions and Rank tabs have something to show. Left alone once any group
 * exists, or when a demo account is missing.
 */
export async function seedDemoGroups(
  services: Services,
  metadata: EventMetadata,
): Promise<number | undefined> {
  const existing = await groupPage(services.db, { currentPage: 1, limit: 1 }, { withHidden: true });
  if (existing.total > 0) return undefined;
  const people = await Promise.all(
    ['root', 'alice', 'bob', 'carol'].map((username) => userBy(services.db, { username })),
  );
  const [root, alice, bob, carol] = people;
  if (!root || !alice || !bob || !carol) return undefined;
  const actor = (user: { uid: string; username: string }, superAdmin = false): GroupActor => ({
    uid: user.uid,
    username: user.username,
    superAdmin,
  });
  const id = await nextGroupId(services);
  const run = (command: Parameters<typeof runGroupCommand>[3]) =>
    runGroupCommand(services, metadata, id, command);
  await run({
    type: 'CreateGroup',
    id,
    actor: actor(root, true),
    fields: {
      name: 'Algorithms club',
      shortName: 'algos',
      brief: 'Weekly problem solving, together',
      description:
        '## Algorithms club\n\nWe meet **every Friday** to solve a short set and talk through the ideas. ' +
        'Apply with a line about yourself: an admin lets you in.',
      auth: GroupAuth.protected,
      code: '',
      visible: true,
    },
  });
  await run({ type: 'Join', actor: actor(alice), reason: 'I would like to help run it', code: '' });
  await run({ type: 'Join', actor: actor(bob), reason: 'Training for the regional', code: '' });
  await run({ type: 'Join', actor: actor(carol), reason: 'New here, keen to learn', code: '' });
  for (const [who, auth] of [
    [alice, GroupRole.member],
    [alice, GroupRole.admin],
    [bob, GroupRole.member],
  ] as const)
    await run({ type: 'SetMemberRole', actor: actor(root, true), uid: who.uid, auth });
  await seedClubContest(services, metadata, id, alice);
  return id;
}

/** The club's contest, by its group admin alice: public inside the group, a week long, the demo A+B as A. */
async function seedClubContest(
  services: Services,
  metadata: EventMetadata,
  gid: number,
  author: { uid: string; username: string },
  now = Date.now(),
): Promise<void> {
  const fields = contestFields.parse(
    withContestDefaults({
      title: 'Club round 1',
      description: "The club's first round: one warm-up problem. Members only.",
      startTime: new Date(now - 10 * 60_000).toISOString(),
      endTime: new Date(now + 7 * 86_400_000).toISOString(),
      type: ContestType.acm,
      auth: ContestAuth.public,
      sealRank: false,
    }),
  );
  const cid = await createContest(services, metadata, {
    fields,
    visible: true,
    author: { uid: author.uid, username: author.username },
    gid,
  });
  const [problem] = await problemsByProblemIds(services.db, ['1000']);
  if (!problem) return;
  await runContestCommand(services, metadata, cid, {
    type: 'AddProblem',
    problem: { pid: problem.pid, displayId: 'A', displayTitle: problem.title, color: null },
    problemType: problem.type,
  });
}
