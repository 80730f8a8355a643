import { GroupRole, groupContentTopic, groupMembersTopic, groupTopic, type ProductEvent } from '@oj/events';
import { sql, type Transaction } from 'kysely';
import { defineProjection } from '../projector/projection';
import type { ProjectorTables } from '../projector/tables';
import type { GroupsTables } from './groupsTables';

type Db = Transaction<ProjectorTables & GroupsTables>;
type Publish = (topic: string, payload: unknown) => void;

/**
 * Folds `group-<gid>` into the group tables. Pushes carry no content (`{ kind: 'reload' }`): the card's
 * room hears every change of the group, the members' room every change of its members and applications,
 * and each reader reads again what its own rights allow, so a member removed from a room's audience
 * learns nothing from what is pushed after.
 */
export const groupsProjection = defineProjection<ProductEvent>({
  name: 'groups',
  handles: [
    'GroupCreated',
    'GroupUpdated',
    'GroupJoined',
    'GroupApplied',
    'GroupMemberRoleChanged',
    'GroupMemberExited',
    'GroupMemberRemoved',
    'GroupDisbanded',
    'GroupAvatarChanged',
    'GroupAnnouncementPosted',
    'GroupAnnouncementUpdated',
    'GroupAnnouncementDeleted',
  ],
  tables: ['groups', 'group_members', 'group_announcements'],
  async apply(event, { db: trx, publish }) {
    const db: Db = trx.withTables<GroupsTables>();
    const at = new Date(event.metadata.at);
    switch (event.type) {
      case 'GroupCreated': {
        const { id, fields, owner } = event.data;
        await db
          .insertInto('groups')
          .values({
            id,
            name: fields.name,
            short_name: fields.shortName,
            brief: fields.brief,
            description: fields.description,
            owner_uid: owner.uid,
            owner: owner.username,
            auth: fields.auth,
            code: fields.code,
            visible: fields.visible,
            member_count: 1,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await db
          .insertInto('group_members')
          .values({
            gid: id,
            uid: owner.uid,
            username: owner.username,
            auth: GroupRole.root,
            reason: '',
            created_at: at,
            updated_at: at,
          })
          .execute();
        publish(groupTopic(id), { kind: 'reload' });
        return;
      }
      case 'GroupUpdated': {
        const { id, changes } = event.data;
        await db
          .updateTable('groups')
          .set({
            name: changes.name,
            short_name: changes.shortName,
            brief: changes.brief,
            description: changes.description,
            auth: changes.auth,
            code: changes.code,
            visible: changes.visible,
            updated_at: at,
          })
          .where('id', '=', id)
          .execute();
        publish(groupTopic(id), { kind: 'reload' });
        return;
      }
      case 'GroupJoined':
      case 'GroupApplied': {
        const { id, uid, username, reason } = event.data;
        const auth = event.type === 'GroupJoined' ? GroupRole.member : GroupRole.applying;
        await db
          .insertInto('group_members')
          .values({ gid: id, uid, username, auth, reason, created_at: at, updated_at: at })
          .onConflict((oc) =>
            oc
              .columns(['gid', 'uid'])
              .doUpdateSet({ username, auth, reason, created_at: at, updated_at: at }),
          )
          .execute();
        await membersChanged(db, publish, id);
        return;
      }
      case 'GroupMemberRoleChanged': {
        const { id, uid, auth, previousOwner } = event.data;
        await db
          .updateTable('group_members')
          .set({ auth, updated_at: at })
          .where('gid', '=', id)
          .where('uid', '=', uid)
          .execute();
        if (previousOwner) {
          await db
            .updateTable('group_members')
            .set({ auth: GroupRole.admin, updated_at: at })
            .where('gid', '=', id)
            .where('uid', '=', previousOwner)
            .execute();
          await db
            .updateTable('groups')
            .set((eb) => ({
              owner_uid: uid,
              owner: eb
                .selectFrom('group_members')
                .select('username')
                .where('gid', '=', id)
                .where('uid', '=', uid),
            }))
            .where('id', '=', id)
            .execute();
        }
        await membersChanged(db, publish, id);
        return;
      }
      case 'GroupMemberExited':
      case 'GroupMemberRemoved':
        await db
          .deleteFrom('group_members')
          .where('gid', '=', event.data.id)
          .where('uid', '=', event.data.uid)
          .execute();
        await membersChanged(db, publish, event.data.id);
        return;
      case 'GroupAvatarChanged':
        await db
          .updateTable('groups')
          .set({ avatar: event.data.avatar, updated_at: at })
          .where('id', '=', event.data.id)
          .execute();
        publish(groupTopic(event.data.id), { kind: 'reload' });
        return;
      case 'GroupAnnouncementPosted': {
        const { id, aid, fields, author } = event.data;
        await db
          .insertInto('group_announcements')
          .values({
            id: aid,
            gid: id,
            title: fields.title,
            content: fields.content,
            visible: fields.visible,
            uid: author.uid,
            username: author.username,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        publish(groupContentTopic(id), { kind: 'announcements' });
        return;
      }
      case 'GroupAnnouncementUpdated': {
        const { id, aid, changes } = event.data;
        await db
          .updateTable('group_announcements')
          .set({ title: changes.title, content: changes.content, visible: changes.visible, updated_at: at })
          .where('id', '=', aid)
          .execute();
        publish(groupContentTopic(id), { kind: 'announcements' });
        return;
      }
      case 'GroupAnnouncementDeleted':
        await db.deleteFrom('group_announcements').where('id', '=', event.data.aid).execute();
        publish(groupContentTopic(event.data.id), { kind: 'announcements' });
        return;
      case 'GroupDisbanded':
        await db
          .updateTable('groups')
          .set({ disbanded: true, updated_at: at })
          .where('id', '=', event.data.id)
          .execute();
        await db.deleteFrom('group_members').where('gid', '=', event.data.id).execute();
        publish(groupTopic(event.data.id), { kind: 'reload' });
        publish(groupMembersTopic(event.data.id), { kind: 'reload' });
        return;
      default:
        return;
    }
  },
});

/** The member count is folded from the rows (members, admins and root), then both rooms hear of it. */
async function membersChanged(db: Db, publish: Publish, gid: number): Promise<void> {
  await db
    .updateTable('groups')
    .set({
      member_count: sql<number>`(select count(*) from group_members where gid = ${gid} and auth >= ${GroupRole.member})`,
    })
    .where('id', '=', gid)
    .execute();
  publish(groupTopic(gid), { kind: 'reload' });
  publish(groupMembersTopic(gid), { kind: 'reload' });
}
