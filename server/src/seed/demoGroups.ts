import { type EventMetadata, GroupAuth, GroupRole } from '@oj/events';
import { groupPage, userBy } from '@oj/projections';
import type { Services } from '../app/services';
import { nextGroupId, runGroupCommand } from '../group/groupCommands';
import type { GroupActor } from '../group/groupDecider';

/**
 * First start only: the "Algorithms club", a protected group owned by `root` with alice as its group
 * admin, bob as a member and carol's application waiting, so the member select and the application list
 * have something to show. Left alone once any group exists, or when a demo account is missing.
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
  return id;
}
